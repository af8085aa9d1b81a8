/**
 * The button shows once the page is scrolled past 200 px, scrolls to the top in 200 ms (at once
 * with reduced motion), then moves focus to the top of the page so keyboard users continue from
 * there.
 */
import { BACK_TO_TOP_AFTER_PX } from '@opengive/chrome/constants';
import { scrollToTop, watchScrollPast } from '@opengive/chrome/scroll';
import { attachTooltip } from '@opengive/chrome/dom/tooltip';

/**
 * The first focusable element of the page (in block themes, the skip link), else the body.
 *
 * @param doc The document.
 */
function topOfPage( doc: Document ): HTMLElement {
	const first = doc.querySelector< HTMLElement >(
		'a[href], button:not([disabled]), input:not([type="hidden"]), [tabindex]:not([tabindex="-1"])'
	);
	return first ?? doc.body;
}

/**
 * Wires the button.
 *
 * @param doc The document.
 */
export function initBackToTop( doc: Document ): void {
	const win = doc.defaultView as Window;
	doc.querySelectorAll< HTMLElement >(
		'.wp-block-opengive-back-to-top'
	).forEach( ( block ) => {
		const button = block.querySelector< HTMLAnchorElement >( 'a' );
		if ( ! button ) {
			return;
		}
		block.classList.add( 'is-enhanced' );
		// The button is an arrow: sighted mouse and keyboard users read its name in a tooltip.
		attachTooltip( button, button.getAttribute( 'aria-label' ) ?? '' );
		watchScrollPast( win, BACK_TO_TOP_AFTER_PX, ( past ) =>
			block.classList.toggle( 'is-visible', past )
		);
		button.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			void scrollToTop( win ).then( () =>
				topOfPage( doc ).focus( { preventScroll: true } )
			);
		} );
	} );
}
