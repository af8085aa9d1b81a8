/**
 * 2Checkout's "Check connection": what the token service answers, in one sentence.
 */
import { checkTwoCheckoutKeys } from '../twocheckout-check';
import type { Tco, TcoError } from '../../../payment/twocheckout';

const KEYS = {
	sellerId: '901248156',
	publishableKey: 'PUB-KEY',
	environment: 'sandbox',
	scriptUrl: 'https://2co.example/2co.min.js',
};

/**
 * A 2Checkout script that answers every token request with one error (or a token).
 *
 * @param error The error, or null for a token.
 * @param sent  Collects the requests' arguments.
 */
function tcoAnswering(
	error: TcoError | null,
	sent: Array< Record< string, string > > = []
): () => Promise< Tco > {
	return () =>
		Promise.resolve( {
			loadPubKey: ( _environment, done ) => done(),
			requestToken: ( success, failure, args ) => {
				sent.push( args );
				if ( error ) {
					failure( error );
				} else {
					success( { response: { token: { token: 'tco-1' } } } );
				}
			},
		} );
}

it( 'says the keys were accepted when the service gets past them to the card, and in which mode', async () => {
	const sent: Array< Record< string, string > > = [];
	const answer = await checkTwoCheckoutKeys(
		KEYS,
		tcoAnswering(
			{ errorCode: 401, errorMsg: 'Bad request - parameter error' },
			sent
		)
	);
	expect( answer ).toMatchObject( { ok: true, mode: 'test' } );
	expect( answer.message ).toMatch( /^2Checkout accepted .* sandbox/ );
	expect( sent[ 0 ] ).toMatchObject( {
		sellerId: '901248156',
		publishableKey: 'PUB-KEY',
		ccNo: '',
	} );
} );

it( 'says the keys were refused on Unauthorized, and that 2Checkout is not answering on code 200', async () => {
	expect(
		await checkTwoCheckoutKeys(
			{ ...KEYS, environment: 'production' },
			tcoAnswering( { errorCode: 300, errorMsg: 'Unauthorized' } )
		)
	).toEqual( {
		ok: false,
		mode: 'live',
		message: '2Checkout refused the seller ID or the publishable key.',
	} );
	expect(
		(
			await checkTwoCheckoutKeys(
				KEYS,
				tcoAnswering( {
					errorCode: 200,
					errorMsg: 'Unable to process the request',
				} )
			)
		).ok
	).toBe( false );
} );

it( 'repeats any other answer rather than calling the keys good', async () => {
	expect(
		await checkTwoCheckoutKeys(
			KEYS,
			tcoAnswering( { errorCode: 600, errorMsg: 'Seller is inactive.' } )
		)
	).toEqual( {
		ok: false,
		mode: '',
		message: '2Checkout answered: Seller is inactive.',
	} );
} );

it( 'asks nothing without both keys, and says so when the script does not load', async () => {
	const sent: Array< Record< string, string > > = [];
	const missing = await checkTwoCheckoutKeys(
		{ ...KEYS, publishableKey: '' },
		tcoAnswering( null, sent )
	);
	expect( missing.ok ).toBe( false );
	expect( sent ).toEqual( [] );
	const unloaded = await checkTwoCheckoutKeys( KEYS, () =>
		Promise.reject( new Error( 'offline' ) )
	);
	expect( unloaded.message ).toMatch( /script could not be loaded/ );
} );
