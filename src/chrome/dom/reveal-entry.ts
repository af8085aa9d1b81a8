/**
 * Entry of build/chrome/reveal.js: blocks with the "Reveal on scroll" style fade in when they come
 * into view, checked every 50 ms (spec). Content is only hidden once this script runs, so without
 * JavaScript (or with reduced motion) everything simply shows.
 */
import { revealOnScroll } from '../timers';
import { prefersReducedMotion } from '../scroll';
import './reveal.scss';

const pending = Array.from(
	document.querySelectorAll< HTMLElement >( '.is-style-opengive-reveal' )
);
if ( ! prefersReducedMotion( window ) ) {
	const inView = ( element: HTMLElement ) => {
		const box = element.getBoundingClientRect();
		return box.top < window.innerHeight && box.bottom > 0;
	};
	const waiting = pending.filter( ( element ) => ! inView( element ) );
	waiting.forEach( ( element ) => element.classList.add( 'is-pending' ) );
	revealOnScroll( waiting, inView, ( element ) =>
		element.classList.remove( 'is-pending' )
	);
}
