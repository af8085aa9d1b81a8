/**
 * The receipt area (spec sections 2, 7 and 9): an element that names a donation key is filled with
 * the receipt HTML from the legacy get_receipt call, once it is ready. Readiness is polled every
 * 50 ms, as the spec's receipt frame poll does, because the element may be placed (or given its key)
 * by a page script after this one runs.
 */
import { __ } from '@wordpress/i18n';
import { DONOR_SESSION_COOKIE } from './nonce';

/** Spec section 9: the receipt frame ready poll runs every 50 ms. */
export const RECEIPT_POLL_INTERVAL = 50;

/** Give up polling after a minute: an element that never gets a key is not a receipt area. */
const POLL_LIMIT = 1200;

/**
 * The donor-session cookie's value ('' without one), sent as get_receipt's cookie parameter.
 *
 * @param cookies document.cookie.
 */
function sessionValue( cookies: string ): string {
	const found = cookies
		.split( ';' )
		.map( ( cookie ) => cookie.trim() )
		.find( ( cookie ) =>
			cookie.startsWith( `${ DONOR_SESSION_COOKIE }=` )
		);
	return found ? found.slice( DONOR_SESSION_COOKIE.length + 1 ) : '';
}

/**
 * get_receipt's address for a receipt area: shortcode_atts, donation_id (the key), receipt_type and
 * the session cookie value.
 *
 * @param ajaxUrl admin-ajax.php.
 * @param element The receipt area.
 * @param cookies document.cookie.
 */
export function receiptUrl(
	ajaxUrl: string,
	element: HTMLElement,
	cookies: string
): string {
	const url = new URL( ajaxUrl, window.location.href );
	url.searchParams.set( 'action', 'get_receipt' );
	url.searchParams.set(
		'shortcode_atts',
		element.dataset.shortcodeAtts ?? '{}'
	);
	url.searchParams.set(
		'donation_id',
		element.dataset.opengiveReceiptKey ?? ''
	);
	url.searchParams.set(
		'receipt_type',
		element.dataset.receiptType ?? 'donation'
	);
	url.searchParams.set( 'cookie', sessionValue( cookies ) );
	return url.toString();
}

/**
 * Fills the receipt area once it is in the document with its key; answers a function that stops.
 *
 * @param element The receipt area.
 * @param ajaxUrl admin-ajax.php.
 */
export function fillReceiptWhenReady(
	element: HTMLElement,
	ajaxUrl: string
): () => void {
	let polls = 0;
	const timer = window.setInterval( () => {
		polls++;
		if ( polls > POLL_LIMIT ) {
			window.clearInterval( timer );
			return;
		}
		if ( ! element.isConnected || ! element.dataset.opengiveReceiptKey ) {
			return;
		}
		window.clearInterval( timer );
		element.setAttribute( 'aria-busy', 'true' );
		window
			.fetch( receiptUrl( ajaxUrl, element, document.cookie ), {
				credentials: 'same-origin',
			} )
			// The server answers its own escaped HTML, for a found receipt and for a refusal alike.
			.then( ( response ) => response.text() )
			.then( ( html ) => {
				element.innerHTML = html;
			} )
			.catch( () => {
				element.textContent = __(
					'The receipt could not be loaded. Please use the link from your receipt email.',
					'opengive'
				);
			} )
			.finally( () => element.removeAttribute( 'aria-busy' ) );
	}, RECEIPT_POLL_INTERVAL );
	return () => window.clearInterval( timer );
}
