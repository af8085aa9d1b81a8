/**
 * Keeping what the form shows the donor (a field the browser found invalid, a refusal by the
 * Donate button) clear of a theme's sticky or fixed header: the browser scrolls a focused field to
 * the top of the viewport, under the header, unless the page's scroll padding says where the
 * header ends.
 */

/** A box at the top of the viewport, as the page lays it out. */
export interface TopBox {
	position: string;
	top: number;
	bottom: number;
}

/**
 * Where the page's pinned header ends: the lowest bottom of the fixed or sticky boxes touching the
 * top of the viewport, leaving out anything that covers half the viewport or more (a dialog's
 * backdrop, a full-screen menu), which is no header.
 *
 * @example headerBottom( [ { position: 'sticky', top: 0, bottom: 70 } ], 800 ) // 70
 * @param boxes          The boxes under the viewport's top edge.
 * @param viewportHeight The viewport's height.
 */
export function headerBottom(
	boxes: TopBox[],
	viewportHeight: number
): number {
	return boxes.reduce(
		( lowest, box ) =>
			( box.position === 'fixed' || box.position === 'sticky' ) &&
			box.top <= 1 &&
			box.bottom < viewportHeight / 2
				? Math.max( lowest, Math.ceil( box.bottom ) )
				: lowest,
		0
	);
}

/** Room between the header and what is scrolled to. */
const BREATHING_ROOM = 12;

/**
 * Sets the page's scroll padding to the pinned header's height (as measured now), so the browser's
 * own scrolling to an invalid field and scrollIntoView() both stop below it. A theme that set its
 * own scroll padding knows its header: it is left alone.
 *
 * @param view The window.
 */
export function keepClearOfHeader( view: Window = window ): void {
	const doc = view.document;
	const root = doc.documentElement;
	if ( typeof doc.elementsFromPoint !== 'function' ) {
		return;
	}
	const ours = root.dataset.opengiveScrollPadding === 'set';
	const padding = view.getComputedStyle( root ).scrollPaddingTop;
	if ( ! ours && ! [ '', 'auto', '0px' ].includes( padding ) ) {
		return;
	}
	const boxes = doc
		.elementsFromPoint( view.innerWidth / 2, 1 )
		.map( ( element ) => {
			const rect = element.getBoundingClientRect();
			return {
				position: view.getComputedStyle( element ).position,
				top: rect.top,
				bottom: rect.bottom,
			};
		} );
	const bottom = headerBottom( boxes, view.innerHeight );
	root.style.scrollPaddingTop =
		bottom > 0 ? `${ bottom + BREATHING_ROOM }px` : '';
	root.dataset.opengiveScrollPadding = 'set';
}

/**
 * Moves focus and the view to something the donor must read now (a refusal by the Donate button),
 * clear of the header, in whatever scrolls it (the page, a dialog).
 *
 * @param element The message.
 */
export function showAndFocus( element: HTMLElement ): void {
	keepClearOfHeader( element.ownerDocument.defaultView ?? window );
	if ( ! element.hasAttribute( 'tabindex' ) ) {
		element.tabIndex = -1;
	}
	element.focus( { preventScroll: true } );
	element.scrollIntoView?.( { block: 'center' } );
}
