/**
 * The banner on a page (jsdom): first visit blocks, accept runs blocked content without a reload and
 * fires the Complianz events, Consent Mode and WP Consent API; deny after accept reloads at once;
 * revoking marketing reloads after the spec's 500 ms; a new policy id asks again; GPC suppresses.
 * Timings come from tests/fixtures/spec-timings.json, never from the module.
 */
import { specTiming } from '../../../../tests/unit/spec-timings';
import { boot } from '../boot';
import { clearJar, config, fakeFetch, jar, renderPage } from './page';

type PageWindow = Window & {
	marketingRan?: number;
	dataLayer?: unknown[];
	gtag?: unknown;
};
const page = window as PageWindow;

function events( name: string ) {
	const seen: unknown[] = [];
	document.addEventListener( name, ( event ) =>
		seen.push( ( event as CustomEvent ).detail )
	);
	return seen;
}

const click = ( selector: string ) =>
	( document.querySelector( selector ) as HTMLElement ).click();
const banner = () =>
	document.getElementById( 'cmplz-cookiebanner' ) as HTMLElement;
const manage = () =>
	document.getElementById( 'cmplz-manage-consent' ) as HTMLElement;
const frame = () => document.querySelector( 'iframe' ) as HTMLIFrameElement;

// Each boot listens on document; listeners of earlier tests' pages must not answer this test's clicks.
const listeners: Array< [ string, EventListenerOrEventListenerObject ] > = [];
const addListener = document.addEventListener.bind( document );

beforeEach( () => {
	jest.spyOn( document, 'addEventListener' ).mockImplementation(
		( type, listener, options ) => {
			listeners.push( [ type, listener ] );
			addListener( type, listener, options );
		}
	);
	jest.useFakeTimers();
	clearJar();
	sessionStorage.clear();
	delete page.marketingRan;
	delete page.dataLayer;
	delete page.gtag;
	delete ( window as { wp_set_consent?: unknown } ).wp_set_consent;
	renderPage();
} );

afterEach( () => {
	for ( const [ type, listener ] of listeners.splice( 0 ) ) {
		document.removeEventListener( type, listener );
	}
	jest.restoreAllMocks();
	jest.clearAllTimers();
	jest.useRealTimers();
} );

describe( 'first visit in an opt-in region', () => {
	it( 'shows the banner, hides the manage button and runs nothing blocked', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		expect( banner().hidden ).toBe( false );
		expect( manage().hidden ).toBe( true );
		expect( page.marketingRan ).toBeUndefined();
		expect( frame().hasAttribute( 'src' ) ).toBe( false );
		expect( jar().cmplz_marketing ).toBeUndefined();
	} );
} );

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

describe( 'refusals', () => {
	it( 'deny all after an earlier accept reloads at once and denies every category', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept' );
		click( '#cmplz-manage-consent' );
		click( '.cmplz-deny' );
		jest.advanceTimersByTime( 0 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
		expect( jar().cmplz_marketing ).toBe( 'deny' );
		expect( jar().cmplz_statistics ).toBe( 'deny' );
	} );

	it( 'deny all on a first visit does not reload (nothing ran)', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-deny' );
		jest.advanceTimersByTime( 5000 );
		expect( reload ).not.toHaveBeenCalled();
		expect( page.marketingRan ).toBeUndefined();
	} );

	it( 'revoking marketing alone reloads after the spec delay, not before', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept' );
		window.wp_set_consent?.( 'marketing', 'deny' );
		jest.advanceTimersByTime( specTiming( 'consentReloadDelayMs' ) - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'unchecking one consented service reloads after the spec delay', async () => {
		const reload = jest.fn();
		const controller = await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept-service' );
		await controller.settled();
		expect( frame().getAttribute( 'src' ) ).toContain( 'youtube' );
		// The marketing script is not the service's: it stays blocked.
		expect( page.marketingRan ).toBeUndefined();
		controller.act( {
			type: 'setService',
			service: 'youtube',
			consented: false,
		} );
		jest.advanceTimersByTime( specTiming( 'consentReloadDelayMs' ) - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'page load decisions', () => {
	it( 'a changed policy id denies everything, clears consent cookies and shows the banner', async () => {
		document.cookie = 'cmplz_marketing=allow;path=/';
		document.cookie = 'cmplz_saved_categories=["marketing"];path=/';
		document.cookie = 'cmplz_banner-status=dismissed;path=/';
		document.cookie = 'cmplz_policy_id=1;path=/';
		await boot( config( { policyId: 2 } ), fakeFetch().fetch, jest.fn() );
		expect( jar().cmplz_marketing ).toBe( 'deny' );
		expect( jar().cmplz_saved_categories ).toBeUndefined();
		expect( jar().cmplz_policy_id ).toBe( '2' );
		expect( banner().hidden ).toBe( false );
		expect( page.marketingRan ).toBeUndefined();
	} );

	it( 'stored consent from an earlier page runs at load', async () => {
		document.cookie = 'cmplz_marketing=allow;path=/';
		document.cookie = 'cmplz_policy_id=1;path=/';
		document.cookie = 'cmplz_banner-status=dismissed;path=/';
		const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
		await controller.settled();
		expect( page.marketingRan ).toBe( 1 );
		expect( banner().hidden ).toBe( true );
	} );

	it( 'Global Privacy Control suppresses the banner and denies non-functional categories', async () => {
		Object.defineProperty( navigator, 'globalPrivacyControl', {
			value: true,
			configurable: true,
		} );
		try {
			await boot( config(), fakeFetch().fetch, jest.fn() );
			expect( banner().hidden ).toBe( true );
			expect( window.wp_has_consent?.( 'statistics' ) ).toBe( false );
			expect( window.wp_has_consent?.( 'functional' ) ).toBe( true );
			expect( page.marketingRan ).toBeUndefined();
		} finally {
			delete ( navigator as { globalPrivacyControl?: boolean } )
				.globalPrivacyControl;
		}
	} );
} );

describe( 'keyboard', () => {
	it( 'enter on the close button dismisses without consent and focus moves to the manage button', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		const close = document.querySelector( '.cmplz-close' ) as HTMLElement;
		close.focus();
		close.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		expect( banner().hidden ).toBe( true );
		expect( manage().ownerDocument.activeElement ).toBe( manage() );
		expect( jar().cmplz_marketing ).toBeUndefined();
	} );

	it( 'space on a slider label toggles its switch', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		click( '.cmplz-view-preferences' );
		const label = document.querySelector( '.cmplz-label' ) as HTMLElement;
		label.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		expect(
			( document.getElementById( 'cmplz-marketing' ) as HTMLInputElement )
				.checked
		).toBe( true );
		expect(
			document
				.querySelector( '.cmplz-view-preferences' )
				?.getAttribute( 'aria-expanded' )
		).toBe( 'true' );
	} );
} );
