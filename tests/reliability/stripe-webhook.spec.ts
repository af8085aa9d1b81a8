/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php). Stripe's webhook
 * (POST opengive/v1/stripe/webhook) as Stripe delivers it: at least once and in no promised order.
 * The Stripe fake signs and sends each event (POST /_fake/stripe/send-event). A gift whose 3-D Secure
 * challenge was abandoned is settled by payment_intent.succeeded once however often it arrives; a late
 * payment_failed does not fail it; charge.refunded ends it refunded and a late succeeded does not bring
 * it back. Unsigned, wrongly signed and stale deliveries are refused and change nothing.
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

const SECRET = 'whsec_opengive_reliability_fake';
const AUTHENTICATION_REQUIRED = '4000002760003184';

let formId: number;

withTestSettings(
	{ stripe_webhook_secret: SECRET },
	{ stripe_webhook_secret: '' }
);

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

/**
 * A gift left pending by an abandoned 3-D Secure challenge: its donation id and PaymentIntent id.
 *
 * @param request Request context.
 */
async function abandonedGift(
	request: APIRequestContext
): Promise< { id: number; intent: string } > {
	const method = await stripePaymentMethod(
		request,
		AUTHENTICATION_REQUIRED
	);
	const label = `webhook-${ Date.now() }`;
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2500,
				levelId: 'custom',
				firstName: 'Webhook',
				lastName: 'Donor',
				email: `${ label }@example.org`,
				gatewayId: 'stripe',
				paymentToken: method,
				returnUrl: `${ baseUrl() }/donate/`,
				idempotencyKey: label,
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const receipt = await made.json();
	expect( receipt.status ).toBe( 'pending' );
	const id = Number( receipt.donationId );
	const intents = ( await (
		await request.get( `${ fakeProvidersUrl() }/_fake/intents` )
	).json() ) as Array< { id: string; donationId: string | null } >;
	const intent = intents.find( ( one ) => one.donationId === String( id ) );
	return { id, intent: String( intent?.id ) };
}

/**
 * Has the fake sign and deliver an event; answers the site's status and decoded body.
 *
 * @param request Request context.
 * @param order   type, intentId, and optionally eventId, signedAt, signature.
 */
async function send(
	request: APIRequestContext,
	order: Record< string, string | number >
): Promise< { status: number; json: Record< string, unknown > } > {
	const sent = await (
		await request.post( `${ fakeProvidersUrl() }/_fake/stripe/send-event`, {
			data: {
				url: `${ baseUrl() }/wp-json/opengive/v1/stripe/webhook`,
				secret: SECRET,
				...order,
			},
		} )
	).json();
	return { status: sent.status, json: JSON.parse( sent.body ) };
}

const statusNow = async ( request: APIRequestContext ) =>
	( await siteState( request ) ).last?.status;

test( 'succeeded delivered twice settles the abandoned gift once; a late payment_failed leaves it paid', async ( {
	request,
} ) => {
	const gift = await abandonedGift( request );
	const succeeded = {
		type: 'payment_intent.succeeded',
		intentId: gift.intent,
		eventId: `evt_twice_${ Date.now() }`,
	};
	const first = await send( request, succeeded );
	const again = await send( request, succeeded );
	expect( [ first.status, first.json.result ] ).toEqual( [ 200, 'settled' ] );
	expect( [ again.status, again.json.result ] ).toEqual( [
		200,
		'duplicate',
	] );
	expect( await statusNow( request ) ).toBe( 'publish' );

	const late = await send( request, {
		type: 'payment_intent.payment_failed',
		intentId: gift.intent,
	} );
	expect( [ late.status, late.json.result ] ).toEqual( [ 200, 'ignored' ] );
	expect( await statusNow( request ) ).toBe( 'publish' );
	const notes = await donationNotes( request, gift.id );
	expect(
		notes.filter( ( note ) =>
			note.includes( 'Stripe confirmed the payment' )
		)
	).toHaveLength( 1 );
} );

test( 'charge.refunded ends the gift refunded, and a succeeded arriving after it does not bring it back', async ( {
	request,
} ) => {
	const gift = await abandonedGift( request );
	expect(
		(
			await send( request, {
				type: 'charge.refunded',
				intentId: gift.intent,
			} )
		).json.result
	).toBe( 'settled' );
	expect( await statusNow( request ) ).toBe( 'refunded' );

	const late = await send( request, {
		type: 'payment_intent.succeeded',
		intentId: gift.intent,
	} );
	expect( [ late.status, late.json.result ] ).toEqual( [ 200, 'ignored' ] );
	expect( await statusNow( request ) ).toBe( 'refunded' );
} );

test( 'a wrong, a stale and a missing signature are refused with a stable code and change nothing', async ( {
	request,
} ) => {
	const gift = await abandonedGift( request );
	const now = Math.floor( Date.now() / 1000 );
	const forged = await send( request, {
		type: 'payment_intent.succeeded',
		intentId: gift.intent,
		signature: `t=${ now },v1=${ '0'.repeat( 64 ) }`,
	} );
	const stale = await send( request, {
		type: 'payment_intent.succeeded',
		intentId: gift.intent,
		signedAt: now - 600,
	} );
	const unsigned = await send( request, {
		type: 'payment_intent.succeeded',
		intentId: gift.intent,
		signature: '',
	} );
	for ( const refused of [ forged, stale, unsigned ] ) {
		expect( refused.status ).toBe( 400 );
		expect( refused.json.code ).toBe(
			'opengive_webhook_signature_invalid'
		);
		expect( String( refused.json.message ).length ).toBeGreaterThan( 20 );
	}
	expect( await statusNow( request ) ).toBe( 'pending' );
} );
