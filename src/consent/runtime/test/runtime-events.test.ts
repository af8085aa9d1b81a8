/**
 * The banner on a page (jsdom), accept all: cookies, the Complianz events, Consent Mode v2, the WP
 * Consent API and the consent record.
 */
import { boot } from '../boot';
import {
	page,
	events,
	click,
	banner,
	manage,
	frame,
	setUpRuntimePage,
} from './harness';
import { config, fakeFetch, jar } from './page';

setUpRuntimePage();

describe( 'accept all', () => {
	it( 'runs the blocked script and frame at once, without a reload', async () => {
		const reload = jest.fn();
		const controller = await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept' );
		await controller.settled();
		expect( page.marketingRan ).toBe( 1 );
		expect( frame().getAttribute( 'src' ) ).toBe(
			'https://www.youtube-nocookie.com/embed/x'
		);
		expect(
			document.querySelector( '.cmplz-blocked-content-notice' )
		).toBeNull();
		jest.advanceTimersByTime( 5000 );
		expect( reload ).not.toHaveBeenCalled();
		expect( banner().hidden ).toBe( true );
		expect( manage().hidden ).toBe( false );
	} );

	it( 'writes one allow cookie per category, the banner status and the policy id', async () => {
		await boot( config( { policyId: 7 } ), fakeFetch().fetch, jest.fn() );
		click( '.cmplz-accept' );
		expect( jar() ).toMatchObject( {
			cmplz_functional: 'allow',
			cmplz_preferences: 'allow',
			cmplz_statistics: 'allow',
			cmplz_marketing: 'allow',
			'cmplz_banner-status': 'dismissed',
			cmplz_policy_id: '7',
		} );
	} );

	it( 'fires cmplz_status_change per category and cmplz_fire_categories with the highest one', async () => {
		const changes = events( 'cmplz_status_change' );
		const fired = events( 'cmplz_fire_categories' );
		await boot( config(), fakeFetch().fetch, jest.fn() );
		click( '.cmplz-accept' );
		expect( changes ).toContainEqual( {
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
		expect( fired[ fired.length - 1 ] ).toMatchObject( {
			category: 'marketing',
		} );
	} );

	it( 'updates Consent Mode v2 to granted and tells WP Consent API listeners, anonymous statistics included', async () => {
		const consentChanges = events( 'wp_listen_for_consent_change' );
		await boot( config(), fakeFetch().fetch, jest.fn() );
		click( '.cmplz-accept' );
		const updates = ( page.dataLayer ?? [] )
			.map( ( args ) => Array.from( args as ArrayLike< unknown > ) )
			.filter(
				( args ) => args[ 0 ] === 'consent' && args[ 1 ] === 'update'
			);
		expect( updates[ updates.length - 1 ][ 2 ] ).toEqual( {
			ad_storage: 'granted',
			ad_user_data: 'granted',
			ad_personalization: 'granted',
			analytics_storage: 'granted',
			functionality_storage: 'granted',
			personalization_storage: 'granted',
			security_storage: 'granted',
		} );
		expect( consentChanges ).toContainEqual( { marketing: 'allow' } );
		expect( consentChanges ).toContainEqual( {
			'statistics-anonymous': 'allow',
		} );
		expect( window.wp_has_consent?.( 'marketing' ) ).toBe( true );
	} );

	it( 'records the consent once with the visitor id cookie mirrored in session storage', async () => {
		const { fetch, calls } = fakeFetch();
		await boot( config(), fetch, jest.fn() );
		click( '.cmplz-accept' );
		const tracks = calls.filter( ( call ) =>
			call.url.endsWith( '/track' )
		);
		expect( tracks.map( ( call ) => call.body ) ).toEqual( [
			{
				consented_categories: [
					'functional',
					'preferences',
					'statistics',
					'marketing',
				],
				consented_services: {},
				consenttype: 'optin',
			},
		] );
		expect( jar().cmplz_id ).toMatch( /^[A-Za-z0-9-]{8,64}$/ );
		expect(
			JSON.parse( sessionStorage.getItem( 'cmplz_id' ) ?? '""' )
		).toBe( jar().cmplz_id );
	} );

	it( 'records nothing with store-consent off', async () => {
		const { fetch, calls } = fakeFetch();
		await boot( config( { storeConsent: false } ), fetch, jest.fn() );
		click( '.cmplz-accept' );
		expect(
			calls.filter( ( call ) => call.url.endsWith( '/track' ) )
		).toEqual( [] );
	} );
} );
