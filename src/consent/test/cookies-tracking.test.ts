/**
 * Cookie text (spec 3/9: prefix, SameSite Lax, Secure on https, expiry days), the region redirect
 * (spec 2) and when a consent is recorded (spec 5).
 */
import { expireCookie, parseCookies, serializeCookie } from '../cookies';
import { regionRedirectUrl, userRegionParameter } from '../region';
import { trackRequest, type TrackInput } from '../tracking';

const NOW = Date.UTC( 2026, 0, 1, 12, 0, 0 );

describe( 'consent cookies', () => {
	it( 'http: prefixed, SameSite=Lax, 365 days by default, path /', () => {
		expect(
			serializeCookie( 'marketing', 'allow', { secure: false, now: NOW } )
		).toBe(
			'cmplz_marketing=allow;SameSite=Lax;expires=Fri, 01 Jan 2027 12:00:00 GMT;path=/'
		);
	} );

	it( 'https adds Secure; the configured lifetime, path and domain are used', () => {
		expect(
			serializeCookie( 'policy_id', '4', {
				secure: true,
				expiryDays: 30,
				path: '/charity/',
				domain: 'example.org',
				now: NOW,
			} )
		).toBe(
			'cmplz_policy_id=4;SameSite=Lax;Secure;expires=Sat, 31 Jan 2026 12:00:00 GMT;domain=example.org;path=/charity/'
		);
	} );

	it.each( [ 0, -5, NaN ] )(
		'a lifetime of %s falls back to 365 days',
		( expiryDays ) => {
			expect(
				serializeCookie( 'id', 'x', {
					secure: false,
					expiryDays,
					now: NOW,
				} )
			).toContain( 'expires=Fri, 01 Jan 2027 12:00:00 GMT' );
		}
	);

	it( 'expiring a cookie dates it in 1970', () => {
		expect( expireCookie( '_ga', { secure: true, now: NOW } ) ).toBe(
			'_ga=;SameSite=Lax;Secure;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/'
		);
	} );

	it( 'parses document.cookie text; the first of two same-named cookies wins', () => {
		expect(
			parseCookies(
				'cmplz_marketing=allow; cmplz_consented_services={"a":true}; cmplz_marketing=deny; junk; =x'
			)
		).toEqual( {
			cmplz_marketing: 'allow',
			cmplz_consented_services: '{"a":true}',
		} );
	} );
} );

describe( 'region redirect and override parameters', () => {
	it.each( [
		[
			'https://x.org/cookie-policy/?cmplz_region_redirect=true',
			'https://x.org/cookie-policy/?cmplz_region_redirect=true&cmplz-region=uk',
		],
		[
			'https://x.org/p/?cmplz_region_redirect=true#top',
			'https://x.org/p/?cmplz_region_redirect=true&cmplz-region=uk#top',
		],
		[ 'https://x.org/p/?cmplz_region_redirect=true&cmplz-region=eu', null ],
		[ 'https://x.org/p/', null ],
	] )( '%s -> %s', ( href, expected ) => {
		expect( regionRedirectUrl( href, 'uk' ) ).toBe( expected );
	} );

	it.each( [
		[ 'https://x.org/?cmplz_user_region=us', 'us' ],
		[ 'https://x.org/', null ],
	] )( 'cmplz_user_region of %s is %s', ( href, expected ) => {
		expect( userRegionParameter( href ) ).toBe( expected );
	} );
} );

describe( 'recording consent', () => {
	const input: TrackInput = {
		status: false,
		categories: [ 'functional', 'statistics' ],
		services: { youtube: true },
		savedCategories: '',
		savedServices: '',
		storeConsent: true,
		isBot: false,
		isSpeedBot: false,
		consentType: 'optin',
	};

	it( 'a new consent is posted and snapshotted', () => {
		expect( trackRequest( input ) ).toEqual( {
			body: {
				consented_categories: [ 'functional', 'statistics' ],
				consented_services: { youtube: true },
				consenttype: 'optin',
			},
			cookies: [
				{
					name: 'saved_categories',
					value: '["functional","statistics"]',
				},
				{ name: 'saved_services', value: '{"youtube":true}' },
			],
		} );
	} );

	it( 'a status such as do_not_track is recorded in place of the categories', () => {
		expect(
			trackRequest( { ...input, status: 'do_not_track', services: {} } )
				?.body.consented_categories
		).toEqual( [ 'do_not_track' ] );
	} );

	it.each( [
		[ 'store-consent off', { storeConsent: false } ],
		[ 'a bot', { isBot: true } ],
		[ 'a speed-test bot', { isSpeedBot: true } ],
		[
			'unchanged consent',
			{
				savedCategories: '["functional","statistics"]',
				savedServices: '{"youtube":true}',
			},
		],
	] )( 'nothing is recorded for %s', ( _name, overrides ) => {
		expect( trackRequest( { ...input, ...overrides } ) ).toBeNull();
	} );

	it.each( [
		[
			'a flipped service (Complianz compared only keys)',
			'["functional","statistics"]',
			'{"youtube":false}',
		],
		[ 'a different category list', '["functional"]', '{"youtube":true}' ],
		[ 'an invalid snapshot', '{bad', '{"youtube":true}' ],
	] )(
		'a change is recorded: %s',
		( _name, savedCategories, savedServices ) => {
			expect(
				trackRequest( { ...input, savedCategories, savedServices } )
			).not.toBeNull();
		}
	);
} );
