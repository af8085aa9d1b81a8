/**
 * Fades the preloader 2000 ms after the page has loaded (spec), then removes it. The class
 * is-scripted turns off the no-JavaScript fallback animation in style.scss.
 */
import { preloader } from '@opengive/chrome/timers';
import { prefersReducedMotion } from '@opengive/chrome/scroll';

document
	.querySelectorAll< HTMLElement >( '.wp-block-opengive-preloader' )
	.forEach( ( cover ) => {
		cover.classList.add( 'is-scripted' );
		const loaded = preloader( () => {
			if ( prefersReducedMotion( window ) ) {
				cover.remove();
				return;
			}
			cover.addEventListener( 'transitionend', () => cover.remove() );
			cover.classList.add( 'is-fading' );
		} );
		if ( document.readyState === 'complete' ) {
			loaded();
		} else {
			window.addEventListener( 'load', loaded );
		}
	} );
