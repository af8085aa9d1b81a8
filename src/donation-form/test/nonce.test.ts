import { hasDonorSession, nonceRefreshDelay, resetNonceAtLoad } from '../nonce';
import { specTiming } from '../../../tests/unit/spec-timings';

const MARGIN = specTiming( 'nonceRefreshMarginMs' );

describe( 'nonceRefreshDelay', () => {
	const nonce = { hash: 'h', time: 1_000, life: 600 };

	it( 'waits until creation time plus lifetime, plus 100 ms', () => {
		expect( nonceRefreshDelay( nonce, 1_000_000 ) ).toBe(
			600_000 + MARGIN
		);
		expect( nonceRefreshDelay( nonce, 1_599_999 ) ).toBe( 1 + MARGIN );
	} );

	it( 'refreshes at once when the hash has already expired (a stale cached page)', () => {
		expect( nonceRefreshDelay( nonce, 1_600_000 ) ).toBe( 0 );
		expect( nonceRefreshDelay( nonce, 9_000_000 ) ).toBe( 0 );
	} );
} );

describe( 'resetNonceAtLoad', () => {
	it.each( [
		[ true, false, false, true ],
		[ true, true, false, false ],
		[ true, false, true, false ],
		[ false, false, false, false ],
	] )(
		'marked %s, session %s, logged in %s → reset %s',
		( markedSession, hasSession, loggedIn, expected ) => {
			expect(
				resetNonceAtLoad( { markedSession, hasSession, loggedIn } )
			).toBe( expected );
		}
	);
} );

describe( 'hasDonorSession', () => {
	// The session token cookie is HttpOnly, so scripts never see it: they look for its marker.
	it( 'finds the script-visible marker cookie among others, and only that cookie', () => {
		expect(
			hasDonorSession( 'a=1; opengive_donor_session_marker=1; b=2' )
		).toBe( true );
		expect( hasDonorSession( 'x_opengive_donor_session_marker=1' ) ).toBe(
			false
		);
		expect( hasDonorSession( 'opengive_donor_session=abc' ) ).toBe( false );
		expect( hasDonorSession( '' ) ).toBe( false );
	} );
} );
