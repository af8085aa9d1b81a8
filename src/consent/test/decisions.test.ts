/**
 * The test shape: hasConsent( { category, isBot, dntOrGpc, consentType, cookieValue } ) and
 * hasServiceConsent( { service, category, consentedServices, categoryConsent } ), over our own tables.
 */
import {
	anyServiceConsented,
	hasConsent,
	hasServiceConsent,
	highestAcceptedCategory,
	isServiceDenied,
	linkedConsents,
	parseServices,
	policyChanged,
} from '../decisions';

const base = {
	category: 'marketing',
	isBot: false,
	dntOrGpc: false,
	consentType: 'optin',
	cookieValue: '' as string | null | undefined,
};

describe( 'hasConsent: bots', () => {
	it.each( [
		[ 'optin', '' ],
		[ 'optin', 'deny' ],
		[ 'optout', 'deny' ],
		[ 'other', 'deny' ],
	] )(
		'a bot has consent (%s, cookie "%s")',
		( consentType, cookieValue ) => {
			expect(
				hasConsent( { ...base, isBot: true, consentType, cookieValue } )
			).toBe( true );
			expect(
				hasConsent( {
					...base,
					isBot: false,
					consentType,
					cookieValue,
				} )
			).toBe( false );
		}
	);
} );

describe( 'hasConsent: DNT/GPC denies every default but keeps explicit choices', () => {
	it.each( [
		[ 'optin', '', false ],
		[ 'optout', '', false ],
		[ 'other', '', false ],
		[ 'optin', 'allow', true ],
		[ 'optout', 'allow', true ],
		[ 'optout', 'deny', false ],
	] )( '%s, cookie "%s" -> %s', ( consentType, cookieValue, expected ) => {
		expect(
			hasConsent( { ...base, dntOrGpc: true, consentType, cookieValue } )
		).toBe( expected );
	} );

	it( 'functional runs under DNT', () => {
		expect(
			hasConsent( { ...base, category: 'functional', dntOrGpc: true } )
		).toBe( true );
	} );
} );

describe( 'hasConsent: consent types', () => {
	it.each( [
		// Opt-out: allowed until a cookie says deny.
		[ 'optout', 'statistics', '', true ],
		[ 'optout', 'statistics', undefined, true ],
		[ 'optout', 'statistics', null, true ],
		[ 'optout', 'statistics', 'deny', false ],
		[ 'optout', 'preferences', 'allow', true ],
		// 'other': no banner, allowed by default (Complianz's JS; its PHP said false here).
		[ 'other', 'marketing', '', true ],
		[ 'other', 'marketing', 'deny', false ],
		// Opt-in: only an explicit allow.
		[ 'optin', 'marketing', '', false ],
		[ 'optin', 'marketing', 'allow', true ],
		[ 'optin', 'marketing', 'deny', false ],
		[ 'optin', 'marketing', 'ALLOW', false ],
		// Unknown types are opt-in: the safe reading when settings are broken.
		[ '', 'marketing', '', false ],
		[ 'optinstats', 'statistics', '', false ],
		[ 'OPTOUT', 'statistics', '', false ],
	] )(
		'%s %s cookie "%s" -> %s',
		( consentType, category, cookieValue, expected ) => {
			expect(
				hasConsent( { ...base, consentType, category, cookieValue } )
			).toBe( expected );
		}
	);

	it.each( [ 'optin', 'optout', 'other', '' ] )(
		'functional is always allowed (%s, cookie deny)',
		( consentType ) => {
			expect(
				hasConsent( {
					...base,
					category: 'functional',
					consentType,
					cookieValue: 'deny',
				} )
			).toBe( true );
		}
	);
} );

describe( 'hasServiceConsent', () => {
	const service = { service: 'youtube', category: 'marketing' };
	it.each( [
		[ 'object, consented', { youtube: true }, false, true ],
		[ 'object, refused', { youtube: false }, true, false ],
		[ 'object, other service only', { vimeo: true }, false, false ],
		[
			'object, other service only, category allowed',
			{ vimeo: false },
			true,
			true,
		],
		[ 'JSON, consented', '{"youtube":true}', false, true ],
		[ 'JSON, refused', '{"youtube":false}', true, false ],
		[ 'JSON 1', '{"youtube":1}', false, true ],
		[ 'JSON 0', '{"youtube":0}', true, false ],
		[ 'invalid JSON, category allowed', '{youtube:true}', true, true ],
		[ 'invalid JSON, category denied', '{"youtube":tru', false, false ],
		[ 'JSON array', '["youtube"]', false, false ],
		[ 'JSON string', '"youtube"', true, true ],
		[ 'JSON number', '1', false, false ],
		[ 'empty text', '', true, true ],
		[ 'null', null, false, false ],
		[ 'undefined', undefined, true, true ],
		[ 'prototype keys are not services', '{}', false, false ],
	] )( '%s', ( _name, consentedServices, categoryConsent, expected ) => {
		expect(
			hasServiceConsent( {
				...service,
				consentedServices,
				categoryConsent,
			} )
		).toBe( expected );
	} );

	it( 'a service named like an Object method is not found on the prototype', () => {
		expect(
			hasServiceConsent( {
				service: 'constructor',
				category: 'marketing',
				consentedServices: '{}',
				categoryConsent: false,
			} )
		).toBe( false );
	} );
} );

describe( 'service helpers', () => {
	it.each( [
		[ '{"youtube":false}', true ],
		[ '{"youtube":true}', false ],
		[ '{}', false ],
		[ 'not json', false ],
	] )( 'isServiceDenied( youtube, %s ) -> %s', ( raw, expected ) => {
		expect( isServiceDenied( 'youtube', raw ) ).toBe( expected );
	} );

	it.each( [
		[ '{"a":false,"b":true}', true ],
		[ '{"a":false}', false ],
		[ '{bad', false ],
	] )( 'anyServiceConsented( %s ) -> %s', ( raw, expected ) => {
		expect( anyServiceConsented( raw ) ).toBe( expected );
	} );

	it( 'parseServices decodes percent-encoded cookie text', () => {
		expect( parseServices( '%7B%22youtube%22%3Atrue%7D' ) ).toEqual( {
			youtube: true,
		} );
	} );
} );

describe( 'policy id', () => {
	it.each( [
		[ '3', 3, false ],
		[ '2', 3, true ],
		[ '4', 3, true ],
		[ '', 3, false ],
		[ null, 3, false ],
		[ undefined, 3, false ],
		[ 'x', 3, true ],
	] )(
		'stored %s, current %s -> changed %s',
		( stored, current, expected ) => {
			expect( policyChanged( stored, current ) ).toBe( expected );
		}
	);
} );

describe( 'statistics -> anonymous statistics', () => {
	it( 'allowing statistics also allows statistics-anonymous', () => {
		expect( linkedConsents( 'statistics', 'allow' ) ).toEqual( [
			{ category: 'statistics', value: 'allow' },
			{ category: 'statistics-anonymous', value: 'allow' },
		] );
	} );

	it.each( [
		[ 'statistics', 'deny' ],
		[ 'marketing', 'allow' ],
		[ 'preferences', 'allow' ],
	] as const )( '%s %s sets only itself', ( category, value ) => {
		expect( linkedConsents( category, value ) ).toEqual( [
			{ category, value },
		] );
	} );
} );

describe( 'highest accepted category', () => {
	it.each( [
		[
			[ 'functional', 'preferences', 'statistics', 'marketing' ],
			'marketing',
		],
		[ [ 'functional', 'statistics', 'preferences' ], 'statistics' ],
		[ [ 'preferences', 'functional' ], 'preferences' ],
		[ [ 'functional' ], 'functional' ],
		[ [], 'functional' ],
	] )( '%j -> %s', ( accepted, expected ) => {
		expect( highestAcceptedCategory( accepted ) ).toBe( expected );
	} );
} );
