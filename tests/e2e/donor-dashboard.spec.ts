/**
 * A recurring gift made in the browser, managed from the donor dashboard: it renews when the clock
 * moves, takes a new amount and card, and stops when cancelled. axe runs on the dashboard's lists and
 * on the open edit panel.
 */
import { test, expect } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { fillPaymentElement } from './pages/card';
import { axeViolations } from './pages/axe';
import { baseUrl, giftsOf, siteState } from '../site';
import { confirmationLink } from '../accounts';

test( 'a donor changes and cancels a monthly card gift from the dashboard; renewals follow; its lists and edit panel pass axe', async ( {
	page,
	request,
} ) => {
	// About 40 requests and five page loads, plus the mailed confirmation link: over a minute on a
	// loaded Playground (it timed out at the last step once), so it gets Playwright's tripled timeout.
	test.slow();
	const runRenewals = async ( now: string ) =>
		(
			await request.post(
				`${ baseUrl() }/wp-json/opengive-test/v1/run-renewals`,
				{ data: { now } }
			)
		).json();

	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Monthly' } ).check();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillPaymentElement( page, '4242424242424242' );
	const email = `dash-e2e-${ Date.now() }@example.org`;
	await form.fillDonor( 'Dash', 'Board', email );
	await page.getByLabel( 'Choose a password' ).fill( 'dashboard-e2e-1' );
	await form.donateButton().click();
	await expect( form.receiptHeading() ).toBeVisible();

	await expect(
		page.getByText( 'Check your inbox: we emailed you a link' )
	).toBeVisible();

	// The gift made the donor an account and logged them in; until the mailed link is followed the
	// account shows the gift just made and nothing to manage.
	await page.goto( `${ baseUrl() }/my-gifts/` );
	await expect(
		page.getByText( 'Please confirm your email address' )
	).toBeVisible();
	await expect( page.getByText( /\$25\.00/ ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Change amount or card' } )
	).toHaveCount( 0 );

	// Following the link (while logged in) links the donor record and lands on the dashboard.
	await page.goto( await confirmationLink( request, email ) );
	// The one-time notice is a toast; the script takes its argument off the address.
	await expect( page.locator( '.opengive-toast' ) ).toContainText(
		'your email address is confirmed'
	);
	await expect( page ).toHaveURL( /\/my-gifts\/$/ );
	const gift = page.getByRole( 'listitem', { name: 'Keep the Light On' } );
	await expect( gift ).toContainText( '$25.00, Monthly' );
	await expect( gift ).toContainText( 'Status: Active' );
	const history = page.getByRole( 'table' );
	await expect( history.getByRole( 'row' ) ).toHaveCount( 2 );

	// The clock moves past the next payment: one renewal, however often the job runs.
	const subscription = ( await siteState( request ) ).lastSubscription;
	await runRenewals( String( subscription?.renews_at ) );
	await runRenewals( String( subscription?.renews_at ) );
	expect( await giftsOf( request, subscription?.id ) ).toBe( 2 );
	await page.reload();
	await expect( history.getByRole( 'row' ) ).toHaveCount( 3 );
	// The dashboard's lists (recurring gifts, history) pass axe.
	expect(
		await axeViolations( page, [ '.wp-block-opengive-donor-dashboard' ] ),
		'dashboard lists'
	).toEqual( [] );

	// Below the form's minimum: the notice, and no way to save.
	await gift.getByRole( 'button', { name: 'Change amount or card' } ).click();
	const amount = gift.getByLabel( 'Amount each time' );
	await expect( amount ).toHaveValue( '25.00' );
	await amount.fill( '2' );
	await amount.blur();
	await expect(
		gift.getByText( 'The minimum donation is $5.00.' )
	).toBeVisible();
	await expect(
		gift.getByRole( 'button', { name: 'Save changes' } )
	).toBeDisabled();

	// A new amount and a new card: the card goes into Stripe's Payment Element, the site gets a
	// ConfirmationToken and saves the card with a SetupIntent.
	await amount.fill( '30' );
	await amount.blur();
	await gift.getByRole( 'button', { name: 'Use a different card' } ).click();
	await fillPaymentElement( page, '5555555555554444' );
	// So does the open edit panel, with its amount and card fields.
	expect(
		await axeViolations( page, [ '.wp-block-opengive-donor-dashboard' ] ),
		'edit panel'
	).toEqual( [] );
	await gift.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( {
			hasText: 'Your recurring gift was updated.',
		} )
	).toHaveCount( 1 );
	await expect( page.locator( '.opengive-toast' ) ).toHaveText(
		/Your recurring gift was updated\./
	);
	await expect( page ).not.toHaveURL( /opengive-subscription-updated/ );
	await expect( gift ).toContainText( '$30.00, Monthly' );
	const updated = ( await siteState( request ) ).lastSubscription;
	expect( updated ).toMatchObject( { amount: '3000', status: 'active' } );
	expect( updated?.gateway_subscription_id ).not.toBe(
		subscription?.gateway_subscription_id
	);

	// Cancel: the browser asks first; then no more renewals.
	page.once( 'dialog', ( dialog ) => {
		expect( dialog.message() ).toBe(
			'Cancel this recurring gift? No further payments will be taken.'
		);
		dialog.accept();
	} );
	await gift.getByRole( 'button', { name: 'Cancel recurring gift' } ).click();
	// The toasts move into the row, after its buttons: one Tab from where the donor was.
	await expect(
		gift.locator( '.opengive-toast', {
			hasText:
				'Your recurring gift was cancelled. No further payments will be taken.',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'status' ).filter( {
			hasText: 'Your recurring gift was cancelled.',
		} )
	).toHaveCount( 1 );
	await expect( gift ).toContainText( 'Status: Cancelled' );
	await runRenewals( '2099-01-01 00:00:00' );
	expect( await giftsOf( request, subscription?.id ) ).toBe( 2 );
	await page.reload();
	await expect( history.getByRole( 'row' ) ).toHaveCount( 3 );
	await expect( gift ).toContainText( 'Status: Cancelled' );
} );
