/**
 * The contact form in Chromium on the demo /contact/ page: the errors show beside the fields, then
 * the message is sent without a reload and the form resets; the message is in wp-admin's Contact
 * messages list; axe finds no WCAG A/AA violation on the form with its errors showing.
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';
import { logInAsAdmin } from './pages/admin';
import { contactFormAxeViolations } from './pages/contact-axe';

test( 'a visitor sees the errors, sends the message, and the admin finds it', async ( {
	page,
} ) => {
	// Two journeys in one test (a visitor, then the admin's login and list) on Playground.
	test.setTimeout( 150_000 );
	const subject = `E2E ${ Date.now().toString( 36 ) }`;
	const schema = page.waitForResponse(
		/contact-forms\/\d+\/feedback\/schema/
	);
	await page.goto( `${ baseUrl() }/contact/` );
	// The page works at once; the schema only adds the checks before sending.
	expect( ( await schema ).ok() ).toBe( true );
	const form = page.getByRole( 'form', { name: 'Contact us' } );
	const send = form.getByRole( 'button', { name: 'Send' } );
	await expect( send ).toBeDisabled();

	await form.getByLabel( 'I agree' ).check();
	await form.getByLabel( /^Email/ ).fill( 'not-an-email' );
	await send.click();

	const email = form.getByLabel( /^Email/ );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect(
		form.getByText( 'Please enter an email address.' )
	).toBeVisible();
	await expect( form.getByLabel( /Your name/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
		'One or more fields have an error. Please check and try again.'
	);
	expect( await contactFormAxeViolations( page ) ).toEqual( [] );

	await form.getByLabel( /Your name/ ).fill( 'Grace Hopper' );
	await email.fill( 'grace.e2e@example.org' );
	await form.getByLabel( /Topic/ ).selectOption( 'Volunteering' );
	await form
		.getByLabel( /Message/ )
		.fill( `${ subject }: can I help at the winter fair?` );
	await send.click();

	await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
		'Thank you for your message. It has been sent.'
	);
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Thank you for your message. It has been sent.'
	);
	await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
		'data-status',
		'sent'
	);
	await expect( form.getByLabel( /Your name/ ) ).toHaveValue( '' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'false' );

	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-contact-submissions`
	);
	await page.getByRole( 'searchbox' ).fill( subject );
	const row = page
		.getByRole( 'row' )
		.filter( { hasText: 'grace.e2e@example.org' } );
	// The search is debounced and answered by Playground: allow it more than the default wait.
	await expect( row ).toHaveCount( 1, { timeout: 45_000 } );
	await expect( row ).toContainText( 'Sent' );
	await expect( row ).toContainText( 'Contact us' );
} );
