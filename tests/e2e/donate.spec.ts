/**
 * A visitor donates from the demo page in a real browser.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { siteState } from '../site';

test.describe( 'donation form in the browser', () => {
	test( 'a visitor picks a level, donates with the test gateway and sees the receipt', async ( {
		page,
		request,
	}, testInfo ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		const form = new DonationFormPage( page );
		const before = await siteState( request );

		await form.open();
		await form.levelButton( /\$50\.00/ ).click();
		await expect( form.levelButton( /\$50\.00/ ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await form.fillDonor( 'Grace', 'Hopper', 'grace@example.org' );
		await form.donateButton().click();

		await expect( form.receiptHeading() ).toBeVisible();
		await expect( form.receiptHeading() ).toBeFocused();
		await expect( form.receiptAmount() ).toHaveText( '$50.00' );

		const after = await siteState( request );
		expect( after.donations ).toBe( before.donations + 1 );
		expect( after.last ).toMatchObject( {
			amount: '5000',
			email: 'grace@example.org',
			status: 'publish',
		} );

		const shot = testInfo.outputPath( 'receipt.png' );
		await page.screenshot( { path: shot, fullPage: true } );
		await testInfo.attach( 'receipt', {
			path: shot,
			contentType: 'image/png',
		} );
		expect( errors ).toEqual( [] );
	} );

	test( 'a custom amount under the minimum is refused before anything is sent', async ( {
		page,
		request,
	} ) => {
		const form = new DonationFormPage( page );
		const before = await siteState( request );
		await form.open();
		await form.customAmount().fill( '2' );
		await expect( form.alert() ).toHaveText(
			'The minimum donation is $5.00.'
		);
		await expect( form.donateButton() ).toBeDisabled();
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
	} );

	test( 'the server rejects a bad email and the form says so beside the field', async ( {
		page,
	} ) => {
		const form = new DonationFormPage( page );
		await form.open();
		// "a@b" passes the browser's email check but not the server's.
		await form.fillDonor( 'Ada', 'Lovelace', 'a@b' );
		await form.donateButton().click();
		// The error block (label + server message) sits just before the submit button.
		await expect( form.alert() ).toHaveText(
			'Error: Please enter a valid email address.'
		);
		// The submit button comes after the block in the form's markup.
		await expect(
			form.alert().locator( 'xpath=following::button[@type="submit"]' )
		).toHaveCount( 1 );
		await expect( page.getByLabel( 'Email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( form.donateButton() ).toBeEnabled();
	} );

	test( 'with JavaScript off the server form still donates', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		const { baseUrl } = await import( '../site' );
		await page.goto( `${ baseUrl() }/donate/` );
		await page.getByRole( 'radio', { name: /\$10\.00/ } ).check();
		await page.getByLabel( 'First name' ).fill( 'Noscript' );
		await page.getByLabel( 'Email' ).fill( 'noscript@example.org' );
		await page.getByRole( 'button', { name: 'Donate now' } ).click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeVisible();
		await expect( page.getByTestId( 'receipt-amount' ) ).toHaveText(
			'$10.00'
		);
		await context.close();
	} );
} );
