/**
 * The banner on a page (jsdom), the parts the issue names that had no runtime test: the
 * manage-consent container (filled from manage_consent_html, its switches follow and change the
 * consent, cmplz_manage_consent_container_loaded fired once), cmplz_track_status and
 * cmplz_enable_category reaching the document, and a Consent Mode v2 `update` on every change, not
 * only on accept all.
 */
import { boot } from '../boot';
import { click, events, page, setUpRuntimePage } from './harness';
import { config, fakeFetch, flush, jar } from './page';

setUpRuntimePage();

const HTML =
	'<div class="cmplz-manage-consent-switches">' +
	'<input type="checkbox" class="cmplz-consent-checkbox" data-category="functional" checked disabled>' +
	'<input type="checkbox" class="cmplz-consent-checkbox" data-category="statistics">' +
	'<input type="checkbox" class="cmplz-consent-checkbox" data-category="marketing">' +
	'</div>';

const box = ( category: string ) =>
	document.querySelector(
		`#cmplz-manage-consent-container [data-category="${ category }"]`
	) as HTMLInputElement;

/** The last Consent Mode v2 update pushed to the data layer. */
function lastUpdate(): unknown {
	const updates = ( page.dataLayer ?? [] )
		.map( ( args ) => Array.from( args as ArrayLike< unknown > ) )
		.filter(
			( args ) => args[ 0 ] === 'consent' && args[ 1 ] === 'update'
		);
	return updates[ updates.length - 1 ]?.[ 2 ];
}

it( 'fills the manage-consent container, fires its event once, and its switches follow and change the consent', async () => {
	document.body.insertAdjacentHTML(
		'beforeend',
		'<div id="cmplz-manage-consent-container"></div>'
	);
	const loaded = events( 'cmplz_manage_consent_container_loaded' );
	const fake = fakeFetch( { manage_consent_html: HTML } );
	await boot( config(), fake.fetch, jest.fn() );
	await flush();
	expect(
		fake.calls.some( ( call ) =>
			call.url.endsWith( 'manage_consent_html?locale=en_US' )
		)
	).toBe( true );
	expect( loaded ).toHaveLength( 1 );
	expect( [
		box( 'statistics' ).checked,
		box( 'marketing' ).checked,
	] ).toEqual( [ false, false ] );

	box( 'marketing' ).checked = true;
	box( 'marketing' ).dispatchEvent(
		new Event( 'change', { bubbles: true } )
	);
	expect( jar().cmplz_marketing ).toBe( 'allow' );
	click( '.cmplz-accept' );
	expect( box( 'statistics' ).checked ).toBe( true );
	expect( loaded ).toHaveLength( 1 );
} );

it( 'fires cmplz_track_status and cmplz_enable_category on the document when consent is given', async () => {
	const tracked = events( 'cmplz_track_status' );
	const enabled = events( 'cmplz_enable_category' );
	await boot( config(), fakeFetch().fetch, jest.fn() );
	expect( enabled ).toHaveLength( 0 );
	click( '.cmplz-accept' );
	expect( tracked.length ).toBeGreaterThan( 0 );
	expect( enabled.length ).toBeGreaterThan( 0 );
} );

it( 'sends a Consent Mode v2 update for each change: statistics only, then deny all', async () => {
	const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
	controller.act( {
		type: 'savePreferences',
		choices: { statistics: true, marketing: false, preferences: false },
	} );
	expect( lastUpdate() ).toEqual( {
		ad_storage: 'denied',
		ad_user_data: 'denied',
		ad_personalization: 'denied',
		analytics_storage: 'granted',
		functionality_storage: 'granted',
		personalization_storage: 'denied',
		security_storage: 'granted',
	} );
	controller.act( { type: 'denyAll' } );
	expect( lastUpdate() ).toMatchObject( {
		analytics_storage: 'denied',
		ad_storage: 'denied',
		functionality_storage: 'granted',
		security_storage: 'granted',
	} );
} );
