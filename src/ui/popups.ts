/**
 * What every OpenGive popup shares, React or plain DOM: the event that closes them all (a grid card
 * opening another form) and which controls a dialog's focus trap visits.
 */

/** Dispatched on document to close every open OpenGive popup (a grid card opening another). */
export const CLOSE_POPUPS_EVENT = 'opengive:close-popups';

/** Closes every open popup. */
export function closeAllPopups(): void {
	document.dispatchEvent( new CustomEvent( CLOSE_POPUPS_EVENT ) );
}

export const FOCUSABLE =
	'iframe, a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Width from which the dialog's content gets the responsive class (spec section 9). */
export const WIDE_CONTENT = 500;
