/**
 * Renders a Toast (../toast.ts) as a small card at the bottom of the viewport: the state is the
 * element's data-state, CSS fades it (_toast.scss), transitionend moves the machine on. The toast
 * is not itself a live region: notify() says the message through the page's announcer, so screen
 * readers hear it once, even when a toast is added beside an older one.
 */
import { Toast } from '../toast';
import { prefersReducedMotion } from '../scroll';
import { pageAnnouncer } from '../announcer';

const STACK = 'opengive-toasts';

/**
 * Shows a toast with a message; it hides itself after the toast delay unless hovered or focused.
 *
 * @param doc          The document.
 * @param message      Text.
 * @param dismissLabel The close button's name, translated by the caller (its server render prints
 *                     it), so the share links' view needs no wp-i18n.
 * @param near         The control (or block) the toast is about: the toasts go right after it in
 *                     the document, so one Tab from there reaches Dismiss (focus pauses the
 *                     auto-hide). Without it they go at the end of the body.
 * @return The machine (for show/hide/dispose by name through invoke()).
 */
export function showToast(
	doc: Document,
	message: string,
	dismissLabel: string,
	near?: Element
): Toast {
	let stack = doc.querySelector< HTMLElement >( `.${ STACK }` );
	if ( ! stack ) {
		stack = doc.createElement( 'div' );
		stack.className = STACK;
	}
	// Shown fixed at the bottom wherever it sits: only the tab order depends on its place.
	if ( near && near.nextElementSibling !== stack ) {
		near.after( stack );
	} else if ( ! near && ! stack.isConnected ) {
		doc.body.appendChild( stack );
	}
	const element = doc.createElement( 'div' );
	element.className = 'opengive-toast';
	element.dataset.state = 'hidden';
	const text = doc.createElement( 'p' );
	text.className = 'opengive-toast__message';
	text.textContent = message;
	const close = doc.createElement( 'button' );
	close.type = 'button';
	close.className = 'opengive-toast__close';
	close.setAttribute( 'aria-label', dismissLabel );
	close.textContent = '×';
	element.append( text, close );
	stack.appendChild( element );

	const win = doc.defaultView as Window;
	const toast = new Toast(
		( state ) => {
			element.dataset.state = state;
			if ( state === 'hidden' ) {
				element.remove();
			}
		},
		{ animation: ! prefersReducedMotion( win ) }
	);
	element.addEventListener( 'transitionend', ( event ) => {
		if ( event.target === element ) {
			toast.transitionEnd();
		}
	} );
	element.addEventListener( 'mouseenter', () => toast.hover( true ) );
	element.addEventListener( 'mouseleave', () => toast.hover( false ) );
	element.addEventListener( 'focusin', () => toast.focus( true ) );
	element.addEventListener( 'focusout', () => toast.focus( false ) );
	close.addEventListener( 'click', () => toast.hide() );
	// A frame later, so the browser has painted the hidden state and the fade-in runs.
	win.requestAnimationFrame( () => toast.show() );
	return toast;
}

/**
 * The site's notification: a toast, and the same words through the page's polite announcer
 * (role=status), for transient success and information. Errors that need the visitor to act stay
 * next to their field.
 *
 * @param doc          The document.
 * @param message      Text.
 * @param dismissLabel The toast's close button name (translated by the caller).
 * @param near         See showToast().
 * @return The toast's machine.
 */
export function notify(
	doc: Document,
	message: string,
	dismissLabel: string,
	near?: Element
): Toast {
	const announcer = pageAnnouncer( doc );
	// A frame later, so a region created just now is in the accessibility tree before it speaks.
	( doc.defaultView as Window ).requestAnimationFrame( () =>
		announcer.announce( message )
	);
	return showToast( doc, message, dismissLabel, near );
}
