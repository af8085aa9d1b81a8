/**
 * An editor adds the donation form block to a page, picks the form and sees the server preview.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { keepWelcomeGuideClosed } from './pages/editor';
import { baseUrl } from '../site';

/**
 * Counts matches in the editor canvas, whether or not WordPress put it in an iframe.
 * @param page
 * @param text
 */
async function countInCanvas( page: Page, text: string ): Promise< number > {
	const inPage = await page.getByText( text, { exact: true } ).count();
	const frame = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const inFrame =
		( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0
			? await frame.getByText( text, { exact: true } ).count()
			: 0;
	return inPage + inFrame;
}

test( 'the block offers a form picker and previews the chosen form', async ( {
	page,
} ) => {
	// The block editor's first load on a fresh Playground site is slow (cold caches, 2 cores).
	test.setTimeout( 180_000 );
	await keepWelcomeGuideClosed( page );
	await logInAsAdmin( page );
	await page.goto( `${ baseUrl() }/wp-admin/post-new.php?post_type=page` );
	await page.waitForFunction( () => {
		const wp = ( window as unknown as { wp?: any } ).wp;
		return !! wp?.blocks?.getBlockType?.( 'opengive/donation-form' );
	} );

	await page.evaluate( () => {
		const wp = ( window as unknown as { wp: any } ).wp;
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( wp.blocks.createBlock( 'opengive/donation-form' ) );
	} );
	// The inspector's copy of the picker lives in the main document either way.
	const picker = page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'combobox', { name: 'Donation form' } );
	await expect( picker ).toBeVisible();
	// The options arrive with core-data's request for the forms.
	await expect(
		picker.locator( 'option', { hasText: 'Keep the Light On' } )
	).toHaveCount( 1, { timeout: 60_000 } );
	await picker.selectOption( { label: 'Keep the Light On' } );

	// The preview is the server render: the form's title and a level amount.
	await expect
		.poll( () => countInCanvas( page, 'Keep the Light On' ) )
		.toBeGreaterThan( 0 );
	await expect
		.poll( () => countInCanvas( page, '$25.00' ) )
		.toBeGreaterThan( 0 );
} );
