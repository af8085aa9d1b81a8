/**
 * Stripe 3-D Secure in a real browser: the form sends the donor to the (fake) bank's challenge page,
 * and completing it brings the donor back to the receipt of the now-completed gift.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { fillCard } from './pages/card';
import { fakeProvidersUrl, siteState } from '../site';

test( 'Stripe 3-D Secure: the donor completes the bank challenge and lands on the receipt', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	const formUrl = page.url();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillCard( page, '4000002760003184' );
	await form.fillDonor( 'Tessa', 'Secure', 'tds-e2e@example.org' );
	await form.donateButton().click();

	await page.waitForURL( `${ fakeProvidersUrl() }/stripe/3ds/**` );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		gateway_id: 'stripe',
		status: 'pending',
	} );
	await page.getByRole( 'button', { name: 'Complete' } ).click();

	await page.waitForURL( /opengive-receipt=/ );
	expect(
		page.url().startsWith( formUrl.split( '#' )[ 0 ].split( '?' )[ 0 ] )
	).toBe( true );
	await expect( form.receiptHeading() ).toBeVisible();
	await expect(
		page.getByText( 'Credit or debit card (Visa •••• 3184)' )
	).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		status: 'publish',
		payment_last4: '3184',
	} );
} );
