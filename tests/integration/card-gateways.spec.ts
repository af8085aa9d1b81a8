/**
 * Stripe and 2Checkout through the real plugin, against the local provider fakes: the gateway-fields
 * route, give_load_gateway, and donations paid with provider tokens.
 */
import { test, expect } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	donationNotes as notesOf,
	fakeProvidersUrl,
	siteState,
} from '../site';
import { FAKE_KEYS } from '../../playground/fake-providers.mjs';
import { stripePaymentMethod, twoCheckoutToken } from '../card-providers';

const donations = () => `${ baseUrl() }/wp-json/opengive/v1/donations`;

/** What donors see for every refused payment (the provider's reason goes into an admin note). */
const DECLINED_SENTENCE =
	'The payment was not accepted. No money was taken. Please check your details or try another payment method.';

let formId: number;
let emailCounter = 0;

const gift = ( overrides: Record< string, unknown > ) => ( {
	formId,
	amount: 3000,
	levelId: 'custom',
	firstName: 'Card',
	lastName: 'Holder',
	// A fresh donor per gift keeps the per-email rate limit out of the way.
	email: `card-${ Date.now() }-${ ++emailCounter }@example.org`,
	returnUrl: `${ baseUrl() }/donate/`,
	...overrides,
} );

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

test( 'the gateway-fields route hands out public settings, never secrets', async ( {
	request,
} ) => {
	const stripe = await request.get(
		`${ baseUrl() }/wp-json/opengive/v1/forms/${ formId }/gateways/stripe`
	);
	expect( stripe.status() ).toBe( 200 );
	const body = await stripe.json();
	expect( body ).toMatchObject( {
		id: 'stripe',
		fields: 'payment-element',
		client: {
			provider: 'stripe',
			publishableKey: FAKE_KEYS.stripePublishable,
			jsUrl: `${ fakeProvidersUrl() }/stripe/v3`,
		},
	} );
	// Stripe.js talks to Stripe itself: the browser is not told any API address.
	expect( body.client ).not.toHaveProperty( 'apiBase' );
	const twocheckout = await (
		await request.get(
			`${ baseUrl() }/wp-json/opengive/v1/forms/${ formId }/gateways/twocheckout`
		)
	).json();
	const all = JSON.stringify( [ body, twocheckout ] );
	expect( all ).not.toContain( FAKE_KEYS.stripeSecret );
	expect( all ).not.toContain( FAKE_KEYS.twocheckoutPrivate );

	const unknown = await request.get(
		`${ baseUrl() }/wp-json/opengive/v1/forms/${ formId }/gateways/paypal`
	);
	expect( unknown.status() ).toBe( 400 );
	expect( ( await unknown.json() ).code ).toBe( 'opengive_invalid_gateway' );
} );

test( 'give_load_gateway answers the gateway HTML: card inputs carry no name, and Stripe has none at all', async ( {
	request,
} ) => {
	const load = ( gateway: string ) =>
		request.post(
			`${ baseUrl() }/wp-admin/admin-ajax.php?payment-mode=${ gateway }`,
			{
				form: {
					action: 'give_load_gateway',
					give_total: '30.00',
					give_form_id: String( formId ),
					give_form_id_prefix: `${ formId }-1`,
					give_payment_mode: gateway,
					nonce: '',
				},
			}
		);
	const stripe = await load( 'stripe' );
	expect( stripe.status() ).toBe( 200 );
	const stripeHtml = await stripe.text();
	expect( stripeHtml ).toContain( 'data-gateway="stripe"' );
	// Stripe's Payment Element mounts in the box; no card input of ours.
	expect( stripeHtml ).toMatch( /<div class="opengive-payment-element"/ );
	expect( stripeHtml ).not.toContain( '<input' );
	const response = await load( 'twocheckout' );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( 'data-gateway="twocheckout"' );
	expect( html ).toMatch(
		/<input id="[^"]+-card-number" class="card-number"/
	);
	expect( html ).not.toMatch( /name="card[_-]number"/ );
	expect( html ).toContain( 'name="card-token"' );

	const offline = await request.post(
		`${ baseUrl() }/wp-admin/admin-ajax.php?payment-mode=offline`,
		{
			form: {
				action: 'give_load_gateway',
				give_form_id: String( formId ),
			},
		}
	);
	expect( await offline.text() ).toContain( 'cheque or bank transfer' );
} );

test( 'a Stripe donation is charged with the PaymentMethod and stores brand and last four only', async ( {
	request,
} ) => {
	const paymentToken = await stripePaymentMethod(
		request,
		'4242424242424242'
	);
	const response = await request.post( donations(), {
		data: gift( { gatewayId: 'stripe', paymentToken } ),
	} );
	expect( response.status() ).toBe( 201 );
	const receipt = await response.json();
	expect( receipt.status ).toBe( 'publish' );
	expect( receipt.mode ).toBe( 'test' );
	expect( receipt.transactionId ).toMatch( /^pi_/ );
	expect( receipt.paymentCard ).toBe( 'Visa •••• 4242' );
	const { last } = await siteState( request );
	expect( last ).toMatchObject( {
		gateway_id: 'stripe',
		payment_brand: 'visa',
		payment_last4: '4242',
	} );
	expect( JSON.stringify( last ) ).not.toContain( '4242424242424242' );
} );

test( 'a declined Stripe card is a 402 with the generic sentence, the provider reason is an admin note; the retry with a good card goes through', async ( {
	request,
} ) => {
	const attempt = gift( {
		gatewayId: 'stripe',
		idempotencyKey: `decline-retry-${ Date.now() }`,
	} );
	const declined = await request.post( donations(), {
		data: {
			...attempt,
			paymentToken: await stripePaymentMethod(
				request,
				'4000000000000002'
			),
		},
	} );
	expect( declined.status() ).toBe( 402 );
	expect( await declined.json() ).toMatchObject( {
		code: 'opengive_payment_failed',
		message: DECLINED_SENTENCE,
	} );
	const failed = ( await siteState( request ) ).last;
	expect( failed?.status ).toBe( 'failed' );
	expect( await notesOf( request, Number( failed?.id ) ) ).toContain(
		'Payment declined by stripe: Your card was declined.'
	);

	const retry = await request.post( donations(), {
		data: {
			...attempt,
			paymentToken: await stripePaymentMethod(
				request,
				'4242424242424242'
			),
		},
	} );
	expect( retry.status() ).toBe( 201 );
	expect( ( await retry.json() ).status ).toBe( 'publish' );
} );

test( 'a card gateway without a token is a 400 and writes nothing', async ( {
	request,
} ) => {
	const before = await siteState( request );
	for ( const gatewayId of [ 'stripe', 'twocheckout' ] ) {
		const response = await request.post( donations(), {
			data: gift( { gatewayId, paymentToken: '4242424242424242' } ),
		} );
		expect( response.status() ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe(
			'opengive_payment_token_required'
		);
	}
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );
} );

test( 'a 2Checkout token is authorized on the server; a declined card and a spent token are refused', async ( {
	request,
} ) => {
	const token = await twoCheckoutToken( request, '4111111111111111' );
	const paid = await request.post( donations(), {
		data: gift( {
			gatewayId: 'twocheckout',
			paymentToken: token,
			cardBrand: 'visa',
			cardLast4: '1111',
		} ),
	} );
	expect( paid.status() ).toBe( 201 );
	expect( await paid.json() ).toMatchObject( {
		status: 'publish',
		paymentCard: 'Visa •••• 1111',
	} );

	const spent = await request.post( donations(), {
		data: gift( { gatewayId: 'twocheckout', paymentToken: token } ),
	} );
	expect( spent.status() ).toBe( 402 );
	expect( ( await spent.json() ).message ).toBe( DECLINED_SENTENCE );
	expect(
		(
			await notesOf(
				request,
				Number( ( await siteState( request ) ).last?.id )
			)
		).join( ' ' )
	).toContain( 'Token not found or expired' );

	const declined = await request.post( donations(), {
		data: gift( {
			gatewayId: 'twocheckout',
			paymentToken: await twoCheckoutToken( request, '4000000000000002' ),
		} ),
	} );
	expect( declined.status() ).toBe( 402 );
	expect( ( await declined.json() ).message ).toBe( DECLINED_SENTENCE );
	expect(
		(
			await notesOf(
				request,
				Number( ( await siteState( request ) ).last?.id )
			)
		).join( ' ' )
	).toContain( 'Payment Authorization Failed' );
} );
