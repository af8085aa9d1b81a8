/**
 * Blocking beyond the catalogue (issue 14) in Chromium: a page carries a script the site marked by
 * hand for an unknown service (type="text/plain" data-category="statistics"
 * data-service="acme-heatmap"). It does not run on a first visit, nor when only marketing is allowed
 * (when a marked marketing script beside it runs), and runs without a reload when statistics is
 * allowed. (That it runs once, re-scans included, is the jsdom test's: runtime-marked.test.ts.)
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

let admin: LoggedIn;
let pageId = 0;
let link = '';

async function rest( method: 'post' | 'delete', path: string, data?: object ) {
	const response = await admin.context[ method ](
		`${ baseUrl() }/wp-json/${ path }`,
		{ headers: { 'X-WP-Nonce': admin.nonce }, data }
	);
	expect( response.ok() ).toBe( true );
	return response.json();
}

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	await rest( 'post', 'opengive/v1/consent/settings', {
		banner_enabled: true,
	} );
	const created = await rest( 'post', 'wp/v2/pages', {
		title: 'Heatmap test',
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>A page with a hand-marked script.</p><!-- /wp:paragraph -->' +
			'<!-- wp:html --><script type="text/plain" data-category="statistics" data-service="acme-heatmap">window.acmeHeatmap=(window.acmeHeatmap||0)+1;</script>' +
			'<script type="text/plain" data-category="marketing" data-service="acme-chat">window.acmeChat=1;</script><!-- /wp:html -->',
	} );
	pageId = created.id;
	link = created.link;
} );

test.afterAll( async () => {
	await rest( 'delete', `wp/v2/pages/${ pageId }?force=true` );
	await rest( 'post', 'opengive/v1/consent/settings', {
		banner_enabled: false,
	} );
	await admin.context.dispose();
} );

const heatmap = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { acmeHeatmap?: number } ).acmeHeatmap
	);

async function save( page: Page, category: 'Marketing' | 'Statistics' ) {
	const banner = page.getByRole( 'dialog', {
		name: 'Manage cookie consent',
	} );
	if ( ! ( await banner.isVisible() ) ) {
		await page.getByRole( 'button', { name: 'Manage consent' } ).click();
	}
	const toggle = banner.getByRole( 'button', { name: 'View preferences' } );
	// The list stays open from the last save: only open it when closed.
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await banner.getByRole( 'switch', { name: category } ).check();
	await banner.getByRole( 'button', { name: 'Save preferences' } ).click();
	await expect( banner ).toBeHidden();
}

test( 'an uncatalogued marked statistics script runs only once statistics is allowed', async ( {
	page,
} ) => {
	await page.goto( link );
	await expect(
		page.getByRole( 'dialog', { name: 'Manage cookie consent' } )
	).toBeVisible();
	// The server left the site's own mark alone: still inert in the page.
	await expect(
		page.locator( 'script[data-service="acme-heatmap"][type="text/plain"]' )
	).toHaveCount( 1 );
	expect( await heatmap( page ) ).toBeUndefined();

	await save( page, 'Marketing' );
	// The marketing one ran, so the enable pass is over: marketing is not the heatmap's category.
	await expect
		.poll( () =>
			page.evaluate(
				() => ( window as unknown as { acmeChat?: number } ).acmeChat
			)
		)
		.toBe( 1 );
	expect( await heatmap( page ) ).toBeUndefined();

	await page.evaluate( () => {
		( window as unknown as { samePage: boolean } ).samePage = true;
	} );
	await save( page, 'Statistics' );
	await expect.poll( () => heatmap( page ) ).toBe( 1 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { samePage?: boolean } ).samePage
		)
	).toBe( true );
} );
