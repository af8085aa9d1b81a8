/**
 * A receipt shown by the server inside a frame (the receipt view route, `?opengive-receipt=KEY`, or a
 * reload of either) tells the page holding the frame that the gift went through, once per load and
 * in the same shape as the message sent after a gift made in the frame: a host page counting gifts
 * for its analytics sees the receipt it shows, however the receipt came to be on screen.
 */
import { reportDonationCompleted } from './frame-child';

/** Set by blocks/donation-form/render.php on a server-rendered receipt: form, amount, currency. */
export const COMPLETED_ATTRIBUTE = 'data-opengive-completed';

interface CompletedGift {
	formId: number;
	amount: number;
	currency: string;
}

/**
 * The gift an attribute value names, or null when it is not exactly { formId, amount, currency }.
 *
 * @param raw The attribute's value.
 */
export function parseCompletedGift( raw: string ): CompletedGift | null {
	let value: unknown;
	try {
		value = JSON.parse( raw );
	} catch {
		return null;
	}
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	const { formId, amount, currency } = value as Record< string, unknown >;
	if (
		! Number.isInteger( formId ) ||
		! Number.isInteger( amount ) ||
		typeof currency !== 'string' ||
		! /^[A-Z]{3}$/.test( currency )
	) {
		return null;
	}
	// Only these three keys travel on, whatever else the attribute held.
	return {
		formId: formId as number,
		amount: amount as number,
		currency,
	};
}

/**
 * Sends donation-completed for every server-rendered receipt on the page; answers how many were
 * sent. Call once per page load: that is what makes a reload send it again, and only once.
 *
 * @param win The frame's window (injectable for tests).
 */
export function reportShownReceipts( win: Window = window ): number {
	let sent = 0;
	win.document
		.querySelectorAll< HTMLElement >( `[${ COMPLETED_ATTRIBUTE }]` )
		.forEach( ( element ) => {
			const gift = parseCompletedGift(
				element.getAttribute( COMPLETED_ATTRIBUTE ) ?? ''
			);
			if ( gift && win.parent !== win ) {
				reportDonationCompleted( gift, win );
				sent++;
			}
		} );
	return sent;
}

/**
 * After a gift made in a frame, points the frame's address at the receipt, so reloading the frame
 * shows the receipt again (and resends donation-completed) rather than an empty form inviting a
 * second gift. Same-origin addresses only; outside a frame the address is left alone.
 *
 * @param receiptUrl The receipt's address (the frame's own address plus the receipt key).
 * @param win        The frame's window (injectable for tests).
 */
export function keepReceiptOnReload(
	receiptUrl: string,
	win: Window = window
): void {
	if ( win.parent === win || receiptUrl === '' ) {
		return;
	}
	try {
		const target = new URL( receiptUrl, win.location.href );
		if ( target.origin !== win.location.origin ) {
			return;
		}
		win.history.replaceState( win.history.state, '', target.toString() );
	} catch {
		// A malformed address: the frame keeps its own, which still works.
	}
}
