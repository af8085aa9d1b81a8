/**
 * wp-admin → OpenGive → Consent: the settings form saves through the REST settings route (a bad
 * value shows the server's message and is not stored), and the consent log lists a recorded consent
 * with its categories and counts it per category.
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';
import { logInAsAdmin } from './pages/admin';

// A save is one REST request; on a loaded Playground one request has taken over 15 s.
const SAVE_TIMEOUT = 45_000;

test( 'consent settings save, refuse a bad value, and the log shows a recorded consent', async ( {
	page,
	playwright,
} ) => {
	// The screen waits for two REST answers; Playground on a busy machine takes seconds for each.
	test.setTimeout( 150_000 );
	const visitor = await playwright.request.newContext();
	const visitorId = `e2e-${ Date.now().toString( 36 ) }`;
	const recorded = await visitor.post(
		`${ baseUrl() }/wp-json/opengive/v1/consent/track`,
		{
			headers: {
				'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
				Cookie: `cmplz_id=${ visitorId }`,
			},
			data: {
				consented_categories: [ 'functional', 'marketing' ],
				consented_services: {},
				consenttype: 'optin',
			},
		}
	);
	expect( recorded.status() ).toBe( 201 );
	await visitor.dispose();

	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-consent`
	);
	const expiry = page.getByLabel( 'Consent cookie lifetime (days)' );
	await expect( expiry ).toBeVisible( { timeout: 45_000 } );
	await expiry.fill( '0' );
	await page.getByRole( 'button', { name: 'Save consent settings' } ).click();
	await expect(
		page
			.locator( '.components-notice' )
			.getByText(
				/cookie_expiry_days" must be a whole number from 1 to 3650/
			)
	).toBeVisible( { timeout: SAVE_TIMEOUT } );
	await expiry.fill( '180' );
	await page.getByRole( 'button', { name: 'Save consent settings' } ).click();
	await expect(
		page
			.locator( '.components-notice' )
			.getByText( 'Consent settings saved.' )
	).toBeVisible( { timeout: SAVE_TIMEOUT } );
	await page.reload();
	await expect(
		page.getByLabel( 'Consent cookie lifetime (days)' )
	).toHaveValue( '180' );

	// The list shows every record until the searched page arrives (on a loaded Playground, after
	// more than the 15 s an expect waits): wait for that answer itself.
	const searched = page.waitForResponse(
		( response ) =>
			response.url().includes( 'consent/log' ) &&
			response.url().includes( `search=${ visitorId }` ),
		{ timeout: SAVE_TIMEOUT }
	);
	await page
		.getByRole( 'searchbox', { name: 'Search visitor id' } )
		.fill( visitorId );
	await searched;
	const row = page.getByRole( 'row' ).filter( { hasText: visitorId } );
	await expect( row ).toContainText( 'functional, marketing' );
	await expect( page.getByRole( 'row' ) ).toHaveCount( 2 );
	await expect(
		page.locator( '.opengive-consent-counts li' ).last()
	).toContainText( /marketing\s*1/ );
	await expect(
		page.getByRole( 'link', { name: 'Export CSV' } )
	).toHaveAttribute( 'href', /action=opengive_consent_export.*search=e2e-/ );

	// Services are edited field by field (no JSON): YouTube's patterns are shown as a list.
	await page
		.getByRole( 'heading', { name: 'Services' } )
		.getByRole( 'button' )
		.click();
	await page.getByRole( 'button', { name: 'YouTube (marketing)' } ).click();
	await expect(
		page.getByLabel( /Address or code patterns/ ).first()
	).toHaveValue( /youtube\.com, youtube-nocookie\.com/ );

	await page.getByLabel( 'Consent cookie lifetime (days)' ).fill( '365' );
	await page.getByRole( 'button', { name: 'Save consent settings' } ).click();
	await expect(
		page
			.locator( '.components-notice' )
			.getByText( 'Consent settings saved.' )
	).toBeVisible( { timeout: SAVE_TIMEOUT } );
} );
