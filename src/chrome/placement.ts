/**
 * Tooltip and popover placement with the spec's offsets ([skidding, distance]: tooltip [0,6],
 * popover [0,8]), and the scrollspy's observer options.
 */
import {
	POPOVER_OFFSET,
	SCROLLSPY_ROOT_MARGIN,
	SCROLLSPY_THRESHOLDS,
	TOOLTIP_OFFSET,
} from './constants';

export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}
export type Side = 'top' | 'bottom' | 'left' | 'right';

/**
 * Top-left corner of a floating box next to its anchor.
 *
 * @param anchor   The anchor's box.
 * @param floating The floating box's size.
 * @param side     Which side of the anchor.
 * @param offset   [skidding along the side, distance away from it].
 */
export function place(
	anchor: Box,
	floating: Pick< Box, 'width' | 'height' >,
	side: Side,
	offset: readonly [ number, number ]
): { top: number; left: number } {
	const [ skid, distance ] = offset;
	const centreX = anchor.left + ( anchor.width - floating.width ) / 2 + skid;
	const centreY = anchor.top + ( anchor.height - floating.height ) / 2 + skid;
	switch ( side ) {
		case 'top':
			return {
				top: anchor.top - floating.height - distance,
				left: centreX,
			};
		case 'bottom':
			return {
				top: anchor.top + anchor.height + distance,
				left: centreX,
			};
		case 'left':
			return {
				top: centreY,
				left: anchor.left - floating.width - distance,
			};
		default:
			return {
				top: centreY,
				left: anchor.left + anchor.width + distance,
			};
	}
}

/**
 * Where a popover goes: on `side` of its anchor (top or bottom), flipped to the other side when it
 * would leave the viewport there and fits on the other, and slid sideways to stay `margin` px inside
 * the viewport's edges. `align` 'start' lines its left edge up with the anchor's (for a text button
 * at the start of a column) instead of centring it.
 *
 * @param anchor   The anchor's box (viewport coordinates).
 * @param floating The popover's size.
 * @param side     The preferred side.
 * @param offset   [skidding, distance].
 * @param viewport The viewport's size.
 * @param margin   Space kept from the viewport's edges (px).
 * @param align    'center' or 'start'.
 */
export function placeInViewport(
	anchor: Box,
	floating: Pick< Box, 'width' | 'height' >,
	side: 'top' | 'bottom',
	offset: readonly [ number, number ],
	viewport: Pick< Box, 'width' | 'height' >,
	margin = 8,
	align: 'center' | 'start' = 'center'
): { top: number; left: number; side: 'top' | 'bottom' } {
	const other = side === 'bottom' ? 'top' : 'bottom';
	const fits = ( at: { top: number } ) =>
		at.top >= margin &&
		at.top + floating.height <= viewport.height - margin;
	let chosen: 'top' | 'bottom' = side;
	let at = place( anchor, floating, side, offset );
	const flipped = place( anchor, floating, other, offset );
	if ( ! fits( at ) && fits( flipped ) ) {
		chosen = other;
		at = flipped;
	}
	const wanted = align === 'start' ? anchor.left + offset[ 0 ] : at.left;
	const maxLeft = viewport.width - floating.width - margin;
	const left = Math.max( margin, Math.min( wanted, maxLeft ) );
	return { top: at.top, left, side: chosen };
}

export const offsetFor = ( kind: 'tooltip' | 'popover' ) =>
	kind === 'tooltip' ? TOOLTIP_OFFSET : POPOVER_OFFSET;

/** Options for the IntersectionObserver behind the scrollspy. */
export const scrollspyOptions = (): IntersectionObserverInit => ( {
	rootMargin: SCROLLSPY_ROOT_MARGIN,
	threshold: [ ...SCROLLSPY_THRESHOLDS ],
} );

/**
 * Which section the scrollspy marks current: the most visible one among those intersecting,
 * the first in document order on a tie.
 *
 * @param ratios Visible ratio per section id, in document order.
 */
export function currentSection(
	ratios: ReadonlyArray< [ string, number ] >
): string | null {
	let best: [ string, number ] | null = null;
	for ( const entry of ratios ) {
		if ( entry[ 1 ] > 0 && ( ! best || entry[ 1 ] > best[ 1 ] ) ) {
			best = entry;
		}
	}
	return best ? best[ 0 ] : null;
}
