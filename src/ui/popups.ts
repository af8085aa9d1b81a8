/**
 * What every OpenGive popup shares, React or plain DOM: the event that closes them all (a grid card
 * opening another form) and the focus trap.
 */

/** Dispatched on document to close every open OpenGive popup (a grid card opening another). */
export const CLOSE_POPUPS_EVENT = 'opengive:close-popups';

/** Closes every open popup. */
export function closeAllPopups(): void {
	document.dispatchEvent( new CustomEvent( CLOSE_POPUPS_EVENT ) );
}

/** What a dialog's focus trap visits. */
export const FOCUSABLE =
	'iframe, a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Width from which the dialog's content gets the responsive class (spec section 9). */
export const WIDE_CONTENT = 500;

/** The key event the trap needs (a DOM or a React keyboard event). */
interface TabPress {
	shiftKey: boolean;
	preventDefault: () => void;
}

/**
 * Keeps Tab and Shift+Tab inside a dialog panel (the focus guard at its end is not a stop).
 *
 * @param panel The dialog panel.
 * @param event The Tab keydown.
 */
export function trapTab( panel: HTMLElement, event: TabPress ): void {
	const focusables = Array.from(
		panel.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( node ) => ! node.classList.contains( 'opengive-dialog__focus-guard' )
	);
	if ( focusables.length === 0 ) {
		event.preventDefault();
		return;
	}
	const first = focusables[ 0 ];
	const last = focusables[ focusables.length - 1 ];
	const active = panel.ownerDocument.activeElement;
	if ( event.shiftKey && ( active === first || active === panel ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first.focus();
	}
}
