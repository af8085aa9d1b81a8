/**
 * Card donations in a real browser: the card goes to the provider fake, the site gets a token.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { fillCard } from './pages/card';
import { baseUrl, siteState } from '../site';

test( 'Stripe: the donor pays by card and the site never sees the number', async ( {
	page,
	request,
} ) => {
	const posted: string[] = [];
	page.on( 'request', ( sent ) => {
		if ( sent.url().startsWith( baseUrl() ) && sent.method() === 'POST' ) {
			posted.push( sent.postData() ?? '' );
		}
	} );
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillCard( page, '4242424242424242' );
	await expect( page.getByLabel( 'Card number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	await expect( page.getByLabel( 'Expiry (MM / YY)' ) ).toHaveValue(
		'12 / 30'
	);
	await form.fillDonor( 'Stripe', 'Donor', 'stripe-e2e@example.org' );
	await form.donateButton().click();

	await expect( form.receiptHeading() ).toBeVisible();
	await expect(
		page.getByText( 'Credit or debit card (Visa •••• 4242)' )
	).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'publish',
		payment_last4: '4242',
	} );
	expect( posted.join( '\n' ) ).not.toMatch( /4242\s?4242\s?4242\s?4242/ );
} );

test( "2Checkout: the provider's script tokenizes the card; its refusals read as spec section 8 says", async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$10\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Card (2Checkout)' } ).check();
	await form.fillDonor( 'Two', 'Checkout', 'tco-e2e@example.org' );

	// Code 200 from the token service: the API error, and the donor can try again.
	await fillCard( page, '4000000000000119' );
	await form.donateButton().click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'The card payment service is not answering right now.'
	);
	await expect( form.donateButton() ).toBeEnabled();

	await page.getByLabel( 'Card number' ).fill( '' );
	await fillCard( page, '5555555555554444' );
	await form.donateButton().click();
	await expect( form.receiptHeading() ).toBeVisible();
	await expect(
		page.getByText( 'Card (2Checkout) (Mastercard •••• 4444)' )
	).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'twocheckout',
		status: 'publish',
		payment_brand: 'mastercard',
	} );
} );
