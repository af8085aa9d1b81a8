/**
 * Renders a Toast (../toast.ts) as a small card at the bottom of the viewport: the state is the
 * element's data-state, CSS fades it (_toast.scss), transitionend moves the machine on. The toast
 * is not itself a live region: callers announce the message where they already do (the announcer
 * or their own status element), so screen readers hear it once.
 */
import { Toast } from '../toast';
import { prefersReducedMotion } from '../scroll';

const STACK = 'opengive-toasts';

/**
 * Shows a toast with a message; it hides itself after the toast delay unless hovered or focused.
 *
 * @param doc          The document.
 * @param message      Text.
 * @param dismissLabel The close button's name, translated by the caller (its server render prints
 *                     it), so the share links' view needs no wp-i18n.
 * @return The machine (for show/hide/dispose by name through invoke()).
 */
export function showToast(
	doc: Document,
	message: string,
	dismissLabel: string
): Toast {
	let stack = doc.querySelector< HTMLElement >( `.${ STACK }` );
	if ( ! stack ) {
		stack = doc.createElement( 'div' );
		stack.className = STACK;
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
