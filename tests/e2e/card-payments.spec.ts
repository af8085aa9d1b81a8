/**
 * Card donations in a real browser: the card goes to the provider fake (Stripe's Payment Element, or
 * 2Checkout's script), the site gets a token.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import {
	fillCard,
	fillPaymentElement,
	PAYMENT_ELEMENT_FRAME,
} from './pages/card';
import { baseUrl, fakeProvidersUrl, siteState } from '../site';

test( 'Stripe: the donor pays by card in Stripe’s Payment Element, and no request to the site carries the number', async ( {
	page,
	request,
} ) => {
	// Every request to the site, address and body: the card number must be in none of them.
	const toSite: string[] = [];
	page.on( 'request', ( sent ) => {
		if ( sent.url().startsWith( baseUrl() ) ) {
			toSite.push( `${ sent.url() }\n${ sent.postData() ?? '' }` );
		}
	} );
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	// Stripe's frame, on the provider's own origin; none of our card fields.
	const stripeFrame = page.locator( PAYMENT_ELEMENT_FRAME );
	await expect( stripeFrame ).toBeVisible();
	expect(
		new URL( ( await stripeFrame.getAttribute( 'src' ) ) ?? '' ).origin
	).toBe( new URL( fakeProvidersUrl() ).origin );
	await expect( page.getByLabel( 'Card number' ) ).toHaveCount( 0 );
	await fillPaymentElement( page, '4242424242424242' );
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
	expect( toSite.some( ( sent ) => sent.includes( 'ctoken_' ) ) ).toBe(
		true
	);
	expect( toSite.join( '\n' ) ).not.toMatch( /4242\s?4242\s?4242\s?4242/ );
} );

test( 'Stripe: a declined card is refused with the decline sentence, nothing is recorded as paid, and another card goes through', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillPaymentElement( page, '4000000000000002' );
	await form.fillDonor( 'Declined', 'Donor', 'stripe-decline@example.org' );
	await form.donateButton().click();
	// One sentence for every refusal (ChargeGateway::declined_message); Stripe's reason goes in the note.
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'The payment was not accepted. No money was taken.'
	);
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		status: 'failed',
	} );

	await fillPaymentElement( page, '5555555555554444' );
	await form.donateButton().click();
	await expect( form.receiptHeading() ).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		status: 'publish',
		payment_last4: '4444',
	} );
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
