/**
 * Stripe 3-D Secure through the real plugin and the provider fake: the gift waits (pending) while the
 * donor is at the bank's challenge page; the return route reads the outcome from the provider, once.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	donationNotes,
	fakeProvidersUrl,
	siteState,
} from '../site';
import { stripePaymentMethod } from '../card-providers';

/** Stripe's documented test card that always asks for authentication. */
const AUTHENTICATION_REQUIRED = '4000002760003184';

let formId: number;
let counter = 0;

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

/**
 * Gives 30.00 with the 3-D Secure card; answers the REST receipt and the donation's id.
 *
 * @param request Request context.
 */
async function giveWithChallenge( request: APIRequestContext ) {
	const method = await stripePaymentMethod(
		request,
		AUTHENTICATION_REQUIRED
	);
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 3000,
				levelId: 'custom',
				firstName: 'Tessa',
				lastName: 'Secure',
				email: `tds-${ Date.now() }-${ ++counter }@example.org`,
				gatewayId: 'stripe',
				paymentToken: method,
				returnUrl: `${ baseUrl() }/donate/`,
			},
		}
	);
	expect( response.status() ).toBe( 201 );
	const receipt = await response.json();
	return { receipt, id: Number( receipt.donationId ) };
}

/**
 * Presses a button on the fake bank's page; answers where it sends the browser.
 *
 * @param request   Request context.
 * @param challenge The challenge page.
 * @param button    complete or fail.
 */
async function press(
	request: APIRequestContext,
	challenge: string,
	button: 'complete' | 'fail'
): Promise< string > {
	const answer = await request.post( `${ challenge }/${ button }`, {
		maxRedirects: 0,
	} );
	expect( answer.status() ).toBe( 303 );
	return answer.headers().location;
}

/**
 * Visits the return route without following its redirect; answers the redirect's target.
 *
 * @param request Request context.
 * @param url     The return address.
 */
async function comeBack(
	request: APIRequestContext,
	url: string
): Promise< string > {
	const answer = await request.get( url, { maxRedirects: 0 } );
	expect( answer.status() ).toBe( 303 );
	return answer.headers().location;
}

const statusOf = async ( request: APIRequestContext ) =>
	( await siteState( request ) ).last?.status;

test( 'a completed challenge completes the pending gift once and lands on the receipt; a forged return before it changes nothing', async ( {
	request,
} ) => {
	const { receipt, id } = await giveWithChallenge( request );
	expect( receipt.status ).toBe( 'pending' );
	expect( receipt.redirectUrl ).toMatch(
		new RegExp( `^${ fakeProvidersUrl() }/stripe/3ds/pi_` )
	);
	expect( await donationNotes( request, id ) ).toContain(
		'Waiting for 3-D Secure: the donor was sent to their bank to authenticate the payment.'
	);
	const page = await request.get( receipt.redirectUrl );
	expect( await page.text() ).toContain( 'Complete' );

	// Someone writes the return address by hand, claiming success: the provider says otherwise.
	const returnRoute = `${ baseUrl() }/wp-json/opengive/v1/stripe/return`;
	const key = new URL( receipt.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);
	await comeBack(
		request,
		`${ returnRoute }?key=${ key }&payment_intent=pi_forged&redirect_status=succeeded`
	);
	expect( await statusOf( request ) ).toBe( 'pending' );

	const back = await press( request, receipt.redirectUrl, 'complete' );
	expect( back.startsWith( returnRoute ) ).toBe( true );
	const landing = await comeBack( request, back );
	expect( landing ).toBe(
		`${ baseUrl() }/donate/?opengive-receipt=${ key }`
	);
	expect( await statusOf( request ) ).toBe( 'publish' );
	const notes = await donationNotes( request, id );
	expect( notes ).toContain( '3-D Secure completed: payment received.' );

	// The browser's back button, a reload: the same landing, nothing recorded twice.
	expect( await comeBack( request, back ) ).toBe( landing );
	expect( await donationNotes( request, id ) ).toEqual( notes );
} );

test( 'a failed challenge fails the gift and sends the donor back to the form with the refusal', async ( {
	request,
} ) => {
	const { receipt, id } = await giveWithChallenge( request );
	const back = await press( request, receipt.redirectUrl, 'fail' );
	const landing = await comeBack( request, back );

	expect( landing ).toMatch(
		new RegExp(
			`^${ baseUrl() }/donate/\\?opengive-error=[a-f0-9]{24}#opengive-form-${ formId }$`
		)
	);
	expect( await statusOf( request ) ).toBe( 'failed' );
	expect( ( await donationNotes( request, id ) ).join( '\n' ) ).toContain(
		'3-D Secure failed: We are unable to authenticate your payment method.'
	);
	const form = await request.get( landing );
	expect( await form.text() ).toContain( 'No money was taken' );
} );

test( 'a monthly gift on a card that always asks for authentication: the renewal, off-session, is declined as authentication_required, the gift is failing and is tried again on schedule', async ( {
	request,
} ) => {
	const method = await stripePaymentMethod(
		request,
		AUTHENTICATION_REQUIRED
	);
	const email = `tds-monthly-${ Date.now() }@example.org`;
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 1500,
				levelId: 'custom',
				firstName: 'Tessa',
				email,
				gatewayId: 'stripe',
				paymentToken: method,
				recurringPeriod: 'month',
				returnUrl: `${ baseUrl() }/donate/`,
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const receipt = await made.json();
	// The first gift: the donor is there and passes the bank's check.
	await comeBack(
		request,
		await press( request, receipt.redirectUrl, 'complete' )
	);
	expect( await statusOf( request ) ).toBe( 'publish' );
	const subscription = ( await siteState( request ) ).lastSubscription;
	expect( subscription ).toMatchObject( {
		id: String( receipt.subscriptionId ),
		status: 'active',
	} );
	const run = ( now: string ) =>
		request.post( `${ baseUrl() }/wp-json/opengive-test/v1/run-renewals`, {
			data: { now },
		} );
	const due = String( subscription?.renews_at );
	await run( due );
	const failed = await siteState( request );
	expect( failed.last ).toMatchObject( {
		type: 'renewal',
		subscription_id: String( receipt.subscriptionId ),
		status: 'failed',
	} );
	expect( failed.lastSubscription ).toMatchObject( { status: 'failing' } );
	const toDonor = failed.mails.filter(
		( mail: { to: string } ) => mail.to === email
	);
	expect( toDonor.at( -1 )?.message ).toContain(
		'This transaction requires authentication.'
	);
	expect( toDonor.at( -1 )?.message ).toContain( 'We will try again on' );

	// Three days on, the same renewal is tried again (still no donor to authenticate: declined).
	const renewalId = failed.last?.id;
	const threeDaysOn = new Date(
		Date.parse( `${ due.replace( ' ', 'T' ) }Z` ) + 3 * 86_400_000
	)
		.toISOString()
		.replace( 'T', ' ' )
		.slice( 0, 19 );
	await run( threeDaysOn );
	const retried = await siteState( request );
	expect( retried.last?.id ).toBe( renewalId );
	expect(
		retried.mails.filter( ( mail: { to: string } ) => mail.to === email )
	).toHaveLength( toDonor.length + 1 );
} );
