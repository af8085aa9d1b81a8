import {
	requestTwoCheckoutToken,
	twoCheckoutErrorMessage,
	type Tco,
} from '../twocheckout';
import type { TwoCheckoutClient } from '../../api/gateways';
import type { CardPayload } from '../card-details';

const CLIENT: TwoCheckoutClient = {
	fields: 'card',
	provider: 'twocheckout',
	sellerId: '901248156',
	publishableKey: 'PUB',
	environment: 'sandbox',
	scriptUrl: 'https://provider.example/2co.min.js',
};

const CARD: CardPayload = {
	number: '4111111111111111',
	expMonth: '12',
	expYear: '2030',
	cvc: '123',
	brand: 'visa',
	last4: '1111',
};

const KEYS_ERROR =
	'Card payments are not set up correctly on this site (payment keys). Please choose another payment method or contact us.';

/**
 * A TCO object that answers requestToken with the given outcome and records its calls.
 * @param outcome
 * @param outcome.token
 * @param outcome.error
 */
function fakeTco( outcome: {
	token?: string;
	error?: Record< string, unknown >;
} ) {
	const calls: Array< { method: string; args: unknown } > = [];
	const tco: Tco = {
		loadPubKey: ( environment, callback ) => {
			calls.push( { method: 'loadPubKey', args: environment } );
			callback();
		},
		requestToken: ( success, failure, args ) => {
			calls.push( { method: 'requestToken', args } );
			if ( outcome.token ) {
				success( { response: { token: { token: outcome.token } } } );
			} else {
				failure( outcome.error ?? {} );
			}
		},
	};
	return { calls, load: async () => tco };
}

describe( 'twoCheckoutErrorMessage (spec section 8)', () => {
	it.each( [
		[
			'code 200: the API error',
			{ errorCode: 200, errorMsg: 'Unable to process the request' },
			'The card payment service is not answering right now. Please try again in a few minutes.',
		],
		[
			"message 'Unauthorized': the keys error",
			{ errorCode: 300, errorMsg: 'Unauthorized' },
			KEYS_ERROR,
		],
		[
			'code 401: the card details error',
			{ errorCode: 401, errorMsg: 'Bad request - parameter error' },
			'Please check your card number, expiry date and security code.',
		],
		[
			"any other: the provider's own message",
			{
				errorCode: 500,
				errorMsg: 'This card type is not accepted by the seller.',
			},
			'This card type is not accepted by the seller.',
		],
	] )( '%s', ( _case, error, message ) => {
		expect( twoCheckoutErrorMessage( error ) ).toBe( message );
	} );
} );

describe( 'requestTwoCheckoutToken', () => {
	it( 'loads the public key for the environment, then asks for a token with the card', async () => {
		const provider = fakeTco( { token: 'tok-123456789' } );
		await expect(
			requestTwoCheckoutToken( CLIENT, CARD, provider.load )
		).resolves.toEqual( {
			token: 'tok-123456789',
			brand: 'visa',
			last4: '1111',
		} );
		expect( provider.calls ).toEqual( [
			{ method: 'loadPubKey', args: 'sandbox' },
			{
				method: 'requestToken',
				args: {
					sellerId: '901248156',
					publishableKey: 'PUB',
					ccNo: '4111111111111111',
					cvv: '123',
					expMonth: '12',
					expYear: '2030',
				},
			},
		] );
	} );

	it.each( [
		[ 'seller id', { ...CLIENT, sellerId: '' } ],
		[ 'publishable key', { ...CLIENT, publishableKey: '' } ],
	] )(
		'shows the keys error without calling the provider when the %s is missing',
		async ( _name, client ) => {
			const provider = fakeTco( { token: 'never' } );
			await expect(
				requestTwoCheckoutToken( client, CARD, provider.load )
			).rejects.toThrow( KEYS_ERROR );
			expect( provider.calls ).toEqual( [] );
		}
	);

	it( 'turns a provider refusal into the message for the donor', async () => {
		const provider = fakeTco( {
			error: { errorCode: 401, errorMsg: 'Bad request' },
		} );
		await expect(
			requestTwoCheckoutToken( CLIENT, CARD, provider.load )
		).rejects.toThrow(
			'Please check your card number, expiry date and security code.'
		);
	} );

	it( 'reports an unreachable provider script as the API error', async () => {
		await expect(
			requestTwoCheckoutToken( CLIENT, CARD, () =>
				Promise.reject( new Error( 'offline' ) )
			)
		).rejects.toThrow(
			'The card payment service is not answering right now.'
		);
	} );
} );
