/**
 * Stripe 3-D Secure in a real browser: Stripe.js (handleNextAction) sends the donor to the (fake)
 * bank's challenge page, and completing it brings the donor back to the receipt of the now-completed
 * gift. Run inside the
 * cross-site embed frame, the hardest place for it (a plain page takes the same path: the form moves
 * whatever window it runs in); one test only, to keep the Playground layer's CI time down.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, fakeProvidersUrl, siteState } from '../site';
import { fillPaymentElement } from './pages/card';

test( 'Stripe 3-D Secure inside the cross-site embed frame: the challenge opens in the frame and the receipt comes back there', async ( {
	page,
	request,
} ) => {
	test.slow();
	const formId = await demoFormId( request );
	const server = await import( '../../playground/partner-site/server.mjs' );
	const partner = await server.startPartnerSite( {
		wordpressUrl: baseUrl(),
		forms: [ { id: formId, title: 'Keep the Light On' } ],
	} );
	try {
		await page.goto( `${ partner.url }/` );
		const name = `opengive-embed-${ formId }-inline`;
		const frame = page.frameLocator( `iframe[name="${ name }"]` );
		await frame.getByRole( 'button', { name: /\$25\.00/ } ).click();
		await frame
			.getByRole( 'radio', { name: 'Credit or debit card' } )
			.check();
		await fillPaymentElement( frame, '4000002760003184' );
		await frame.getByLabel( 'First name' ).fill( 'Tessa' );
		await frame.getByLabel( 'Last name' ).fill( 'Framed' );
		await frame.getByLabel( 'Email' ).fill( 'tds-framed@example.org' );
		await frame.getByRole( 'button', { name: 'Donate now' } ).click();

		// The host page stays; only the frame went to the bank.
		await expect
			.poll( () =>
				page
					.frames()
					.some( ( child ) =>
						child
							.url()
							.startsWith( `${ fakeProvidersUrl() }/stripe/3ds/` )
					)
			)
			.toBe( true );
		await frame.getByRole( 'button', { name: 'Complete' } ).click();
		await expect(
			frame.getByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeVisible();
		await expect( frame.getByText( /Visa •••• 3184/ ) ).toBeVisible();
		expect( page.url() ).toBe( `${ partner.url }/` );
		// The receipt shown in the frame tells the host page, once.
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						( window as unknown as { opengiveEvents: unknown[] } )
							.opengiveEvents.length
				)
			)
			.toBe( 1 );
		expect( ( await siteState( request ) ).last ).toMatchObject( {
			status: 'publish',
			payment_last4: '3184',
		} );
	} finally {
		await partner.stop();
	}
} );

test( 'Stripe 3-D Secure failed from a modal form: the donor comes back to the page, the dialog opens again with the refusal and the gift is not paid', async ( {
	page,
	request,
} ) => {
	await page.goto( `${ baseUrl() }/ways-to-give/` );
	const modal = page.locator( '.wp-block-opengive-donation-form' ).nth( 1 );
	await modal.getByRole( 'button', { name: /\$25\.00/ } ).click();
	await modal.getByRole( 'button', { name: 'Donate now' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	await dialog.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillPaymentElement( page, '4000002760003184' );
	await dialog.getByLabel( 'First name' ).fill( 'Mona' );
	await dialog.getByLabel( 'Last name' ).fill( 'Modal' );
	await dialog.getByLabel( 'Email' ).fill( 'tds-modal@example.org' );
	await dialog.getByRole( 'button', { name: 'Donate now' } ).click();

	// Stripe.js took the page to the bank; the donor refuses there.
	await page.waitForURL( `${ fakeProvidersUrl() }/stripe/3ds/**` );
	await page.getByRole( 'button', { name: 'Fail' } ).click();
	await page.waitForURL( /\/ways-to-give\/\?opengive-error=/ );
	const reopened = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	// One dialog, though the page shows this form in a modal and a button block.
	await expect( reopened ).toHaveCount( 1 );
	await expect( reopened.getByRole( 'alert' ).first() ).toContainText(
		'No money was taken'
	);
	await expect( reopened.getByLabel( 'Email' ) ).toHaveValue(
		'tds-modal@example.org'
	);
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'failed',
	} );
} );
