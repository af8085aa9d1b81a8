/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php). Gateway faults against the Stripe fake: a 500, no answer at all, an answer after 30 s (the site's
 * provider timeout is cut to 2 s for this file), and a body cut short. The gift is kept pending with
 * a note, the donor gets a stable code and a sentence, and the retry with the same idempotency key
 * charges exactly once, counted at the fake. Also 3-D Secure abandoned, and its return route visited
 * before the challenge and twice (the plugin has no webhook endpoint: the return route is its analogue).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	donationNotes,
	fakeProvidersUrl,
	siteState,
} from '../site';
import { stripePaymentMethod, withTestSettings } from '../card-providers';

const GOOD_CARD = '4242424242424242';
const AUTHENTICATION_REQUIRED = '4000002760003184';
const TIMEOUT_SECONDS = 2;

let formId: number;

withTestSettings(
	{ test_provider_timeout: TIMEOUT_SECONDS },
	{ test_provider_timeout: 0 }
);

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

/**
 * The donate request's body for a 25.00 Stripe gift.
 *
 * @param token PaymentMethod id.
 * @param label Makes the email and idempotency key unique.
 */
function gift( token: string, label: string ) {
	return {
		formId,
		amount: 2500,
		levelId: 'custom',
		firstName: 'Fault',
		lastName: label,
		email: `fault-${ label }-${ Date.now() }@example.org`,
		gatewayId: 'stripe',
		paymentToken: token,
		returnUrl: `${ baseUrl() }/donate/`,
		idempotencyKey: `fault-${ label }-${ Date.now() }`,
	};
}

/**
 * PaymentIntents the fake made for a donation, by status.
 *
 * @param request    Request context.
 * @param donationId Donation id.
 */
async function intentsFor(
	request: APIRequestContext,
	donationId: number
): Promise< Record< string, number > > {
	const all = ( await (
		await request.get( `${ fakeProvidersUrl() }/_fake/intents` )
	).json() ) as Array< { status: string; donationId: string | null } >;
	const counts: Record< string, number > = {};
	for ( const intent of all ) {
		if ( intent.donationId === String( donationId ) ) {
			counts[ intent.status ] = ( counts[ intent.status ] ?? 0 ) + 1;
		}
	}
	return counts;
}

const donate = ( request: APIRequestContext, body: object ) =>
	request.post( `${ baseUrl() }/wp-json/opengive/v1/donations`, {
		data: body,
		timeout: 60_000,
	} );

for ( const mode of [ '500', 'hang', 'slow', 'malformed' ] as const ) {
	test( `a ${ mode } from Stripe keeps the gift pending with a note, tells the donor to retry, and the retry charges once`, async ( {
		request,
	} ) => {
		await request.post( `${ fakeProvidersUrl() }/_fake/faults`, {
			data: {
				route: 'POST /stripe/v1/payment_intents',
				mode,
				delayMs: 30_000,
			},
		} );
		const body = gift(
			await stripePaymentMethod( request, GOOD_CARD ),
			mode
		);

		const first = await donate( request, body );
		expect( first.status() ).toBe( 503 );
		const refusal = await first.json();
		expect( refusal.code ).toBe( 'opengive_gateway_unavailable' );
		expect( refusal.message ).toBe(
			'The payment service did not answer, so we cannot tell yet whether your payment went through. Please try again in a minute: you will not be charged twice.'
		);
		const pending = ( await siteState( request ) ).last;
		expect( pending?.email ).toBe( body.email );
		expect( pending?.status ).toBe( 'pending' );
		const id = Number( pending?.id );
		const notes = await donationNotes( request, id );
		expect( notes.join( '\n' ) ).toContain( 'No answer from stripe:' );

		const retry = await donate( request, body );
		expect( retry.status() ).toBe( 201 );
		const receipt = await retry.json();
		expect( Number( receipt.donationId ) ).toBe( id );
		expect( receipt.status ).toBe( 'publish' );
		expect( await intentsFor( request, id ) ).toEqual( { succeeded: 1 } );
	} );
}

test( '3-D Secure abandoned: the gift stays pending with its note, an early or repeated return changes nothing, and a retry charges nothing new', async ( {
	request,
} ) => {
	const body = gift(
		await stripePaymentMethod( request, AUTHENTICATION_REQUIRED ),
		'abandoned'
	);
	const made = await donate( request, body );
	expect( made.status() ).toBe( 201 );
	const receipt = await made.json();
	expect( receipt.status ).toBe( 'pending' );
	const id = Number( receipt.donationId );
	expect( await donationNotes( request, id ) ).toContain(
		'Waiting for 3-D Secure: the donor was sent to their bank to authenticate the payment.'
	);
	// The donor closes the bank's page; the return route is reached anyway (twice, out of order:
	// before any challenge result exists).
	const key = new URL( receipt.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);
	const returnRoute = `${ baseUrl() }/wp-json/opengive/v1/stripe/return?key=${ key }`;
	for ( let visit = 0; visit < 2; visit++ ) {
		const back = await request.get( returnRoute, { maxRedirects: 0 } );
		expect( back.status() ).toBe( 303 );
		expect( back.headers().location ).toContain(
			`opengive-receipt=${ key }`
		);
	}
	expect( ( await siteState( request ) ).last?.status ).toBe( 'pending' );

	const again = await donate( request, body );
	expect( again.status() ).toBe( 201 );
	expect( Number( ( await again.json() ).donationId ) ).toBe( id );
	expect( await intentsFor( request, id ) ).toEqual( { requires_action: 1 } );
} );
