/**
 * A refund from the admin's donation detail, as an admin does it: the reason and a note, the
 * browser's confirmation, Stripe asked (with the reason) through the provider fake, the gift
 * refunded and the note kept on it; and a part first, then the rest.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { stripePaymentMethod } from '../card-providers';
import {
	baseUrl,
	demoFormId,
	donationNotes,
	fakeProvidersUrl,
	siteState,
} from '../site';

/**
 * A $18.00 gift paid through Stripe (the provider fake); answers its id.
 *
 * @param request Request context.
 */
async function stripeGift( request: APIRequestContext ): Promise< number > {
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
	return ( ( await made.json() ) as { donationId: number } ).donationId;
}

/**
 * The bodies of the refunds the fake was asked for, oldest first (of one PaymentIntent, if given).
 *
 * @param request Request context.
 * @param intent  PaymentIntent id, '' for every refund.
 */
async function stripeRefunds(
	request: APIRequestContext,
	intent = ''
): Promise< URLSearchParams[] > {
	const refunds = ( await (
		await request.get(
			`${ fakeProvidersUrl() }/_fake/requests?path=${ encodeURIComponent(
				'/stripe/v1/refunds'
			) }`
		)
	).json() ) as Array< { body: string } >;
	return refunds
		.map( ( refund ) => new URLSearchParams( refund.body ) )
		.filter(
			( body ) => intent === '' || body.get( 'payment_intent' ) === intent
		);
}

test( 'an admin refunds a Stripe gift with a reason and a note; Stripe is told the reason', async ( {
	page,
	request,
} ) => {
	const donationId = await stripeGift( request );

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
	await page.getByRole( 'button', { name: 'Refund $18.00' } ).click();
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
	expect( ( await stripeRefunds( request ) ).at( -1 )?.get( 'reason' ) ).toBe(
		'requested_by_customer'
	);
} );

test( 'an admin refunds part of a Stripe gift, which stays complete, then the rest', async ( {
	page,
	request,
} ) => {
	const donationId = await stripeGift( request );
	const intent = String(
		( await siteState( request ) ).last?.gateway_transaction_id
	);
	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations&id=${ donationId }`
	);
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		return dialog.accept();
	} );
	await page.getByLabel( 'Refund amount' ).fill( '5' );
	await page.getByRole( 'button', { name: 'Refund $5.00' } ).click();
	await expect(
		page.getByText( 'Refunded so far: $5.00 of $18.00' )
	).toBeVisible();
	await expect( page.getByLabel( 'Refund amount' ) ).toHaveValue( '13.00' );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		id: String( donationId ),
		status: 'publish',
	} );

	// More than is left is said beside the fields, and Stripe is not asked.
	const asked = ( await stripeRefunds( request, intent ) ).length;
	await page.getByLabel( 'Refund amount' ).fill( '13.01' );
	await page.getByRole( 'button', { name: 'Refund $13.01' } ).click();
	await expect(
		page.locator( '.opengive-admin__refund .components-notice__content' )
	).toHaveText(
		'The refund must be more than zero and at most $13.00, what is left of this gift.'
	);
	expect( ( await stripeRefunds( request, intent ) ).length ).toBe( asked );

	await page.getByLabel( 'Refund amount' ).fill( '13.00' );
	await page.getByRole( 'button', { name: 'Refund $13.00' } ).click();
	// A refunded gift has nothing left to refund: the fields go.
	await expect( page.getByLabel( 'Refund amount' ) ).toBeHidden();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		id: String( donationId ),
		status: 'refunded',
	} );
	expect( dialogs ).toEqual( [
		'Refund $5.00 of this donation through its payment gateway?',
		'Refund $13.00 of this donation through its payment gateway?',
	] );
	expect(
		( await stripeRefunds( request, intent ) ).map( ( body ) =>
			body.get( 'amount' )
		)
	).toEqual( [ '500', '1300' ] );
	expect(
		( await donationNotes( request, donationId ) ).join( '\n' )
	).toMatch(
		/Refunded \$5\.00 through the payment gateway .*\$5\.00 of \$18\.00 refunded so far/
	);
} );
