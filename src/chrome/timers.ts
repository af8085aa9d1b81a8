/**
 * Small timed behaviours: the preloader's fade, a dropdown's hide delay and the scroll-animation
 * poll.
 */
import {
	DROPDOWN_HIDE_DELAY_MS,
	PRELOADER_DELAY_MS,
	SCROLL_ANIMATION_INTERVAL_MS,
} from './constants';

/**
 * Starts the preloader's fade `delay` ms after `loaded` is called.
 *
 * @param fade  Starts the fade (adds the class).
 * @param delay Milliseconds.
 * @return Call when the page has loaded.
 */
export function preloader(
	fade: () => void,
	delay: number = PRELOADER_DELAY_MS
): () => void {
	let started = false;
	return () => {
		if ( ! started ) {
			started = true;
			setTimeout( fade, delay );
		}
	};
}

/**
 * A menu that closes `delay` ms after the pointer leaves, unless it comes back first.
 */
export class DelayedHide {
	private timer: ReturnType< typeof setTimeout > | undefined;

	constructor(
		private readonly hide: () => void,
		private readonly delay: number = DROPDOWN_HIDE_DELAY_MS
	) {}

	leave(): void {
		this.enter();
		this.timer = setTimeout( () => {
			this.timer = undefined;
			this.hide();
		}, this.delay );
	}

	enter(): void {
		if ( this.timer !== undefined ) {
			clearTimeout( this.timer );
			this.timer = undefined;
		}
	}
}

/**
 * Every `interval` ms, reveals the pending elements that are in view; stops when none are left.
 *
 * @param elements Waiting to be revealed.
 * @param inView   Whether one is in view now.
 * @param reveal   Reveals one.
 * @param interval Milliseconds.
 * @return Stops the poll.
 */
export function revealOnScroll< T >(
	elements: T[],
	inView: ( element: T ) => boolean,
	reveal: ( element: T ) => void,
	interval: number = SCROLL_ANIMATION_INTERVAL_MS
): () => void {
	let pending = [ ...elements ];
	const check = () => {
		pending = pending.filter( ( element ) => {
			if ( inView( element ) ) {
				reveal( element );
				return false;
			}
			return true;
		} );
		if ( pending.length === 0 ) {
			clearInterval( id );
		}
	};
	const id = setInterval( check, interval );
	return () => clearInterval( id );
}
