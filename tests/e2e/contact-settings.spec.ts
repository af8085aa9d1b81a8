/**
 * A contact form's settings edited in the block editor's "Contact form" panel, saved with the post
 * and read back through the API.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { keepWelcomeGuideClosed } from './pages/editor';
import { baseUrl } from '../site';

test( 'an editor changes a contact form’s subject and success message in the sidebar and the saved form keeps them', async ( {
	page,
} ) => {
	// The block editor's first load is slow on a busy 2-core machine.
	test.setTimeout( 180_000 );
	await keepWelcomeGuideClosed( page );
	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_contact`
	);
	// The row's "Edit" action shows only on hover: follow its address instead.
	const edit = await page
		.getByRole( 'link', { name: 'Edit “Contact us”', exact: true } )
		.first()
		.getAttribute( 'href' );
	await page.goto( String( edit ) );
	const panel = page.getByRole( 'button', {
		name: 'Contact form',
		exact: true,
	} );
	await expect( panel ).toBeVisible( { timeout: 60_000 } );
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	const subject = page.getByLabel( 'Subject', { exact: true } );
	await subject.fill( 'Website message from ' );
	// The tag buttons list the form's own fields, read from its blocks.
	await page
		.getByRole( 'group', { name: 'Insert a tag into Subject' } )
		.getByRole( 'button', { name: '[your-name]' } )
		.click();
	await expect( subject ).toHaveValue( 'Website message from [your-name]' );
	await page.getByRole( 'button', { name: 'Messages', exact: true } ).click();
	await page
		.getByLabel( 'Success (message sent)' )
		.fill( 'Thank you! We answer within two working days.' );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Update|Save)$/ } )
		.click();
	await page.waitForFunction( () => {
		const editor = ( window as unknown as { wp: any } ).wp.data.select(
			'core/editor'
		);
		return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
	} );

	const saved = await page.evaluate( () => {
		const wp = ( window as unknown as { wp: any } ).wp;
		const id = wp.data.select( 'core/editor' ).getCurrentPostId();
		return wp.apiFetch( {
			path: `/wp/v2/opengive-contact-forms/${ id }?context=edit`,
		} );
	} );
	expect( saved.meta.opengive_contact_settings ).toMatchObject( {
		subject: 'Website message from [your-name]',
		messages: {
			mail_sent_ok: 'Thank you! We answer within two working days.',
		},
	} );
} );
