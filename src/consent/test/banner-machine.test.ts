/**
 * Every banner action of spec sections 2 and 4, with the cookies, events, script activation,
 * tracking and reloads it asks for.
 */
import { transition, type BannerAction } from '../banner-machine';
import { accepted, cookie, events, of, reloads, state } from './banner-helpers';

describe( 'accept all', () => {
	it( 'allows every category, clears services, dismisses, announces and tracks', () => {
		const { state: next, effects } = transition(
			state( { cmplz_consented_services: '{"youtube":false}' } ),
			{ type: 'acceptAll' }
		);
		expect( cookie( effects, 'consented_services' ) ).toEqual( [ '' ] );
		expect( cookie( effects, 'policy_id' ) ).toEqual( [ '3' ] );
		for ( const category of [
			'functional',
			'preferences',
			'statistics',
			'marketing',
		] ) {
			expect( cookie( effects, category ) ).toEqual( [ 'allow' ] );
		}
		expect( cookie( effects, 'banner-status' ) ).toEqual( [ 'dismissed' ] );
		expect(
			events( effects, 'cmplz_status_change' ).map(
				( d ) => ( d as { category: string } ).category
			)
		).toEqual( [ 'functional', 'preferences', 'statistics', 'marketing' ] );
		expect( events( effects, 'cmplz_status_change' )[ 3 ] ).toEqual( {
			category: 'marketing',
			value: 'allow',
			region: 'eu',
			categories: [
				'functional',
				'preferences',
				'statistics',
				'marketing',
			],
		} );
		expect( of( effects, 'wpSetConsent' ) ).toContainEqual( {
			type: 'wpSetConsent',
			category: 'statistics-anonymous',
			value: 'allow',
		} );
		expect( events( effects, 'cmplz_fire_categories' ) ).toEqual( [
			{
				category: 'marketing',
				categories: [
					'functional',
					'preferences',
					'statistics',
					'marketing',
				],
				region: 'eu',
			},
		] );
		expect( of( effects, 'track' ) ).toEqual( [
			{ type: 'track', status: false },
		] );
		expect( reloads( effects ) ).toEqual( [] );
		expect( next.status ).toBe( 'dismissed' );
		expect( next.services ).toEqual( {} );
	} );

	it( 'runs each category once even when accepted twice', () => {
		const first = transition( state(), { type: 'acceptAll' } );
		const second = transition( first.state, { type: 'acceptAll' } );
		expect( of( first.effects, 'enable' ) ).toHaveLength( 3 );
		expect( of( second.effects, 'enable' ) ).toEqual( [] );
		expect( events( second.effects, 'cmplz_status_change' ) ).toEqual( [] );
	} );
} );

describe( 'deny', () => {
	it( 'first choice: denies all, revokes, no reload', () => {
		const { state: next, effects } = transition( state(), {
			type: 'denyAll',
		} );
		expect( cookie( effects, 'marketing' ) ).toEqual( [ 'deny' ] );
		expect( cookie( effects, 'functional' ) ).toEqual( [ 'allow' ] );
		expect( cookie( effects, 'consented_services' ) ).toEqual( [ '' ] );
		expect( events( effects, 'cmplz_revoke' ) ).toEqual( [ false ] );
		expect( of( effects, 'revokeIntegrations' ) ).toHaveLength( 1 );
		expect( reloads( effects ) ).toEqual( [] );
		expect( next.status ).toBe( 'dismissed' );
	} );

	it( 'after an earlier accept: reloads at once (one reload, not the 500 ms one too)', () => {
		const { effects } = transition( state( accepted ), {
			type: 'denyAll',
		} );
		expect( events( effects, 'cmplz_revoke' ) ).toEqual( [ true ] );
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );

	it( 'opt-out visitor whose defaults already ran: reloads', () => {
		const { effects } = transition(
			state( {}, { consentType: 'optout' } ),
			{
				type: 'denyAll',
			}
		);
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );

	it( 'only a service was consented: reloads', () => {
		const { effects } = transition(
			state( { cmplz_consented_services: '{"youtube":true}' } ),
			{ type: 'denyAll' }
		);
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );
} );

describe( 'save preferences', () => {
	it( 'stores the switches; allowing statistics also allows anonymous statistics', () => {
		const { state: next, effects } = transition( state(), {
			type: 'savePreferences',
			choices: { statistics: true },
		} );
		expect( next.consent ).toEqual( {
			preferences: 'deny',
			statistics: 'allow',
			marketing: 'deny',
		} );
		expect( of( effects, 'wpSetConsent' ) ).toEqual( [
			{ type: 'wpSetConsent', category: 'preferences', value: 'deny' },
			{ type: 'wpSetConsent', category: 'statistics', value: 'allow' },
			{
				type: 'wpSetConsent',
				category: 'statistics-anonymous',
				value: 'allow',
			},
			{ type: 'wpSetConsent', category: 'marketing', value: 'deny' },
		] );
		expect( next.status ).toBe( 'dismissed' );
		expect( reloads( effects ) ).toEqual( [] );
		expect( of( effects, 'track' ) ).toHaveLength( 1 );
	} );

	it( 'unchecking marketing after it was allowed revokes and reloads after 500 ms', () => {
		const { effects } = transition( state( accepted ), {
			type: 'savePreferences',
			choices: { preferences: true, statistics: true, marketing: false },
		} );
		expect( of( effects, 'revokeIntegrations' ) ).toHaveLength( 1 );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( 'unchecking statistics does not reload (only marketing and services do, spec 4)', () => {
		const { effects } = transition( state( accepted ), {
			type: 'savePreferences',
			choices: { preferences: true, statistics: false, marketing: true },
		} );
		expect( reloads( effects ) ).toEqual( [] );
		expect( events( effects, 'cmplz_status_change' ) ).toEqual( [
			{
				category: 'statistics',
				value: 'deny',
				region: 'eu',
				categories: [ 'functional', 'preferences', 'marketing' ],
			},
		] );
	} );
} );

describe( 'show/hide categories, manage settings, close, manage consent', () => {
	it.each( [ 'toggleCategories', 'manageSettings' ] as const )(
		'%s toggles the category list and writes nothing',
		( type ) => {
			const open = transition( state(), { type } );
			const closed = transition( open.state, { type } );
			expect( open.state.categoriesVisible ).toBe( true );
			expect( closed.state.categoriesVisible ).toBe( false );
			expect( [ ...open.effects, ...closed.effects ] ).toEqual( [] );
		}
	);

	it( 'close dismisses without recording consent', () => {
		const { state: next, effects } = transition( state(), {
			type: 'close',
		} );
		expect( next.status ).toBe( 'dismissed' );
		expect( effects ).toEqual( [
			{ type: 'setCookie', name: 'banner-status', value: 'dismissed' },
			{
				type: 'dispatch',
				event: 'cmplz_banner_status',
				detail: 'dismissed',
			},
		] );
	} );

	it( 'close on a dismissed banner writes no cookie', () => {
		const { effects } = transition( state( accepted ), { type: 'close' } );
		expect( of( effects, 'setCookie' ) ).toEqual( [] );
	} );

	it( 'the manage-consent button re-opens the banner', () => {
		const { state: next, effects } = transition( state( accepted ), {
			type: 'manageConsent',
		} );
		expect( next.status ).toBe( 'show' );
		expect( cookie( effects, 'banner-status' ) ).toEqual( [ 'show' ] );
		expect( events( effects, 'cmplz_banner_status' ) ).toEqual( [
			'show',
		] );
	} );
} );

describe( 'one category or service at a time, and revoking', () => {
	it( 'setConsent with an unchanged value fires no status change', () => {
		const { effects } = transition( state( accepted ), {
			type: 'setConsent',
			category: 'statistics',
			value: 'allow',
		} );
		expect( events( effects, 'cmplz_status_change' ) ).toEqual( [] );
		expect( cookie( effects, 'statistics' ) ).toEqual( [] );
	} );

	it( 'setConsent functional deny stays allow', () => {
		const { state: next } = transition( state(), {
			type: 'setConsent',
			category: 'functional',
			value: 'deny',
		} );
		expect( next.consent.functional ).toBe( 'allow' );
	} );

	it( 'revoking marketing after allow reloads after 500 ms', () => {
		const { effects } = transition( state( accepted ), {
			type: 'revoke',
			category: 'marketing',
		} );
		expect( cookie( effects, 'marketing' ) ).toEqual( [ 'deny' ] );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( 'revoking marketing that was never allowed does not reload', () => {
		const { effects } = transition( state(), {
			type: 'revoke',
			category: 'marketing',
		} );
		expect( reloads( effects ) ).toEqual( [] );
	} );

	it( 'unchecking a service stores false and reloads after 500 ms', () => {
		const { state: next, effects } = transition( state( accepted ), {
			type: 'setService',
			service: 'youtube',
			consented: false,
		} );
		expect( cookie( effects, 'consented_services' ) ).toEqual( [
			'{"youtube":false}',
		] );
		expect( events( effects, 'cmplz_status_change_service' ) ).toEqual( [
			{ service: 'youtube', value: false, region: 'eu' },
		] );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
		expect( next.services ).toEqual( { youtube: false } );
	} );

	it( 'revoke by service is the same as unchecking it', () => {
		const { effects } = transition(
			state( { cmplz_consented_services: '{"youtube":true}' } ),
			{ type: 'revoke', service: 'youtube' }
		);
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( '"accept and show" for one service enables it at once, no reload', () => {
		const { effects } = transition( state(), {
			type: 'setService',
			service: 'youtube',
			consented: true,
		} );
		expect( of( effects, 'enable' ) ).toEqual( [
			{ type: 'enable', category: null, service: 'youtube' },
		] );
		expect( reloads( effects ) ).toEqual( [] );
		expect( cookie( effects, 'marketing' ) ).toEqual( [] );
	} );
} );

describe( 'auto-dismiss', () => {
	it.each( [ 'optout', 'scroll', 'timeout' ] as const )(
		'opt-out (%s): dismissed, announced and tracked',
		( reason ) => {
			const { state: next, effects } = transition(
				state( {}, { consentType: 'optout' } ),
				{ type: 'autoDismiss', reason }
			);
			expect( next.status ).toBe( 'dismissed' );
			expect( cookie( effects, 'banner-status' ) ).toEqual( [
				'dismissed',
			] );
			expect( of( effects, 'track' ) ).toHaveLength( 1 );
		}
	);

	it( 'opt-in never dismisses by itself', () => {
		const { state: next, effects } = transition( state(), {
			type: 'autoDismiss',
			reason: 'scroll',
		} );
		expect( next.status ).toBe( 'show' );
		expect( effects ).toEqual( [] );
	} );
} );

describe( 'purity', () => {
	it.each( [
		{ type: 'acceptAll' },
		{ type: 'denyAll' },
		{ type: 'setService', service: 'youtube', consented: true },
		{ type: 'load' },
	] as BannerAction[] )(
		'$type leaves the input state untouched',
		( action ) => {
			const before = state( {
				cmplz_consented_services: '{"vimeo":true}',
			} );
			const copy = JSON.parse( JSON.stringify( before ) );
			transition( before, action );
			expect( before ).toEqual( copy );
		}
	);
} );
