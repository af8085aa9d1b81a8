/**
 * A text tooltip for an icon-only control: shown on hover and focus, hidden on leave, blur and
 * Escape (WCAG 1.4.13), placed with the spec's tooltip offset [0,6]. The control keeps its own
 * accessible name; the tooltip is the visible twin of it, so it is aria-hidden.
 */
import { TOOLTIP_OFFSET } from '../constants';
import { place, type Side } from '../placement';

/**
 * Attaches the tooltip.
 *
 * @param anchor The control.
 * @param text   What it says.
 * @param side   Where it shows.
 * @return The tooltip element.
 */
export function attachTooltip(
	anchor: HTMLElement,
	text: string,
	side: Side = 'left'
): HTMLElement {
	const doc = anchor.ownerDocument;
	const tip = doc.createElement( 'span' );
	tip.className = 'opengive-tooltip';
	tip.textContent = text;
	tip.hidden = true;
	tip.setAttribute( 'aria-hidden', 'true' );
	doc.body.appendChild( tip );

	const show = () => {
		tip.hidden = false;
		const box = anchor.getBoundingClientRect();
		const at = place(
			box,
			{ width: tip.offsetWidth, height: tip.offsetHeight },
			side,
			TOOLTIP_OFFSET
		);
		tip.style.top = `${ at.top }px`;
		tip.style.left = `${ at.left }px`;
	};
	const hide = () => {
		tip.hidden = true;
	};
	anchor.addEventListener( 'mouseenter', show );
	anchor.addEventListener( 'focus', show );
	anchor.addEventListener( 'mouseleave', hide );
	anchor.addEventListener( 'blur', hide );
	anchor.addEventListener( 'click', hide );
	doc.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			hide();
		}
	} );
	return tip;
}
