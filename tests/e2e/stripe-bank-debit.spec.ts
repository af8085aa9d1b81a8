/**
 * A bank debit through Stripe's Payment Element (SEPA Direct Debit, the stand-in's second tab): Stripe
 * answers "processing", so the gift is recorded pending and the receipt says the payment is on its
 * way; Stripe's payment_intent.succeeded webhook (signed and sent by the fake) completes it later.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { PAYMENT_ELEMENT_FRAME } from './pages/card';
import { withTestSettings } from '../card-providers';
import { baseUrl, fakeProvidersUrl, siteState } from '../site';

const SECRET = 'whsec_opengive_e2e_bank_debit';

withTestSettings(
	{ stripe_webhook_secret: SECRET },
	{ stripe_webhook_secret: '' }
);

test( 'SEPA Direct Debit: the gift waits as pending with a receipt that says so, and Stripe’s webhook completes it', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	const stripe = page.frameLocator( PAYMENT_ELEMENT_FRAME );
	await stripe.getByRole( 'radio', { name: 'SEPA Direct Debit' } ).check();
	await stripe.getByLabel( 'IBAN' ).fill( 'DE89 3704 0044 0532 0130 00' );
	await form.fillDonor( 'Sepa', 'Donor', 'sepa-e2e@example.org' );
	await form.donateButton().click();

	await expect( form.receiptHeading() ).toBeVisible();
	await expect(
		page.getByText( 'Your payment is on its way' )
	).toBeVisible();
	const receiptLink = page.getByRole( 'link', {
		name: 'Permanent link to this receipt',
	} );
	const pending = ( await siteState( request ) ).last;
	expect( pending ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'pending',
	} );

	const sent = await (
		await request.post( `${ fakeProvidersUrl() }/_fake/stripe/send-event`, {
			data: {
				url: `${ baseUrl() }/wp-json/opengive/v1/stripe/webhook`,
				secret: SECRET,
				type: 'payment_intent.succeeded',
				intentId: pending?.gateway_transaction_id,
			},
		} )
	).json();
	expect( sent.status ).toBe( 200 );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		id: pending?.id,
		status: 'publish',
	} );
	await page.goto( ( await receiptLink.getAttribute( 'href' ) ) ?? '' );
	await expect( page.getByText( 'Complete', { exact: true } ) ).toBeVisible();
	await expect( page.getByText( 'Your payment is on its way' ) ).toHaveCount(
		0
	);
} );
