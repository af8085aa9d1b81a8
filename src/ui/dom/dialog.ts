/**
 * The front-end modal dialog in plain DOM, for the views that need nothing else (the grid's cards
 * and the campaign's donate button): no React, no WordPress script on those pages (issue 19's
 * budget). The same markup, classes and behaviour as the React Dialog: focus moves in and is
 * trapped, Escape, the close button and a backdrop click close it after a fade, focus returns to the
 * opener, and the page behind cannot scroll while any dialog is open.
 */
import {
	CLOSE_POPUPS_EVENT,
	FOCUSABLE,
	WIDE_CONTENT,
	trapTab,
} from '../popups';

export interface DomDialogOptions {
	doc: Document;
	title: string;
	/** The close button's accessible name, translated by the server. */
	closeLabel: string;
	/** Extra class on the backdrop, e.g. opengive-dialog--frame. */
	className: string;
	/** Milliseconds between closing and leaving the page. */
	removalDelay: number;
	/** What the dialog shows under its header. */
	content: HTMLElement;
	/** Called once the dialog has left the page. */
	onRemoved: () => void;
}

export interface DomDialog {
	/** Fades out, then leaves the page. */
	close: () => void;
	/** Leaves the page now. */
	remove: () => void;
}

let sequence = 0;
const LOCKED = 'data-opengive-overflow';

/**
 * Stops the page scrolling behind a new backdrop: the first dialog keeps the body's own overflow on
 * its backdrop, later ones copy it, and whichever dialog leaves last puts it back.
 *
 * @param doc      The document.
 * @param backdrop The new dialog's backdrop, not yet on the page.
 */
function lockScroll( doc: Document, backdrop: HTMLElement ): void {
	const open = doc.querySelector( `[${ LOCKED }]` );
	backdrop.setAttribute(
		LOCKED,
		open?.getAttribute( LOCKED ) ?? doc.body.style.overflow
	);
	doc.body.style.overflow = 'hidden';
}

/**
 * Gives the page its scrolling back once no dialog is left.
 *
 * @param doc      The document.
 * @param backdrop The backdrop that just left the page.
 */
function unlockScroll( doc: Document, backdrop: HTMLElement ): void {
	if ( ! doc.querySelector( `[${ LOCKED }]` ) ) {
		doc.body.style.overflow = backdrop.getAttribute( LOCKED ) ?? '';
	}
}

function tag< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	name: K,
	className: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( name );
	node.className = className;
	return node;
}

/**
 * Opens a dialog at the end of the document's body.
 *
 * @param options Options.
 * @return The open dialog.
 */
export function openDialog( options: DomDialogOptions ): DomDialog {
	const { doc } = options;
	const id = `opengive-dialog-dom-${ ++sequence }`;
	const opener = doc.activeElement as HTMLElement | null;
	const backdrop = tag(
		doc,
		'div',
		`opengive-dialog__backdrop ${ options.className }`
	);
	const panel = tag( doc, 'div', 'opengive-dialog' );
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.setAttribute( 'aria-labelledby', `${ id }-title` );
	panel.tabIndex = -1;
	const header = tag( doc, 'div', 'opengive-dialog__header' );
	const title = tag( doc, 'h2', 'opengive-dialog__title' );
	title.id = `${ id }-title`;
	title.textContent = options.title;
	const closeButton = tag( doc, 'button', 'opengive-dialog__close' );
	closeButton.type = 'button';
	closeButton.setAttribute( 'aria-label', options.closeLabel );
	closeButton.textContent = '×';
	header.append( title, closeButton );
	// Focus leaving a frame's last control lands here and wraps to the top: the keydown trap cannot
	// see Tab presses inside a frame.
	const guard = tag( doc, 'span', 'opengive-dialog__focus-guard' );
	guard.tabIndex = 0;
	panel.append( header, options.content, guard );
	backdrop.append( panel );

	let closing = false;
	let removed = false;
	let timer = 0;
	const observer =
		typeof ResizeObserver === 'undefined'
			? null
			: new ResizeObserver( ( [ entry ] ) =>
					panel.classList.toggle(
						'is-wide',
						entry.contentRect.width >= WIDE_CONTENT
					)
				);

	function remove(): void {
		if ( removed ) {
			return;
		}
		removed = true;
		window.clearTimeout( timer );
		observer?.disconnect();
		doc.removeEventListener( CLOSE_POPUPS_EVENT, close );
		// Focus goes back to the opener unless it has already moved on (another dialog opened).
		const active = doc.activeElement;
		const focusWasInside =
			! active || active === doc.body || backdrop.contains( active );
		backdrop.remove();
		unlockScroll( doc, backdrop );
		if ( focusWasInside ) {
			opener?.focus();
		}
		options.onRemoved();
	}

	function close(): void {
		if ( closing || removed ) {
			return;
		}
		closing = true;
		backdrop.classList.add( 'is-closing' );
		timer = window.setTimeout( remove, options.removalDelay );
	}

	closeButton.addEventListener( 'click', close );
	backdrop.addEventListener( 'click', ( event ) => {
		if ( event.target === backdrop ) {
			close();
		}
	} );
	panel.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			close();
		} else if ( event.key === 'Tab' ) {
			trapTab( panel, event );
		}
	} );
	guard.addEventListener( 'focus', () =>
		panel.querySelector< HTMLElement >( FOCUSABLE )?.focus()
	);
	// Another popup is opening: this one gives way.
	doc.addEventListener( CLOSE_POPUPS_EVENT, close );

	lockScroll( doc, backdrop );
	doc.body.appendChild( backdrop );
	observer?.observe( panel );
	( panel.querySelector< HTMLElement >( FOCUSABLE ) ?? panel ).focus();
	return { close, remove };
}
