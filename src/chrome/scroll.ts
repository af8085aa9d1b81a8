/**
 * Scroll-driven chrome: a class toggled past a threshold (sticky header, back-to-top) and the
 * timed scroll back to the top.
 */
import { BACK_TO_TOP_DURATION_MS } from './constants';

/**
 * Calls `onChange( past )` whenever "scrolled further than threshold" flips, at most once a frame.
 *
 * @param win       The window.
 * @param threshold Pixels.
 * @param onChange  Told the new value (and once at start).
 * @return Stops listening.
 */
export function watchScrollPast(
	win: Window,
	threshold: number,
	onChange: ( past: boolean ) => void
): () => void {
	let past = win.scrollY > threshold;
	let queued = false;
	onChange( past );
	const check = () => {
		queued = false;
		const now = win.scrollY > threshold;
		if ( now !== past ) {
			past = now;
			onChange( now );
		}
	};
	const onScroll = () => {
		if ( ! queued ) {
			queued = true;
			win.requestAnimationFrame( check );
		}
	};
	win.addEventListener( 'scroll', onScroll, { passive: true } );
	return () => win.removeEventListener( 'scroll', onScroll );
}

/**
 * Where the scroll is `elapsed` ms into a scroll from `start` to 0 (ease-in-out).
 *
 * @param start    Starting scrollY.
 * @param elapsed  Milliseconds since the start.
 * @param duration Total milliseconds.
 */
export function scrollPositionAt(
	start: number,
	elapsed: number,
	duration: number
): number {
	if ( elapsed >= duration || duration <= 0 ) {
		return 0;
	}
	const t = Math.max( 0, elapsed ) / duration;
	const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
	return Math.round( start * ( 1 - eased ) );
}

/**
 * Whether the visitor asked for reduced motion.
 *
 * @param win The window.
 */
export function prefersReducedMotion( win: Window ): boolean {
	return (
		typeof win.matchMedia === 'function' &&
		win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Scrolls to the top in `duration` ms, or at once with reduced motion.
 *
 * @param win      The window.
 * @param duration Milliseconds.
 * @return Resolves when the page is at the top.
 */
export function scrollToTop(
	win: Window,
	duration: number = BACK_TO_TOP_DURATION_MS
): Promise< void > {
	const start = win.scrollY;
	if ( prefersReducedMotion( win ) || start <= 0 ) {
		win.scrollTo( 0, 0 );
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		let began: number | undefined;
		const step = ( now: number ) => {
			began = began ?? now;
			const y = scrollPositionAt( start, now - began, duration );
			win.scrollTo( 0, y );
			if ( y === 0 ) {
				resolve();
			} else {
				win.requestAnimationFrame( step );
			}
		};
		win.requestAnimationFrame( step );
	} );
}
