/**
 * What "banner off" means (issue 14): OpenGive is then not the site's consent provider. Nothing is
 * blocked: the consent-area block prints its content, the YouTube frame keeps its address, scripts the
 * site marked for a banner (type="text/plain" with data-category) run, no banner or Consent Mode
 * default is printed, and the WP Consent API answers as on a site without a consent provider (no
 * consent type, every category allowed). With the banner on, the same page is blocked.
 * Test sites keep the banner off; this suite turns it on for one test and back off.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

let admin: LoggedIn;
let visitor: APIRequestContext;

async function bannerEnabled( on: boolean ) {
	const response = await admin.context.post(
		`${ baseUrl() }/wp-json/opengive/v1/consent/settings`,
		{ headers: { 'X-WP-Nonce': admin.nonce }, data: { banner_enabled: on } }
	);
	expect( response.status() ).toBe( 200 );
	expect( ( await response.json() ).banner_enabled ).toBe( on );
}

const about = async () =>
	( await visitor.get( `${ baseUrl() }/about/` ) ).text();

const MARKED_SCRIPT = /<script\b[^>]*data-service="demo-marketing"[^>]*>/;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	visitor = await playwright.request.newContext();
	await bannerEnabled( false );
} );

test.afterAll( async () => {
	await bannerEnabled( false );
	await Promise.all( [ admin.context.dispose(), visitor.dispose() ] );
} );

test( 'banner off: /about/ shows the consent-area content and the video, and marked scripts run', async () => {
	const html = await about();
	expect( html ).toContain( 'class="demo-consented"' );
	expect( html ).toContain( 'wp-block-opengive-consent-area__content' );
	expect( html ).not.toContain(
		'wp-block-opengive-consent-area__placeholder'
	);
	expect( html ).toMatch(
		/<iframe[^>]*\ssrc="https:\/\/www\.youtube-nocookie\.com\/embed\/opengive-demo"/
	);
	expect( html ).not.toContain( 'data-cmplz-src' );
	expect( html ).not.toContain( 'cmplz-blocked-content-notice' );
	const marked = MARKED_SCRIPT.exec( html )?.[ 0 ] ?? '';
	expect( marked ).toContain( 'data-category="marketing"' );
	expect( marked ).not.toContain( 'text/plain' );
	expect( html ).not.toMatch(
		/<script[^>]*opengive-demo-analytics\.js[^>]*text\/plain/
	);
	expect( html ).not.toContain( 'id="cmplz-cookiebanner"' );
	expect( html ).not.toContain( 'opengive-consent-defaults' );
	expect( html ).not.toMatch( /consent\/banner\.js/ );
} );

test( 'banner off: the WP Consent API answers as a site without a consent provider', async () => {
	const answer = await (
		await visitor.get(
			`${ baseUrl() }/wp-json/opengive-test/v1/consent-api?category=marketing`
		)
	).json();
	expect( answer ).toEqual( {
		type: false,
		wpHasConsent: true,
		openGive: true,
	} );
} );

test( 'banner on: the same page shows the placeholder, keeps the content out and blocks video and scripts', async () => {
	await bannerEnabled( true );
	const html = await about();
	expect( html ).toContain( 'wp-block-opengive-consent-area__placeholder' );
	expect( html ).not.toContain( 'class="demo-consented"' );
	expect( html ).not.toMatch( /<iframe[^>]*\ssrc="https:\/\/www\.youtube/ );
	expect( html ).toContain( 'cmplz-blocked-content-notice' );
	expect( MARKED_SCRIPT.exec( html )?.[ 0 ] ).toContain(
		'type="text/plain"'
	);
	expect( html ).toContain( 'id="cmplz-cookiebanner"' );
	// Small and not render-blocking: deferred, and it brings no React (the page has none otherwise).
	expect( html ).toMatch( /<script[^>]*consent\/banner\.js[^>]*defer/ );
	expect( html ).not.toMatch( /<script[^>]*(react|wp-element)[^>]*>/i );
	// The placeholders' layout is in <head>, so they paint in their final box (no shift when the
	// footer stylesheet arrives).
	expect( html.indexOf( 'id="opengive-consent-critical"' ) ).toBeGreaterThan(
		-1
	);
	expect( html.indexOf( 'id="opengive-consent-critical"' ) ).toBeLessThan(
		html.indexOf( '</head>' )
	);
	const answer = await (
		await visitor.get(
			`${ baseUrl() }/wp-json/opengive-test/v1/consent-api?category=marketing`
		)
	).json();
	expect( answer ).toEqual( {
		type: 'optin',
		wpHasConsent: false,
		openGive: false,
	} );
} );
