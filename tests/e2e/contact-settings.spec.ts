/**
 * A contact form's settings edited in the block editor's "Contact form" panel and saved with the
 * post; then a visitor sends the real form on /contact/ (errors first, axe clean, then the edited
 * success message and the edited mail subject), and the admin finds the message in the list.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { keepWelcomeGuideClosed } from './pages/editor';
import { baseUrl, restNonce, siteState } from '../site';
import { contactFormAxeViolations } from './pages/contact-axe';

test( 'an editor changes a contact form’s subject and success message in the sidebar; a visitor’s message then gets both and is in the admin list', async ( {
	page,
} ) => {
	// The block editor's first load is slow on a busy 2-core machine, and the test then sends the
	// form as a visitor and opens the admin list (three journeys).
	test.setTimeout( 420_000 );
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
	const original = await page.evaluate(
		() =>
			( window as unknown as { wp: any } ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( 'meta' ).opengive_contact_settings
	);
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

	const formId = await page.evaluate( () =>
		( window as unknown as { wp: any } ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);

	try {
		// A visitor sends the real form on /contact/: the new message answers, the new subject is mailed.
		const name = `Ada ${ Date.now().toString( 36 ) }`;
		await page.goto( `${ baseUrl() }/contact/` );
		const form = page.getByRole( 'form', { name: 'Contact us' } );
		const send = form.getByRole( 'button', { name: 'Send' } );
		await form.getByLabel( 'I agree' ).check();
		await send.click();
		await expect( form.getByLabel( /Your name/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'One or more fields have an error. Please check and try again.'
		);
		expect( await contactFormAxeViolations( page ) ).toEqual( [] );

		await form.getByLabel( /Your name/ ).fill( name );
		await form.getByLabel( /^Email/ ).fill( 'ada.settings@example.org' );
		await form.getByLabel( /Topic/ ).selectOption( 'A donation' );
		await form
			.getByLabel( /Message/ )
			.fill( 'Does my gift reach the winter appeal?' );
		await send.click();
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Thank you! We answer within two working days.'
		);
		const mails = ( await siteState( page.request ) ).mails;
		expect( mails.map( ( mail ) => mail.subject ) ).toContain(
			`Website message from ${ name }`
		);

		await page.goto(
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-contact-submissions`
		);
		await page.getByRole( 'searchbox' ).fill( name );
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: 'ada.settings@example.org' } );
		// The search is debounced and answered by Playground: allow it more than the default wait.
		await expect( row ).toHaveCount( 1, { timeout: 45_000 } );
		await expect( row ).toContainText( 'Sent' );
	} finally {
		// Other specs expect the demo form's own subject and messages.
		await page.request.post(
			`${ baseUrl() }/wp-json/wp/v2/opengive-contact-forms/${ formId }`,
			{
				headers: { 'X-WP-Nonce': await restNonce( page.request ) },
				data: { meta: { opengive_contact_settings: original } },
			}
		);
	}
} );
