/**
 * A monthly gift with fee recovery from the browser: the summary, then what the site stored.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { siteState } from '../site';

test( 'a donor gives monthly and covers the fee; the summary and the stored amounts agree', async ( {
	page,
	request,
} ) => {
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Monthly' } ).check();
	// Test gateway on the demo form: 2.9% + $0.30 → (25 + 0.30) / 0.971 - 25 = $1.06.
	await page.getByLabel( /Add \$1\.06 to cover the processing fee/ ).check();
	const summary = page.getByRole( 'region', { name: 'Donation summary' } );
	await expect( summary ).toContainText( 'Donation amount$25.00' );
	await expect( summary ).toContainText( 'Processing fee$1.06' );
	await expect( summary ).toContainText(
		'FrequencyEvery month: a week of fuel'
	);
	await expect( summary ).toContainText( 'Total$26.06' );

	// A recurring gift needs an account: the box is ticked and locked.
	const account = page.getByLabel(
		'Create an account to see my donations later'
	);
	await expect( account ).toBeChecked();
	await expect( account ).toBeDisabled();
	const email = `monthly-e2e-${ Date.now() }@example.org`;
	await form.fillDonor( 'Mona', 'Thly', email );
	await page.getByLabel( 'Choose a password' ).fill( 'monthly-fee-1' );
	await form.donateButton().click();

	await expect( form.receiptHeading() ).toBeVisible();
	await expect( page.getByTestId( 'receipt-total' ) ).toHaveText( '$26.06' );
	const state = await siteState( request );
	expect( state.last ).toMatchObject( {
		email,
		amount: '2500',
		fee_amount_recovered: '106',
		type: 'subscription',
	} );
	expect( state.lastSubscription ).toMatchObject( {
		period: 'month',
		amount: '2500',
		fee_amount_recovered: '106',
		status: 'active',
	} );
} );
