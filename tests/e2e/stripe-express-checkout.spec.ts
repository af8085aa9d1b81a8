/**
 * A wallet gift from Stripe's Express Checkout Element (the stand-in's "Google Pay (test)" button and
 * sheet, both frames on the fake's origin): the sheet shows the gift as the form holds it when the
 * button is pressed, the wallet's name and email make the donor, and no request to the site
 * carries the wallet's card number.
 */
import { test, expect, type Page } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { baseUrl, siteState } from '../site';

const BUTTON = 'iframe[title="Express checkout (test)"]';
const SHEET = 'iframe[title="Google Pay (test)"]';

async function chooseStripe( page: Page ) {
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await expect(
		page.getByText( 'Or enter your payment details' )
	).toBeVisible();
}

const pressWalletButton = ( page: Page ) =>
	page
		.frameLocator( BUTTON )
		.getByRole( 'button', { name: 'Donate with Google Pay (test)' } )
		.click();

test( 'Stripe express checkout: the sheet follows the gift, and the wallet’s donor gives without typing a field', async ( {
	page,
	request,
} ) => {
	const toSite: string[] = [];
	page.on( 'request', ( sent ) => {
		if ( sent.url().startsWith( baseUrl() ) ) {
			toSite.push( `${ sent.url() }\n${ sent.postData() ?? '' }` );
		}
	} );
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await chooseStripe( page );

	await pressWalletButton( page );
	const sheet = page.frameLocator( SHEET );
	await expect(
		sheet.getByRole( 'row', { name: 'Donation $25.00' } )
	).toBeVisible();
	await expect(
		sheet.getByRole( 'row', { name: 'Total $25.00' } )
	).toBeVisible();
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( page.locator( SHEET ) ).toHaveCount( 0 );

	// A new amount and the fee the donor covers: the next sheet shows both.
	await form.levelButton( /\$50\.00/ ).click();
	await page.getByLabel( /to cover the processing fee/ ).check();
	await pressWalletButton( page );
	await expect(
		sheet.getByRole( 'row', { name: 'Donation $50.00' } )
	).toBeVisible();
	await expect(
		sheet.getByRole( 'row', {
			name: /^Processing fee you cover \$1\.\d\d$/,
		} )
	).toBeVisible();
	await expect(
		sheet.getByRole( 'row', { name: /^Total \$51\.\d\d$/ } )
	).toBeVisible();
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();

	await expect( form.receiptHeading() ).toBeVisible();
	await expect( page.locator( SHEET ) ).toHaveCount( 0 );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'publish',
		amount: '5000',
		payment_last4: '4242',
		first_name: 'Wally',
		email: 'wally.wallet@example.org',
	} );
	expect( toSite.some( ( sent ) => sent.includes( 'ctoken_' ) ) ).toBe(
		true
	);
	expect( toSite.join( '\n' ) ).not.toMatch( /4242\s?4242\s?4242\s?4242/ );
} );

test( 'Stripe express checkout: a declined wallet card leaves the form with the decline sentence and nothing paid', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await chooseStripe( page );
	await pressWalletButton( page );
	const sheet = page.frameLocator( SHEET );
	await sheet
		.getByLabel( 'Card' )
		.selectOption( { label: 'Visa •••• 0002 (declines)' } );
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();

	await expect( page.getByRole( 'alert' ) ).toContainText(
		'The payment was not accepted. No money was taken.'
	);
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'failed',
	} );
	// The wallet's details stay in the form for the donor's next try.
	await expect( page.getByLabel( 'Email' ) ).toHaveValue(
		'wally.wallet@example.org'
	);
} );

test( 'Stripe express checkout from a modal form: the sheet opens over the dialog and the gift goes through in it', async ( {
	page,
	request,
} ) => {
	await page.goto( `${ baseUrl() }/ways-to-give/` );
	const modal = page.locator( '.wp-block-opengive-donation-form' ).nth( 1 );
	await modal.getByRole( 'button', { name: /\$25\.00/ } ).click();
	await modal.getByRole( 'button', { name: 'Donate now' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	await chooseStripe( page );
	await pressWalletButton( page );
	const sheet = page.frameLocator( SHEET );
	await sheet.getByLabel( 'Email' ).fill( 'wallet-modal@example.org' );
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();

	await expect(
		dialog.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'publish',
		email: 'wallet-modal@example.org',
	} );
} );
