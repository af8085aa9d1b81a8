/**
 * The donation form's parts load as the donor needs them (issue 19's page-weight budget), through
 * the blocks' own chunk loader (playground/tools/script-chunk-loading.js): none with the page, Stripe's
 * code (the Payment Element, Stripe.js's loader) only with Stripe, our card code only with 2Checkout,
 * and a part whose load failed loads when asked again.
 */
import { test, expect, type Page } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { PAYMENT_ELEMENT_FRAME } from './pages/card';

const PART = /\/build\/blocks\/donation-form\/([a-z-]+)\.[0-9a-f]{8}\.js$/;

/**
 * The names of the form's parts the page fetches from now on, in order.
 *
 * @param page The page.
 */
function partsFetched( page: Page ): string[] {
	const parts: string[] = [];
	page.on( 'request', ( request ) => {
		const part = PART.exec( new URL( request.url() ).pathname );
		if ( part ) {
			parts.push( part[ 1 ] );
		}
	} );
	return parts;
}

test( 'the donation page fetches no part with the form; the pointer coming in fetches the sending code and the gateway request, Stripe its own code and 2Checkout the card code', async ( {
	page,
} ) => {
	const parts = partsFetched( page );
	const form = new DonationFormPage( page );
	await form.open();
	await page.waitForLoadState( 'networkidle' );
	expect( parts ).toEqual( [] );

	await page.getByLabel( 'First name' ).hover();
	await expect
		.poll( () => [ ...parts ].sort() )
		.toEqual( [ 'gateway-request', 'submit' ] );
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await expect( page.locator( PAYMENT_ELEMENT_FRAME ) ).toBeVisible();
	expect( [ ...parts ].sort() ).toEqual( [
		'gateway-request',
		'stripe',
		'submit',
	] );
	await page.getByRole( 'radio', { name: 'Card (2Checkout)' } ).check();
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	expect( [ ...parts ].sort() ).toEqual( [
		'card',
		'gateway-request',
		'stripe',
		'submit',
	] );
} );

test( 'a part that failed to load is fetched again when the donor asks again, and then works', async ( {
	page,
} ) => {
	const parts = partsFetched( page );
	let refused = 0;
	await page.route( /\/donation-form\/card\.[0-9a-f]{8}\.js$/, ( route ) => {
		if ( refused === 0 ) {
			refused++;
			return route.abort( 'connectionfailed' );
		}
		return route.continue();
	} );
	const form = new DonationFormPage( page );
	await form.open();
	const card = page.getByRole( 'radio', { name: 'Card (2Checkout)' } );

	await card.check();
	// The load failed: no card fields, and the form does not hang on "Loading".
	await expect( page.getByText( 'Loading payment method…' ) ).toHaveCount(
		0
	);
	await expect( page.getByLabel( 'Card number' ) ).toHaveCount( 0 );
	expect( refused ).toBe( 1 );

	await page.getByRole( 'radio', { name: 'Test donation' } ).check();
	await card.check();
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	expect( parts.filter( ( part ) => part === 'card' ) ).toHaveLength( 2 );
} );
