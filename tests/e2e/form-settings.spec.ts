/**
 * A form's settings edited in the block editor's "Donation form" panel, saved with the post, read
 * back through the API and shown on the site.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { keepWelcomeGuideClosed } from './pages/editor';
import { baseUrl, formIdByTitle } from '../site';

test( 'an editor raises a form’s maximum in the sidebar and the saved form keeps it', async ( {
	page,
	request,
} ) => {
	// The block editor's first load on a fresh Playground site is slow (cold caches, 2 cores).
	test.setTimeout( 180_000 );
	await keepWelcomeGuideClosed( page );
	const formId = await formIdByTitle( request, 'Business Partners' );
	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/post.php?post=${ formId }&action=edit`
	);
	const panel = page.getByRole( 'button', { name: 'Donation form' } );
	await expect( panel ).toBeVisible( { timeout: 60_000 } );
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	const maximum = page.getByLabel( 'Maximum', { exact: true } );
	await expect( maximum ).toHaveValue( '50000.00' );
	await maximum.fill( '60000' );
	await maximum.blur();
	await expect( maximum ).toHaveValue( '60000.00' );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Update' } )
		.click();
	// Saved: the editor is no longer saving and has nothing left to save.
	await page.waitForFunction( () => {
		const editor = ( window as unknown as { wp: any } ).wp.data.select(
			'core/editor'
		);
		return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
	} );

	const saved = await page.evaluate(
		( id ) =>
			( window as unknown as { wp: any } ).wp.apiFetch( {
				path: `/givewp/v3/forms/${ id }`,
			} ),
		formId
	);
	expect( saved.settings ).toMatchObject( {
		maximum: 6000000,
		minimum: 5000,
		company: 'accountType',
	} );
	// The site's form reads the new limit.
	await page.goto( `${ baseUrl() }/business-giving/` );
	await expect(
		page.locator( '[data-opengive-form]' ).first()
	).toHaveAttribute( 'data-opengive-form', /"maximum":6000000/ );

	// Put the demo's limit back, so the recorded configurations (rendered-forms) and a rerun agree.
	const nonce = (
		await (
			await page.request.get(
				`${ baseUrl() }/wp-admin/admin-ajax.php?action=rest-nonce`
			)
		).text()
	).trim();
	const formUrl = `${ baseUrl() }/?rest_route=/wp/v2/opengive-forms/${ formId }`;
	const headers = { 'X-WP-Nonce': nonce };
	const form = await (
		await page.request.get( `${ formUrl }&context=edit`, { headers } )
	).json();
	const response = await page.request.post( formUrl, {
		headers,
		data: {
			meta: {
				opengive_form_settings: {
					...form.meta.opengive_form_settings,
					maximum: 5000000,
				},
			},
		},
	} );
	expect( response.status() ).toBe( 200 );
	const restored = ( await response.json() ).meta.opengive_form_settings
		.maximum;
	expect( restored ).toBe( 5000000 );
} );
