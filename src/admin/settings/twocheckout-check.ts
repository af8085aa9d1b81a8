/**
 * "Check connection" for 2Checkout, in the admin's browser: its keys are used only by its token
 * service, which 2Checkout's script calls from a browser (spec section 4). A token request with the
 * seller ID and publishable key and no card tells the two cases apart as spec section 8 lists them:
 * 'Unauthorized' (the keys are refused), or a card-details error (the keys got through). The
 * private key is used only when a gift is authorized, so no request checks it beforehand.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	loadTcoScript,
	type Tco,
	type TcoError,
} from '../../payment/twocheckout';
import type { ConnectionAnswer } from './types';

export interface TwoCheckoutKeys {
	sellerId: string;
	publishableKey: string;
	/** sandbox or production (test mode always uses the sandbox). */
	environment: string;
	scriptUrl: string;
}

/**
 * Asks 2Checkout's token service whether it knows the keys.
 *
 * @param keys    What the screen holds (typed or stored).
 * @param loadTco Loads 2Checkout's script (a stand-in in tests).
 * @return One sentence, and the mode the keys were checked in.
 */
export async function checkTwoCheckoutKeys(
	keys: TwoCheckoutKeys,
	loadTco: ( url: string ) => Promise< Tco > = loadTcoScript
): Promise< ConnectionAnswer > {
	const mode = keys.environment === 'sandbox' ? 'test' : 'live';
	if ( ! keys.sellerId || ! keys.publishableKey ) {
		return {
			ok: false,
			mode: '',
			message: __(
				'Enter 2Checkout’s seller ID and publishable key first: there is nothing to check.',
				'opengive'
			),
		};
	}
	let tco: Tco;
	try {
		tco = await loadTco( keys.scriptUrl );
	} catch {
		return {
			ok: false,
			mode: '',
			message: __(
				'2Checkout’s script could not be loaded. Check the connection to 2checkout.com and try again.',
				'opengive'
			),
		};
	}
	await new Promise< void >( ( resolve ) =>
		tco.loadPubKey( keys.environment, resolve )
	);
	const error = await new Promise< TcoError | null >( ( resolve ) =>
		tco.requestToken( () => resolve( null ), resolve, {
			sellerId: keys.sellerId,
			publishableKey: keys.publishableKey,
			ccNo: '',
			cvv: '',
			expMonth: '',
			expYear: '',
		} )
	);
	if ( error?.errorMsg === 'Unauthorized' ) {
		return {
			ok: false,
			mode,
			message: __(
				'2Checkout refused the seller ID or the publishable key.',
				'opengive'
			),
		};
	}
	if ( Number( error?.errorCode ) === 200 ) {
		return {
			ok: false,
			mode: '',
			message: __(
				'2Checkout is not answering right now. Try again in a few minutes.',
				'opengive'
			),
		};
	}
	if ( error && Number( error.errorCode ) !== 401 ) {
		// Neither answer spec section 8 names for this request: say what 2Checkout said.
		return {
			ok: false,
			mode: '',
			message: sprintf(
				/* translators: %s: 2Checkout's own message. */
				__( '2Checkout answered: %s', 'opengive' ),
				error.errorMsg || String( error.errorCode )
			),
		};
	}
	return {
		ok: true,
		mode,
		message:
			mode === 'test'
				? __(
						'2Checkout accepted the seller ID and publishable key in its sandbox: gifts move no real money. The private key is checked at the first gift.',
						'opengive'
					)
				: __(
						'2Checkout accepted the seller ID and publishable key in production: gifts move real money. The private key is checked at the first gift.',
						'opengive'
					),
	};
}
