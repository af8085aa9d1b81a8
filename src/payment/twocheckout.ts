/**
 * 2Checkout's client token flow (spec section 4): load the provider's script, load the public key for
 * the environment, request a token with sellerId, publishableKey, ccNo, cvv, expMonth and expYear.
 */
import { __ } from '@wordpress/i18n';
import type { TwoCheckoutClient } from '../api/gateways';
import type { CardPayload } from './card-details';
import { PaymentProviderError, type ProviderToken } from './provider-error';

export interface TcoError {
	errorCode?: number | string;
	errorMsg?: string;
}

interface TcoSuccess {
	response: { token: { token: string } };
}

export interface Tco {
	loadPubKey: ( environment: string, callback: () => void ) => void;
	requestToken: (
		success: ( data: TcoSuccess ) => void,
		failure: ( data: TcoError ) => void,
		args: Record< string, string >
	) => void;
}

const KEYS_ERROR = () =>
	__(
		'Card payments are not set up correctly on this site (payment keys). Please choose another payment method or contact us.',
		'opengive'
	);

/**
 * The donor's message for a token failure, as spec section 8 lists them.
 *
 * @param error The provider's error.
 */
export function twoCheckoutErrorMessage( error: TcoError ): string {
	if ( Number( error.errorCode ) === 200 ) {
		return __(
			'The card payment service is not answering right now. Please try again in a few minutes.',
			'opengive'
		);
	}
	if ( error.errorMsg === 'Unauthorized' ) {
		return KEYS_ERROR();
	}
	if ( Number( error.errorCode ) === 401 ) {
		return __(
			'Please check your card number, expiry date and security code.',
			'opengive'
		);
	}
	return (
		error.errorMsg ||
		__( 'The card could not be checked. Please try again.', 'opengive' )
	);
}

let scriptLoading: Promise< Tco > | null = null;

/**
 * Loads the provider's script once and answers its TCO object.
 *
 * @param url Script address.
 */
export function loadTcoScript( url: string ): Promise< Tco > {
	const existing = ( window as unknown as { TCO?: Tco } ).TCO;
	if ( existing ) {
		return Promise.resolve( existing );
	}
	scriptLoading ??= new Promise< Tco >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = url;
		script.async = true;
		script.onload = () => {
			const tco = ( window as unknown as { TCO?: Tco } ).TCO;
			if ( tco ) {
				resolve( tco );
			} else {
				reject( new Error( 'TCO missing' ) );
			}
		};
		script.onerror = () => {
			scriptLoading = null;
			reject( new Error( 'TCO script failed' ) );
		};
		document.head.appendChild( script );
	} );
	return scriptLoading;
}

/**
 * Asks 2Checkout for a one-time token for the card.
 *
 * @param client  The gateway's public settings.
 * @param card    The checked card.
 * @param loadTco Loads the provider's script (injectable for tests).
 * @throws PaymentProviderError With the message spec section 8 gives the case.
 */
export async function requestTwoCheckoutToken(
	client: TwoCheckoutClient,
	card: CardPayload,
	loadTco: ( url: string ) => Promise< Tco > = loadTcoScript
): Promise< ProviderToken > {
	if ( ! client.sellerId || ! client.publishableKey ) {
		throw new PaymentProviderError( KEYS_ERROR() );
	}
	let tco: Tco;
	try {
		tco = await loadTco( client.scriptUrl );
	} catch {
		throw new PaymentProviderError(
			twoCheckoutErrorMessage( { errorCode: 200 } )
		);
	}
	await new Promise< void >( ( resolve ) =>
		tco.loadPubKey( client.environment, resolve )
	);
	const token = await new Promise< string >( ( resolve, reject ) =>
		tco.requestToken(
			( data ) => resolve( data.response.token.token ),
			( error ) =>
				reject(
					new PaymentProviderError( twoCheckoutErrorMessage( error ) )
				),
			{
				sellerId: client.sellerId,
				publishableKey: client.publishableKey,
				ccNo: card.number,
				cvv: card.cvc,
				expMonth: card.expMonth,
				expYear: card.expYear,
			}
		)
	);
	return { token, brand: card.brand, last4: card.last4 };
}
