/**
 * A refund from the admin's donation detail, as an admin does it: the reason and a note, the
 * browser's confirmation, Stripe asked (with the reason) through the provider fake, the gift
 * refunded and the note kept on it.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { stripePaymentMethod } from '../card-providers';
import {
	baseUrl,
	demoFormId,
	donationNotes,
	fakeProvidersUrl,
	siteState,
} from '../site';

test( 'an admin refunds a Stripe gift with a reason and a note; Stripe is told the reason', async ( {
	page,
	request,
} ) => {
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 1800,
				levelId: 'custom',
				firstName: 'Refund',
				email: `refund-e2e-${ Date.now() }@example.org`,
				gatewayId: 'stripe',
				paymentToken: await stripePaymentMethod(
					request,
					'4242424242424242'
				),
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const { donationId } = await made.json();

	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations&id=${ donationId }`
	);
	await page
		.getByLabel( 'Refund reason' )
		.selectOption( 'requested_by_customer' );
	await page
		.getByLabel( 'Refund note (optional)' )
		.fill( 'Asked by email on Monday.' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page.getByRole( 'button', { name: 'Refund' } ).click();
	await expect(
		page.locator( '.components-notice__content', { hasText: 'Refunded.' } )
	).toBeVisible();

	expect( ( await siteState( request ) ).last ).toMatchObject( {
		id: String( donationId ),
		status: 'refunded',
	} );
	expect(
		( await donationNotes( request, donationId ) ).join( '\n' )
	).toMatch( /Reason: requested by the donor\. Asked by email on Monday\./ );
	const refunds = ( await (
		await request.get(
			`${ fakeProvidersUrl() }/_fake/requests?path=${ encodeURIComponent(
				'/stripe/v1/refunds'
			) }`
		)
	).json() ) as Array< { body: string } >;
	expect(
		new URLSearchParams( refunds.at( -1 )?.body ).get( 'reason' )
	).toBe( 'requested_by_customer' );
} );
