/**
 * Our contract file against Complianz's, from tests/fixtures/conformance/complianz-consent-contract.json:
 * the same categories, cookie names, events and region -> consent type, plus the decision rules its
 * js_api / dnt_gpc / region_logic entries state in words, each turned into rows here.
 */
import { loadConformance } from '../../../tests/unit/conformance';
import {
	CATEGORIES,
	CONTRACT,
	COOKIES,
	COOKIE_PREFIX,
	DEFAULTS,
	EVENTS,
	REGIONS,
	TIMINGS,
} from '../contract';
import { hasConsent, hasServiceConsent, isServiceDenied } from '../decisions';
import { consentTypeForRegion, resolveRegion } from '../region';

interface PeerContract {
	categories: string[];
	consenttypes: Record< string, string >;
	regions: Record<
		string,
		{
			type: string;
			law: string;
			statistics_consent?: string;
			countries?: string[];
		}
	>;
	cookies: Record< string, string >;
	events: Record< string, string >;
}

const peer = loadConformance< PeerContract >(
	'complianz-consent-contract.json'
);

describe( 'contract: names', () => {
	it( 'has the same four categories in the same order', () => {
		expect( CATEGORIES ).toEqual( peer.categories );
	} );

	it( 'uses the cmplz_ prefix', () => {
		expect( peer.cookies.prefix.split( ' ' )[ 0 ] ).toBe( COOKIE_PREFIX );
	} );

	// Every cookie the peer lists (except the per-category template) under our prefix.
	const peerCookieNames = Object.keys( peer.cookies )
		.filter(
			( key ) => key.startsWith( 'cmplz_' ) && ! key.includes( '{' )
		)
		.flatMap( ( key ) => key.split( ' / ' ) )
		.map( ( name ) => name.slice( 'cmplz_'.length ) );

	it.each( peerCookieNames )( 'writes the cookie cmplz_%s', ( name ) => {
		expect( Object.values( COOKIES ) ).toContain( name );
	} );

	it( 'knows every peer cookie name (no name of ours is invented)', () => {
		expect( Object.values( COOKIES ).sort() ).toEqual(
			[ ...peerCookieNames ].sort()
		);
	} );

	it.each( Object.values( EVENTS ) )(
		'the event %s is one the peer fires',
		( event ) => {
			expect( Object.keys( peer.events ) ).toContain( event );
		}
	);

	it.each( [
		'cmplz_status_change',
		'cmplz_fire_categories',
		'cmplz_track_status',
		'cmplz_enable_category',
		'cmplz_manage_consent_container_loaded',
	] )( 'the issue requires the event %s', ( event ) => {
		expect( Object.values( EVENTS ) ).toContain( event );
	} );

	it( 'cookie attributes: SameSite=Lax, 365 days by default', () => {
		expect( peer.cookies.attributes ).toContain(
			`SameSite=${ CONTRACT.cookieAttributes.sameSite }`
		);
		expect( peer.cookies.attributes ).toContain(
			`(default ${ DEFAULTS.cookieExpiryDays })`
		);
	} );

	it( 'the spec-9 timings', () => {
		expect( TIMINGS ).toEqual( {
			reloadDelayMs: 500,
			scrollDismissPx: 400,
			cleanIntervalMs: 1000,
			ajaxRescanMs: 2000,
			resizeDebounceMs: 500,
			videoCheckMs: 500,
			videoCheckMaxTimes: 100,
		} );
	} );
} );

describe( 'contract: regions', () => {
	it.each( Object.entries( peer.regions ) )(
		'%s runs the same consent type and law',
		( id, rule ) => {
			expect( REGIONS[ id ].type ).toBe( rule.type );
			expect( REGIONS[ id ].law ).toBe( rule.law );
			expect( consentTypeForRegion( id ) ).toBe( rule.type );
		}
	);

	it.each(
		Object.entries( peer.regions ).filter(
			( [ , rule ] ) => rule.statistics_consent
		)
	)( '%s has the same statistics-consent rule', ( id, rule ) => {
		expect( REGIONS[ id ].statisticsConsent ).toBe(
			rule.statistics_consent
		);
	} );

	it.each(
		Object.entries( peer.regions ).flatMap( ( [ id, rule ] ) =>
			( rule.countries ?? [] ).map( ( country ) => [ country, id ] )
		)
	)( 'country %s belongs to %s', ( country, id ) => {
		expect( resolveRegion( { country } ).region ).toBe( id );
	} );

	it( 'region_logic: an unknown region falls back to optin', () => {
		expect( consentTypeForRegion( 'nowhere' ) ).toBe( 'optin' );
	} );

	it( 'consent types: the banner runs optin, optout and other; optinstats is PHP/WP Consent API only', () => {
		expect( [ ...CONTRACT.consentTypes, 'optinstats' ].sort() ).toEqual(
			Object.keys( peer.consenttypes ).sort()
		);
	} );
} );

describe( 'contract: js_api and dnt_gpc in rows', () => {
	const q = {
		category: 'statistics',
		isBot: false,
		dntOrGpc: false,
		cookieValue: '',
	};
	it.each( [
		// consenttypes.optin: "default deny"
		[ 'optin default deny', { ...q, consentType: 'optin' }, false ],
		// consenttypes.optout: "default allow until a cookie says deny"
		[ 'optout default allow', { ...q, consentType: 'optout' }, true ],
		[
			'optout cookie deny',
			{ ...q, consentType: 'optout', cookieValue: 'deny' },
			false,
		],
		// consenttypes.other: "cmplz_accept_all() on load" — allowed without a cookie
		[ 'other default allow', { ...q, consentType: 'other' }, true ],
		// cmplz_{category}: "functional always forced to allow"
		[
			'functional forced',
			{
				...q,
				category: 'functional',
				consentType: 'optin',
				cookieValue: 'deny',
			},
			true,
		],
		// dnt_gpc: "has_consent only trusts explicit 'allow' cookies (optout default-allow is disabled)"
		[
			'DNT disables optout default',
			{ ...q, consentType: 'optout', dntOrGpc: true },
			false,
		],
		[
			'DNT trusts an explicit allow',
			{
				...q,
				consentType: 'optin',
				dntOrGpc: true,
				cookieValue: 'allow',
			},
			true,
		],
	] )( '%s', ( _name, query, expected ) => {
		expect( hasConsent( query ) ).toBe( expected );
	} );

	// cmplz_has_service_consent: "consented_services[service] if present, else cmplz_has_consent(category)"
	it.each( [
		[ '{"youtube":true}', false, true ],
		[ '{"youtube":false}', true, false ],
		[ '{"vimeo":true}', true, true ],
		[ '{"vimeo":true}', false, false ],
	] )(
		'service from %s, category %s -> %s',
		( raw, categoryConsent, expected ) => {
			expect(
				hasServiceConsent( {
					service: 'youtube',
					category: 'marketing',
					consentedServices: raw,
					categoryConsent,
				} )
			).toBe( expected );
		}
	);

	// cmplz_is_service_denied: "true only if explicitly false in consented_services"
	it.each( [
		[ '{"youtube":false}', true ],
		[ '{"youtube":true}', false ],
		[ '{}', false ],
	] )( 'is_service_denied %s -> %s', ( raw, expected ) => {
		expect( isServiceDenied( 'youtube', raw ) ).toBe( expected );
	} );
} );
