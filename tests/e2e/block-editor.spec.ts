/**
 * An editor adds the donation form block to a page, picks the form and sees the server preview.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { baseUrl } from '../site';

test( 'the block offers a form picker and previews the chosen form', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	await page.goto( `${ baseUrl() }/wp-admin/post-new.php?post_type=page` );
	// Wait for the editor, close the welcome guide, then insert our block through the block API.
	await page.waitForFunction( () => {
		const wp = ( window as unknown as { wp?: any } ).wp;
		return !! wp?.blocks?.getBlockType?.( 'opengive/donation-form' );
	} );
	await page.evaluate( () => {
		const wp = ( window as unknown as { wp: any } ).wp;
		wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( wp.blocks.createBlock( 'opengive/donation-form' ) );
	} );

	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const picker = canvas.getByRole( 'combobox', { name: 'Donation form' } );
	await expect( picker ).toBeVisible();
	await picker.selectOption( { label: 'Keep the Light On' } );

	// The preview is the server render: the form's title and its level amounts.
	await expect(
		canvas.getByRole( 'heading', { name: 'Keep the Light On' } )
	).toBeVisible();
	await expect( canvas.getByText( '$25.00' ) ).toBeVisible();
} );
