import { createStripePaymentMethod } from '../stripe';
import type { StripeClient } from '../../api/gateways';
import type { CardPayload } from '../card-details';

const CLIENT: StripeClient = {
	fields: 'card',
	provider: 'stripe',
	publishableKey: 'pk_test_123',
	apiBase: 'https://stripe.example',
	jsUrl: 'https://js.stripe.com/v3',
};

const CARD: CardPayload = {
	number: '4242424242424242',
	expMonth: '04',
	expYear: '2030',
	cvc: '321',
	brand: 'visa',
	last4: '4242',
};

function answer( status: number, body: unknown ) {
	return jest.fn( async () => ( {
		ok: status >= 200 && status < 300,
		status,
		json: async () => body,
	} ) ) as unknown as jest.MockedFunction< typeof fetch >;
}

describe( 'createStripePaymentMethod', () => {
	it( 'posts the card to Stripe with the publishable key and answers the PaymentMethod', async () => {
		const fetchImpl = answer( 200, {
			id: 'pm_abc',
			card: { brand: 'visa', last4: '4242' },
		} );
		await expect(
			createStripePaymentMethod( CLIENT, CARD, fetchImpl )
		).resolves.toEqual( { token: 'pm_abc', brand: 'visa', last4: '4242' } );
		const [ url, init ] = fetchImpl.mock.calls[ 0 ];
		expect( url ).toBe( 'https://stripe.example/v1/payment_methods' );
		expect( init?.headers ).toEqual( {
			Authorization: 'Bearer pk_test_123',
			'Content-Type': 'application/x-www-form-urlencoded',
		} );
		expect(
			Object.fromEntries( new URLSearchParams( String( init?.body ) ) )
		).toEqual( {
			type: 'card',
			'card[number]': '4242424242424242',
			'card[exp_month]': '04',
			'card[exp_year]': '2030',
			'card[cvc]': '321',
		} );
	} );

	it( "shows Stripe's own wording for card errors", async () => {
		const fetchImpl = answer( 402, {
			error: {
				type: 'card_error',
				message: 'Your card number is incorrect.',
			},
		} );
		await expect(
			createStripePaymentMethod( CLIENT, CARD, fetchImpl )
		).rejects.toThrow( 'Your card number is incorrect.' );
	} );

	it( 'explains a key problem as a set-up error, not a card error', async () => {
		const fetchImpl = answer( 401, {
			error: {
				type: 'invalid_request_error',
				message: 'Invalid API Key provided: pk_test_***',
			},
		} );
		await expect(
			createStripePaymentMethod( CLIENT, CARD, fetchImpl )
		).rejects.toThrow(
			'Card payments are not set up correctly on this site.'
		);
	} );

	it( 'says when Stripe cannot be reached', async () => {
		const fetchImpl = jest.fn( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		await expect(
			createStripePaymentMethod(
				CLIENT,
				CARD,
				fetchImpl as unknown as typeof fetch
			)
		).rejects.toThrow( 'The card payment service could not be reached.' );
	} );
} );
