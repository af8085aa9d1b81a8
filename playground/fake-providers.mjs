/**
 * Local stand-ins for the payment providers' HTTP APIs (no internet here, and tests must never move
 * money): the Stripe endpoints OpenGive uses and 2Checkout's token script, token service and
 * authorization service. The demo site and the test suites point the plugin's settings at it.
 *
 * Special cards (all pass the Luhn check):
 *   Stripe       4000 0000 0000 0002 declined; 4000 0027 6000 3184 and 4000 0025 0000 3155 need
 *                3-D Secure: the PaymentIntent answers requires_action, and when the server sent a
 *                return_url its next_action.redirect_to_url.url is this fake's challenge page
 *                (GET /stripe/3ds/<id>, buttons Complete / Fail), which sends the browser back to
 *                return_url?payment_intent=<id>; the intent is then succeeded or
 *                requires_payment_method (GET /stripe/v1/payment_intents/<id> tells which); off-session
 *                (a renewal) they are declined with authentication_required, as at Stripe
 *                SEPA Direct Debit (the stand-in's second tab; any well-formed IBAN, e.g.
 *                DE89 3704 0044 0532 0130 00): the PaymentIntent answers processing; a
 *                payment_intent.succeeded webhook (POST /_fake/stripe/send-event) settles it
 *   2Checkout    4000 0000 0000 0002 authorization fails, 4000 0000 0000 0119 token service
 *                error (code 200), 4000 0000 0000 0101 refused with the provider's own message
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { ELEMENTS_FRAME, standInScript } from './fake-stripe/assets.mjs';
import {
	EXPRESS_BUTTON_FRAME,
	EXPRESS_SHEET,
} from './fake-stripe/express-assets.mjs';

export const FAKE_KEYS = {
	stripePublishable: 'pk_test_opengive_fake',
	stripeSecret: 'sk_test_opengive_fake',
	twocheckoutSeller: '901248156',
	twocheckoutPublishable: 'FAKE-2CO-PUBLISHABLE',
	twocheckoutPrivate: 'FAKE-2CO-PRIVATE',
};

const DECLINED = '4000000000000002';
const NEEDS_3DS = [ '4000002760003184', '4000002500003155' ];
const TOKEN_API_ERROR = '4000000000000119';
const TOKEN_REFUSED = '4000000000000101';

/**
 * The plugin settings that point a site at a running fake.
 *
 * @param {string} url The fake's address.
 * @return {Record<string, string | boolean>} opengive_settings entries.
 */
export function fakeProviderSettings( url ) {
	// Test keys in the test slot, with the site in test mode: as a charity trying OpenGive sets it up.
	return {
		test_mode: true,
		stripe_test_publishable_key: FAKE_KEYS.stripePublishable,
		stripe_test_secret_key: FAKE_KEYS.stripeSecret,
		stripe_api_base: `${ url }/stripe`,
		stripe_js_url: `${ url }/stripe/v3`,
		twocheckout_seller_id: FAKE_KEYS.twocheckoutSeller,
		twocheckout_publishable_key: FAKE_KEYS.twocheckoutPublishable,
		twocheckout_private_key: FAKE_KEYS.twocheckoutPrivate,
		twocheckout_environment: 'sandbox',
		twocheckout_api_base: `${ url }/2co`,
		twocheckout_script_url: `${ url }/2co/2co.min.js`,
	};
}

function luhn( number ) {
	let sum = 0;
	[ ...number ].reverse().forEach( ( char, index ) => {
		let digit = Number( char );
		if ( index % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	} );
	return number.length >= 12 && sum % 10 === 0;
}

/**
 * A card PaymentMethod made from a card's fields (the raw-card route and a ConfirmationToken alike).
 *
 * @param {Map<string, Object>}            paymentMethods Saved methods, by id (the card kept for its outcome).
 * @param {(field: string) => string|null} field          The card's number, exp_month and exp_year.
 * @return {Array} [ status, body ].
 */
function cardMethod( paymentMethods, field ) {
	const number = ( field( 'number' ) || '' ).replace( /\D/g, '' );
	if ( ! luhn( number ) ) {
		return [
			402,
			stripeError(
				'card_error',
				'Your card number is incorrect.',
				'incorrect_number'
			),
		];
	}
	const method = {
		id: id( 'pm' ),
		object: 'payment_method',
		type: 'card',
		card: {
			brand: brandOf( number ),
			last4: number.slice( -4 ),
			exp_month: Number( field( 'exp_month' ) ),
			exp_year: Number( field( 'exp_year' ) ),
		},
	};
	paymentMethods.set( method.id, { method, number } );
	return [ 200, method ];
}

/**
 * A SEPA Direct Debit PaymentMethod from an IBAN (its mandate accepted in the stand-in's frame).
 *
 * @param {Map}    paymentMethods The fake's PaymentMethods.
 * @param {string} iban           IBAN as typed.
 * @return {[number, Object]} Status and answer.
 */
function sepaMethod( paymentMethods, iban ) {
	const clean = iban.replace( /\s/g, '' ).toUpperCase();
	if ( ! /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test( clean ) ) {
		return [
			400,
			stripeError(
				'invalid_request_error',
				'The IBAN you entered is invalid.',
				'invalid_bank_account_iban'
			),
		];
	}
	const method = {
		id: id( 'pm' ),
		object: 'payment_method',
		type: 'sepa_debit',
		sepa_debit: { country: clean.slice( 0, 2 ), last4: clean.slice( -4 ) },
	};
	paymentMethods.set( method.id, { method, iban: clean } );
	return [ 200, method ];
}

function brandOf( number ) {
	if ( /^4/.test( number ) ) {
		return 'visa';
	}
	if ( /^(5[1-5]|2[2-7])/.test( number ) ) {
		return 'mastercard';
	}
	if ( /^3[47]/.test( number ) ) {
		return 'amex';
	}
	return 'unknown';
}

const id = ( prefix ) =>
	`${ prefix }_${ crypto.randomBytes( 9 ).toString( 'hex' ) }`;

// Runs in the donor's browser, like 2Checkout's own 2co.min.js: window.TCO.loadPubKey / requestToken.
const TCO_SCRIPT = `( function () {
	var base = document.currentScript.src.replace( /\\/2co\\.min\\.js.*$/, '' );
	window.TCO = {
		loadPubKey: function ( environment, callback ) {
			window.TCO.environment = environment;
			setTimeout( callback, 0 );
		},
		requestToken: function ( success, failure, args ) {
			fetch( base + '/token', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( Object.assign( { environment: window.TCO.environment }, args ) ),
			} )
				.then( function ( response ) { return response.json(); } )
				.then( function ( data ) { data.response ? success( data ) : failure( data ); } )
				.catch( function () { failure( { errorCode: 200, errorMsg: 'Unable to process the request' } ); } );
		},
	};
} )();`;

/**
 * Starts the fake.
 *
 * @param {Object} options
 * @param {number} options.port Port (0: any free one).
 * @return {Promise<{url: string, requests: Array<{path: string, body: string}>, stop: () => Promise<void>}>} The running fake.
 */
export async function startFakeProviders( { port = 0 } = {} ) {
	const paymentMethods = new Map();
	// ConfirmationToken id => the PaymentMethod made from the card typed in the stand-in's frame.
	const confirmationTokens = new Map();
	const tokens = new Map();
	const intentsByKey = new Map();
	// Succeeded PaymentIntents by id, with how much is still refundable.
	const refundable = new Map();
	// Every PaymentIntent created, by id (3-D Secure changes them after creation).
	const intents = new Map();
	// Every 2Checkout authorization answered: merchantOrderId and result, so a spec can count charges.
	const authorizations = [];
	const requests = [];
	// Fault switches (POST /_fake/faults): the next `times` requests to `METHOD path` fail as `mode`.
	let faults = [];

	const routes = {
		'POST /stripe/v1/payment_methods': ( request, body ) => {
			const form = new URLSearchParams( body );
			return (
				wrongKey( request, FAKE_KEYS.stripePublishable ) ??
				cardMethod( paymentMethods, ( field ) =>
					form.get( `card[${ field }]` )
				)
			);
		},
		// Stripe.js's createConfirmationToken (from the stand-in's card frame, with the publishable
		// key): the card becomes a PaymentMethod here, the site only ever sees the token's id.
		'POST /stripe/v1/confirmation_tokens': ( request, body ) => {
			const form = new URLSearchParams( body );
			const refused = wrongKey( request, FAKE_KEYS.stripePublishable );
			const sepa =
				form.get( 'payment_method_data[type]' ) === 'sepa_debit';
			const made =
				refused ??
				( sepa
					? sepaMethod(
							paymentMethods,
							form.get(
								'payment_method_data[sepa_debit][iban]'
							) || ''
						)
					: cardMethod( paymentMethods, ( field ) =>
							form.get( `payment_method_data[card][${ field }]` )
						) );
			if ( made[ 0 ] !== 200 ) {
				return made;
			}
			const method = made[ 1 ];
			const token = {
				id: id( 'ctoken' ),
				object: 'confirmation_token',
				created: Math.floor( Date.now() / 1000 ),
				livemode: false,
				return_url: form.get( 'return_url' ),
				payment_method_preview: {
					type: method.type,
					[ method.type ]: method[ method.type ],
				},
			};
			confirmationTokens.set( token.id, method.id );
			return [ 200, token ];
		},
		// A SetupIntent confirmed on the server with a ConfirmationToken (the donor dashboard's new
		// card): the card's PaymentMethod, saved to the customer for renewals.
		'POST /stripe/v1/setup_intents': ( request, body ) => {
			const refused = wrongKey( request, FAKE_KEYS.stripeSecret );
			if ( refused ) {
				return refused;
			}
			const form = new URLSearchParams( body );
			const saved = paymentMethods.get(
				confirmationTokens.get(
					form.get( 'confirmation_token' ) || ''
				) || ''
			);
			if ( ! saved ) {
				return [
					400,
					stripeError(
						'invalid_request_error',
						'No such ConfirmationToken.'
					),
				];
			}
			if ( saved.number === DECLINED ) {
				return [
					402,
					stripeError(
						'card_error',
						'Your card was declined.',
						'card_declined'
					),
				];
			}
			const intentId = id( 'seti' );
			return [
				200,
				{
					id: intentId,
					object: 'setup_intent',
					client_secret: `${ intentId }_secret_fake`,
					customer: form.get( 'customer' ),
					usage: form.get( 'usage' ),
					payment_method: { ...saved.method },
					status: 'succeeded',
				},
			];
		},
		// The stand-in for https://js.stripe.com/v3 and its card frame (playground/fake-stripe).
		'GET /stripe/v3': () => [
			200,
			standInScript(),
			'text/javascript; charset=utf-8',
		],
		'GET /stripe/elements-frame': () => [
			200,
			ELEMENTS_FRAME,
			'text/html; charset=utf-8',
		],
		// The Express Checkout Element's wallet button and the wallet's sheet.
		'GET /stripe/express-frame': () => [
			200,
			EXPRESS_BUTTON_FRAME,
			'text/html; charset=utf-8',
		],
		'GET /stripe/express-sheet': () => [
			200,
			EXPRESS_SHEET,
			'text/html; charset=utf-8',
		],
		// The settings screen's "Check connection": the account's balance, readable with the secret key.
		'GET /stripe/v1/balance': ( request ) =>
			wrongKey( request, FAKE_KEYS.stripeSecret ) || [
				200,
				{
					object: 'balance',
					livemode: false,
					available: [ { amount: 0, currency: 'usd' } ],
					pending: [],
				},
			],
		'POST /stripe/v1/customers': ( request, body ) => {
			const refused = wrongKey( request, FAKE_KEYS.stripeSecret );
			if ( refused ) {
				return refused;
			}
			const form = new URLSearchParams( body );
			if (
				form.has( 'payment_method' ) &&
				! paymentMethods.has( form.get( 'payment_method' ) || '' )
			) {
				return [
					400,
					stripeError(
						'invalid_request_error',
						'No such PaymentMethod.'
					),
				];
			}
			return [
				200,
				{
					id: id( 'cus' ),
					object: 'customer',
					email: form.get( 'email' ),
				},
			];
		},
		'POST /stripe/v1/payment_intents': ( request, body ) => {
			const refused = wrongKey( request, FAKE_KEYS.stripeSecret );
			if ( refused ) {
				return refused;
			}
			const key = request.headers[ 'idempotency-key' ];
			if ( key && intentsByKey.has( key ) ) {
				return intentsByKey.get( key );
			}
			const form = new URLSearchParams( body );
			const saved = paymentMethods.get(
				confirmationTokens.get(
					form.get( 'confirmation_token' ) || ''
				) ||
					form.get( 'payment_method' ) ||
					''
			);
			let answer;
			if ( ! saved ) {
				answer = [
					400,
					stripeError(
						'invalid_request_error',
						'No such PaymentMethod.'
					),
				];
			} else {
				const intentId = id( 'pi' );
				const intent = {
					id: intentId,
					object: 'payment_intent',
					client_secret: `${ intentId }_secret_fake`,
					amount: Number( form.get( 'amount' ) ),
					currency: form.get( 'currency' ),
					payment_method: saved.method,
					metadata: {
						donation_id: form.get( 'metadata[donation_id]' ),
					},
					status: 'succeeded',
				};
				// Off-session (a renewal) with a card that always asks for authentication: Stripe
				// cannot ask the absent donor, and declines with authentication_required.
				const needsDonor =
					form.get( 'off_session' ) === 'true' &&
					NEEDS_3DS.includes( saved.number );
				if ( saved.number === DECLINED || needsDonor ) {
					const error = needsDonor
						? stripeError(
								'card_error',
								'Your card was declined. This transaction requires authentication.',
								'authentication_required'
							)
						: stripeError(
								'card_error',
								'Your card was declined.',
								'card_declined'
							);
					error.error.payment_intent = {
						...intent,
						status: 'requires_payment_method',
					};
					answer = [ 402, error ];
				} else {
					// A debit is "processing" until the bank settles it (a webhook later), as at Stripe.
					if ( saved.method.type === 'sepa_debit' ) {
						intent.status = 'processing';
					} else {
						intent.status = NEEDS_3DS.includes( saved.number )
							? 'requires_action'
							: 'succeeded';
					}
					if ( intent.status === 'requires_action' ) {
						intent.next_action = nextAction(
							request,
							intent.id,
							form.get( 'return_url' )
						);
					}
					intents.set( intent.id, intent );
					answer = [ 200, intent ];
					if ( intent.status === 'succeeded' ) {
						refundable.set( intent.id, intent.amount );
					}
				}
			}
			if ( key ) {
				intentsByKey.set( key, answer );
			}
			return answer;
		},
		'POST /stripe/v1/refunds': ( request, body ) => {
			const refused = wrongKey( request, FAKE_KEYS.stripeSecret );
			if ( refused ) {
				return refused;
			}
			const form = new URLSearchParams( body );
			const intentId = form.get( 'payment_intent' ) || '';
			const left = refundable.get( intentId );
			if ( left === undefined ) {
				return [
					400,
					stripeError(
						'invalid_request_error',
						`No such payment_intent: '${ intentId }'`
					),
				];
			}
			if ( left === 0 ) {
				return [
					400,
					stripeError(
						'invalid_request_error',
						'Charge has already been refunded.',
						'charge_already_refunded'
					),
				];
			}
			// As Stripe: `amount` refunds part of what is left (absent: all of it), never more.
			const asked = form.get( 'amount' );
			const amount = asked === null ? left : Number( asked );
			if (
				! Number.isInteger( amount ) ||
				amount <= 0 ||
				amount > left
			) {
				return [
					400,
					stripeError(
						'invalid_request_error',
						`Refund amount (${ asked }) is greater than the unrefunded amount on the charge (${ left }).`,
						'amount_too_large'
					),
				];
			}
			refundable.set( intentId, left - amount );
			return [
				200,
				{
					id: id( 're' ),
					object: 'refund',
					amount,
					payment_intent: intentId,
					status: 'succeeded',
				},
			];
		},
		// Gateway faults for the reliability specs. Body: { route: 'POST /stripe/v1/payment_intents',
		// mode, times = 1, delayMs = 30000 }. Modes: 500 (answered before the charge runs), hang (no
		// answer at all, the charge never runs, the socket closes after delayMs), slow (the charge runs,
		// its answer comes after delayMs), malformed (the charge runs, its JSON is cut short).
		'POST /_fake/faults': ( request, body ) => {
			const fault = JSON.parse( body || '{}' );
			faults.push( {
				route: String( fault.route || '' ),
				mode: String( fault.mode || '' ),
				times: Number( fault.times ) || 1,
				delayMs: Number( fault.delayMs ) || 30_000,
			} );
			return [ 200, faults ];
		},
		'DELETE /_fake/faults': () => {
			faults = [];
			return [ 200, faults ];
		},
		// Every PaymentIntent made, so a spec can count charges per donation.
		'GET /_fake/intents': () => [
			200,
			[ ...intents.values() ].map( ( intent ) => ( {
				id: intent.id,
				amount: intent.amount,
				status: intent.status,
				donationId: intent.metadata?.donation_id ?? null,
			} ) ),
		],
		// Every 2Checkout authorization: { merchantOrderId, result: approved | declined | refused }.
		'GET /_fake/2co/authorizations': () => [ 200, authorizations ],
		// What the fakes received, newest last, so a test can check the figure a provider was sent:
		// ?path=/stripe/v1/payment_intents keeps one endpoint, ?last=N the newest N (default 20).
		'GET /_fake/requests': ( request ) => {
			const query = new URL( request.url, 'http://fake' ).searchParams;
			const only = query.get( 'path' ) || '';
			const last = Math.max( 1, Number( query.get( 'last' ) ) || 20 );
			const kept = requests.filter(
				( item ) =>
					item.path !== '/_fake/requests' &&
					( only === '' || item.path === only )
			);
			return [ 200, kept.slice( -last ) ];
		},
		'GET /2co/2co.min.js': () => [
			200,
			TCO_SCRIPT,
			'application/javascript',
		],
		'POST /2co/token': ( request, body ) => {
			const args = JSON.parse( body || '{}' );
			if (
				args.sellerId !== FAKE_KEYS.twocheckoutSeller ||
				args.publishableKey !== FAKE_KEYS.twocheckoutPublishable
			) {
				return [ 200, { errorCode: 300, errorMsg: 'Unauthorized' } ];
			}
			const number = String( args.ccNo || '' ).replace( /\D/g, '' );
			if ( number === TOKEN_API_ERROR ) {
				return [
					200,
					{
						errorCode: 200,
						errorMsg: 'Unable to process the request',
					},
				];
			}
			if ( number === TOKEN_REFUSED ) {
				return [
					200,
					{
						errorCode: 500,
						errorMsg:
							'This card type is not accepted by the seller.',
					},
				];
			}
			if (
				! luhn( number ) ||
				! /^\d{3,4}$/.test( String( args.cvv || '' ) ) ||
				! args.expMonth ||
				! args.expYear
			) {
				return [
					200,
					{
						errorCode: 401,
						errorMsg: 'Bad request - parameter error',
					},
				];
			}
			const token = id( 'tco' ).replace( '_', '-' );
			tokens.set( token, number );
			return [
				200,
				{
					response: {
						type: 'TokenResponse',
						token: { token, dateCreated: Date.now() },
						paymentMethod: {
							cardNum: `XXXX-XXXX-XXXX-${ number.slice( -4 ) }`,
							expMonth: args.expMonth,
							expYear: args.expYear,
						},
					},
				},
			];
		},
	};

	const server = http.createServer( ( request, response ) => {
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => {
			const path = new URL( request.url, 'http://fake' ).pathname;
			requests.push( {
				method: request.method,
				path,
				body,
				idempotencyKey: request.headers[ 'idempotency-key' ] ?? null,
			} );
			response.setHeader( 'Access-Control-Allow-Origin', '*' );
			response.setHeader(
				'Access-Control-Allow-Headers',
				'Authorization, Content-Type'
			);
			response.setHeader(
				'Access-Control-Allow-Methods',
				'GET, POST, OPTIONS'
			);
			if ( request.method === 'OPTIONS' ) {
				response.writeHead( 204 ).end();
				return;
			}
			if ( injectFault( faults, request, path, response ) ) {
				return;
			}
			if (
				request.method === 'POST' &&
				path === '/_fake/stripe/send-event'
			) {
				sendStripeEvent( JSON.parse( body || '{}' ), intents ).then(
					( answer ) => {
						response.writeHead( 200, {
							'Content-Type': 'application/json',
						} );
						response.end( JSON.stringify( answer ) );
					}
				);
				return;
			}
			const attach = path.match(
				/^\/stripe\/v1\/payment_methods\/([^/]+)\/attach$/
			);
			if ( attach && request.method === 'POST' ) {
				const saved = paymentMethods.get(
					decodeURIComponent( attach[ 1 ] )
				);
				let answer = wrongKey( request, FAKE_KEYS.stripeSecret ) ?? [
					400,
					stripeError(
						'invalid_request_error',
						'No such PaymentMethod.'
					),
				];
				if ( answer[ 0 ] === 400 && saved ) {
					answer = [
						200,
						{
							...saved.method,
							customer: new URLSearchParams( body ).get(
								'customer'
							),
						},
					];
				}
				response.writeHead( answer[ 0 ], {
					'Content-Type': 'application/json',
				} );
				response.end( JSON.stringify( answer[ 1 ] ) );
				return;
			}
			const threeDs = threeDSecure( request, path, body, intents );
			if ( threeDs ) {
				if ( threeDs.intent?.status === 'succeeded' ) {
					refundable.set( threeDs.intent.id, threeDs.intent.amount );
				}
				response.writeHead( threeDs.status, threeDs.headers );
				response.end( threeDs.body );
				return;
			}
			const auth = path.match(
				/^\/2co\/checkout\/api\/1\/([^/]+)\/rs\/authService$/
			);
			const handler = auth
				? () =>
						authorize(
							decodeURIComponent( auth[ 1 ] ),
							body,
							tokens,
							authorizations
						)
				: routes[ `${ request.method } ${ path }` ];
			if ( ! handler ) {
				response.writeHead( 404, {
					'Content-Type': 'application/json',
				} );
				response.end(
					JSON.stringify( { error: { message: 'Not found' } } )
				);
				return;
			}
			const [ status, payload, type = 'application/json' ] = handler(
				request,
				body
			);
			response.writeHead( status, { 'Content-Type': type } );
			response.end(
				typeof payload === 'string'
					? payload
					: JSON.stringify( payload )
			);
		} );
	} );
	await new Promise( ( resolve ) =>
		server.listen( port, '127.0.0.1', resolve )
	);
	return {
		url: `http://127.0.0.1:${ server.address().port }`,
		requests,
		stop: () => new Promise( ( resolve ) => server.close( resolve ) ),
	};
}

/**
 * Applies the first armed fault for this request: answers it (500), drops it (hang), or wraps the
 * response so the real answer comes late (slow) or cut short (malformed).
 *
 * @param {Array<Object>}        faults   Armed faults (spent ones are removed).
 * @param {http.IncomingMessage} request  Request.
 * @param {string}               path     Its path.
 * @param {http.ServerResponse}  response Response.
 * @return {boolean} True when the request is fully handled here.
 */
function injectFault( faults, request, path, response ) {
	const index = faults.findIndex(
		( fault ) => fault.route === `${ request.method } ${ path }`
	);
	if ( index < 0 ) {
		return false;
	}
	const fault = faults[ index ];
	if ( --fault.times <= 0 ) {
		faults.splice( index, 1 );
	}
	if ( fault.mode === '500' ) {
		response.writeHead( 500, { 'Content-Type': 'application/json' } );
		response.end(
			JSON.stringify(
				stripeError( 'api_error', 'An unknown error occurred.' )
			)
		);
		return true;
	}
	if ( fault.mode === 'hang' ) {
		setTimeout( () => response.destroy(), fault.delayMs ).unref();
		return true;
	}
	const end = response.end.bind( response );
	response.end = ( chunk ) => {
		if ( fault.mode === 'malformed' ) {
			return end( String( chunk ?? '' ).slice( 0, 25 ) );
		}
		setTimeout( () => end( chunk ), fault.delayMs ).unref();
		return response;
	};
	return false;
}

/**
 * What Stripe asks the server to do with an intent that needs 3-D Secure: with a return_url, send the
 * donor to the bank's challenge page (here, this fake's); without one, only Stripe.js could show it.
 *
 * @param {http.IncomingMessage} request   The create request (its Host is the fake's address).
 * @param {string}               intentId  PaymentIntent id.
 * @param {string|null}          returnUrl Where the challenge sends the donor back.
 * @return {Object} next_action.
 */
function nextAction( request, intentId, returnUrl ) {
	if ( ! returnUrl ) {
		return { type: 'use_stripe_sdk', use_stripe_sdk: {} };
	}
	return {
		type: 'redirect_to_url',
		redirect_to_url: {
			url: `http://${ request.headers.host }/stripe/3ds/${ intentId }`,
			return_url: returnUrl,
		},
	};
}

/**
 * The 3-D Secure routes: reading an intent (secret key), the challenge page, and its two buttons.
 *
 * @param {http.IncomingMessage} request The request.
 * @param {string}               path    Its path.
 * @param {string}               body    Its body.
 * @param {Map<string, Object>}  intents PaymentIntents by id.
 * @return {{status: number, headers: Object, body: string, intent?: Object}|null} The answer, or null when not one of these routes.
 */
function threeDSecure( request, path, body, intents ) {
	const json = ( status, payload ) => ( {
		status,
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( payload ),
	} );
	const read = path.match( /^\/stripe\/v1\/payment_intents\/([^/]+)$/ );
	if ( read && request.method === 'GET' ) {
		const clientSecret = new URL(
			request.url,
			'http://fake'
		).searchParams.get( 'client_secret' );
		// Stripe.js reads an intent with the publishable key and the intent's client secret.
		const refused =
			clientSecret === `${ decodeURIComponent( read[ 1 ] ) }_secret_fake`
				? wrongKey( request, FAKE_KEYS.stripePublishable )
				: wrongKey( request, FAKE_KEYS.stripeSecret );
		if ( refused ) {
			return json( refused[ 0 ], refused[ 1 ] );
		}
		const intent = intents.get( decodeURIComponent( read[ 1 ] ) );
		return intent
			? json( 200, intent )
			: json(
					404,
					stripeError(
						'invalid_request_error',
						`No such payment_intent: '${ read[ 1 ] }'`,
						'resource_missing'
					)
				);
	}
	const page = path.match( /^\/stripe\/3ds\/([^/]+)(?:\/(complete|fail))?$/ );
	if ( ! page ) {
		return null;
	}
	const intent = intents.get( decodeURIComponent( page[ 1 ] ) );
	const waiting =
		intent?.status === 'requires_action' &&
		intent.next_action?.type === 'redirect_to_url';
	if ( ! waiting ) {
		return {
			status: 404,
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
			body: '<!doctype html><title>No such challenge</title><p>This authentication is not waiting.</p>',
		};
	}
	if ( ! page[ 2 ] && request.method === 'GET' ) {
		const action = `/stripe/3ds/${ intent.id }`;
		const amount = `${ ( intent.amount / 100 ).toFixed( 2 ) } ${ String(
			intent.currency
		).toUpperCase() }`;
		return {
			status: 200,
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
			body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>3-D Secure test challenge</title></head><body><main><h1>3-D Secure test challenge</h1><p>Fake bank: authenticate the payment of ${ amount }?</p><form method="post" action="${ action }/complete"><button type="submit">Complete</button></form><form method="post" action="${ action }/fail"><button type="submit">Fail</button></form></main></body></html>`,
		};
	}
	if ( ! page[ 2 ] || request.method !== 'POST' ) {
		return null;
	}
	const returnUrl = intent.next_action.redirect_to_url.return_url;
	intent.next_action = null;
	if ( page[ 2 ] === 'complete' ) {
		intent.status = 'succeeded';
	} else {
		intent.status = 'requires_payment_method';
		intent.last_payment_error = stripeError(
			'card_error',
			'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
			'payment_intent_authentication_failure'
		).error;
	}
	const back = new URL( returnUrl );
	back.searchParams.set( 'payment_intent', intent.id );
	back.searchParams.set(
		'payment_intent_client_secret',
		`${ intent.id }_secret_fake`
	);
	return {
		status: 303,
		headers: { Location: back.toString() },
		body: '',
		intent,
	};
}

// Stripe's answer to a missing or wrong API key, or null when the key is right.
function wrongKey( request, key ) {
	return request.headers.authorization === `Bearer ${ key }`
		? null
		: [
				401,
				stripeError(
					'invalid_request_error',
					'Invalid API Key provided.'
				),
			];
}

function stripeError( type, message, code ) {
	return { error: { type, message, ...( code ? { code } : {} ) } };
}

function authorize( seller, body, tokens, authorizations ) {
	const order = JSON.parse( body || '{}' );
	const record = ( result ) =>
		authorizations.push( {
			merchantOrderId: String( order.merchantOrderId ?? '' ),
			result,
		} );
	if (
		seller !== FAKE_KEYS.twocheckoutSeller ||
		order.privateKey !== FAKE_KEYS.twocheckoutPrivate
	) {
		return [
			401,
			{
				response: null,
				exception: {
					errorCode: '300',
					errorMsg: 'Unauthorized',
					httpStatus: '401',
				},
			},
		];
	}
	const number = tokens.get( order.token );
	if ( ! number ) {
		record( 'refused' );
		return [
			400,
			{
				response: null,
				exception: {
					errorCode: '601',
					errorMsg: 'Token not found or expired. Please try again.',
					httpStatus: '400',
				},
			},
		];
	}
	tokens.delete( order.token );
	if ( number === DECLINED ) {
		record( 'declined' );
		return [
			400,
			{
				response: null,
				exception: {
					errorCode: '602',
					errorMsg:
						'Payment Authorization Failed: please check your card details and try again, or try another payment method.',
					httpStatus: '400',
				},
			},
		];
	}
	record( 'approved' );
	return [
		200,
		{
			validationErrors: null,
			exception: null,
			response: {
				type: 'AuthResponse',
				responseCode: 'APPROVED',
				responseMsg: 'Successfully authorized the provided credit card',
				orderNumber: String(
					9093700000000 + Math.floor( Math.random() * 1e6 )
				),
				merchantOrderId: order.merchantOrderId,
				transactionId: String(
					9093710000000 + Math.floor( Math.random() * 1e6 )
				),
				total: order.total,
				currencyCode: order.currency,
			},
		},
	];
}

/**
 * Stripe's webhook delivery, for the webhook specs. Body: { url, secret, type, intentId, eventId?,
 * signedAt? (unix seconds, to send a stale signature), signature? (sent instead of the real one) }.
 * The event's object is the fake's PaymentIntent (its status moved to match the event), or for
 * charge.refunded a Charge of it. Signs `t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">` as Stripe
 * does and POSTs it; answers the site's status and body.
 *
 * @param {Object}              order   What to send.
 * @param {Map<string, Object>} intents The fake's PaymentIntents.
 * @return {Promise<{status: number, body: string, eventId: string}>} The site's answer.
 */
async function sendStripeEvent( order, intents ) {
	const intent = intents.get( order.intentId ) ?? {
		id: order.intentId,
		object: 'payment_intent',
		metadata: {},
	};
	if ( order.type === 'payment_intent.succeeded' ) {
		intent.status = 'succeeded';
	} else if ( order.type === 'payment_intent.payment_failed' ) {
		intent.status = 'requires_payment_method';
		intent.last_payment_error = {
			message: 'Your card was declined.',
		};
	}
	const object =
		order.type === 'charge.refunded'
			? {
					id: id( 'ch' ),
					object: 'charge',
					payment_intent: intent.id,
					metadata: intent.metadata,
					refunded: true,
				}
			: intent;
	const eventId = order.eventId || id( 'evt' );
	const payload = JSON.stringify( {
		id: eventId,
		object: 'event',
		type: order.type,
		data: { object },
	} );
	const signedAt = order.signedAt ?? Math.floor( Date.now() / 1000 );
	const signature =
		order.signature ??
		`t=${ signedAt },v1=${ crypto
			.createHmac( 'sha256', String( order.secret ) )
			.update( `${ signedAt }.${ payload }` )
			.digest( 'hex' ) }`;
	const answer = await fetch( order.url, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': signature,
		},
		body: payload,
	} );
	return { status: answer.status, body: await answer.text(), eventId };
}
