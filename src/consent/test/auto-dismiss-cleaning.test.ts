/**
 * Auto-dismiss triggers (spec 2/9) and which cookies cleaning removes (spec 5/7).
 */
import { autoDismissPlan, scrolledPast } from '../auto-dismiss';
import { namesToClean, type CookieData } from '../cleaning';

describe( 'auto-dismiss plan', () => {
	it.each( [
		[ 'optout', true, 3000, { scrollPx: 400, timeoutMs: 3000 } ],
		[ 'optout', false, 0, { scrollPx: null, timeoutMs: null } ],
		[ 'optout', true, -1, { scrollPx: 400, timeoutMs: null } ],
		[ 'optout', false, 2500.7, { scrollPx: null, timeoutMs: 2500 } ],
		[ 'optin', true, 3000, { scrollPx: null, timeoutMs: null } ],
		[ 'other', true, 3000, { scrollPx: null, timeoutMs: null } ],
	] )(
		'%s, on scroll %s, timeout %s -> %j',
		( type, onScroll, timeout, expected ) => {
			expect( autoDismissPlan( type, onScroll, timeout ) ).toEqual(
				expected
			);
		}
	);

	it.each( [
		[ 400, false ],
		[ 401, true ],
		[ 0, false ],
	] )( 'scrollY %s passes: %s', ( y, expected ) => {
		expect( scrolledPast( autoDismissPlan( 'optout', true, 0 ), y ) ).toBe(
			expected
		);
	} );

	it( 'without dismiss-on-scroll no position passes', () => {
		expect(
			scrolledPast( autoDismissPlan( 'optout', false, 0 ), 5000 )
		).toBe( false );
	} );
} );

describe( 'cookie cleaning', () => {
	const data: CookieData = {
		functional: { wordpress: [ 'wordpress_logged_in' ] },
		statistics: { 'google-analytics': [ '_ga', '_gid' ] },
		marketing: {
			youtube: [ 'VISITOR_INFO1_LIVE', 'yt-remote-device-id' ],
			'meta-pixel': [ '_fbp' ],
		},
	};

	it( 'nothing allowed: every non-functional cookie goes', () => {
		expect(
			namesToClean(
				data,
				() => false,
				() => false
			)
		).toEqual( [
			'_ga',
			'_gid',
			'VISITOR_INFO1_LIVE',
			'yt-remote-device-id',
			'_fbp',
		] );
	} );

	it( 'an allowed category keeps its cookies', () => {
		expect(
			namesToClean(
				data,
				( c ) => c === 'statistics',
				() => false
			)
		).toEqual( [ 'VISITOR_INFO1_LIVE', 'yt-remote-device-id', '_fbp' ] );
	} );

	it( 'an allowed service keeps its cookies inside a denied category', () => {
		expect(
			namesToClean(
				data,
				() => false,
				( s ) => s === 'youtube'
			)
		).toEqual( [ '_ga', '_gid', '_fbp' ] );
	} );

	it( 'functional cookies are never cleaned', () => {
		expect(
			namesToClean(
				data,
				() => false,
				() => false
			)
		).not.toContain( 'wordpress_logged_in' );
	} );
} );
