/**
 * A click-triggered popover (spec: offset [0,8]) over server-rendered text: the button opens it
 * (click, Enter or Space), focus moves into it so a screen reader reads it, and Escape closes it and
 * returns focus to the button; a click outside or focus moving elsewhere closes it too. Without
 * JavaScript the text stays where the server printed it and the button stays hidden.
 */
import { POPOVER_OFFSET } from '../constants';
import { Overlay } from '../overlay';
import { placeInViewport } from '../placement';

/**
 * Turns a hidden button and the panel it names in aria-controls into a popover.
 *
 * @param trigger The button (rendered hidden, so it never shows without JavaScript).
 * @param panel   The text it shows.
 * @param side    Where the panel goes (flipped when there is no room).
 * @param align   'start' lines it up with the button's left edge, 'center' centres it.
 * @return The machine (show/hide/toggle by name through invoke()).
 */
export function attachPopover(
	trigger: HTMLButtonElement,
	panel: HTMLElement,
	side: 'top' | 'bottom' = 'bottom',
	align: 'center' | 'start' = 'center'
): Overlay {
	const doc = trigger.ownerDocument;
	const win = doc.defaultView as Window;
	panel.classList.add( 'opengive-popover' );
	panel.setAttribute( 'role', 'dialog' );
	panel.tabIndex = -1;
	if ( trigger.id ) {
		panel.setAttribute( 'aria-labelledby', trigger.id );
	}
	panel.hidden = true;
	trigger.hidden = false;
	trigger.setAttribute( 'aria-controls', panel.id );
	trigger.setAttribute( 'aria-expanded', 'false' );

	const position = () => {
		// Measured at the viewport's corner, where its width is not cut short by where it was.
		panel.style.top = '0px';
		panel.style.left = '0px';
		const at = placeInViewport(
			trigger.getBoundingClientRect(),
			{ width: panel.offsetWidth, height: panel.offsetHeight },
			side,
			POPOVER_OFFSET,
			{
				width: doc.documentElement.clientWidth,
				height: win.innerHeight,
			},
			8,
			align
		);
		panel.style.top = `${ at.top }px`;
		panel.style.left = `${ at.left }px`;
		panel.dataset.side = at.side;
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && overlay.dismiss( 'escape' ) ) {
			trigger.focus();
		}
	};
	const onPointer = ( event: Event ) => {
		const target = event.target as Node;
		if ( ! panel.contains( target ) && ! trigger.contains( target ) ) {
			overlay.dismiss( 'backdrop' );
		}
	};
	const listen = ( on: boolean ) => {
		const method = on ? 'addEventListener' : 'removeEventListener';
		doc[ method ]( 'keydown', onKey as EventListener );
		doc[ method ]( 'pointerdown', onPointer );
		// The panel is fixed to the viewport: it follows its button while the page moves.
		win[ method ]( 'scroll', position, { passive: true } as never );
		win[ method ]( 'resize', position );
	};

	const overlay = new Overlay( ( state ) => {
		const open = state === 'shown';
		panel.hidden = ! open;
		trigger.setAttribute( 'aria-expanded', String( open ) );
		listen( open );
		if ( open ) {
			position();
			panel.focus();
		}
	} );
	trigger.addEventListener( 'click', () => overlay.toggle() );
	// Tabbing out of the text closes it (back to the button is not "out": it toggles on click).
	panel.addEventListener( 'focusout', ( event ) => {
		const next = event.relatedTarget as Node | null;
		if ( next && ! panel.contains( next ) && next !== trigger ) {
			overlay.hide();
		}
	} );
	return overlay;
}

/**
 * Wires every `button[data-opengive-popover]` in the document to the element its aria-controls names
 * (`data-opengive-popover="start"` lines the panel up with the button's left edge).
 *
 * @param root Document.
 */
export function initPopovers( root: Document ): void {
	root.querySelectorAll< HTMLButtonElement >(
		'button[data-opengive-popover]'
	).forEach( ( trigger ) => {
		const panel = root.getElementById(
			trigger.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( panel ) {
			const align =
				trigger.dataset.opengivePopover === 'start'
					? 'start'
					: 'center';
			attachPopover( trigger, panel, 'bottom', align );
		}
	} );
}
