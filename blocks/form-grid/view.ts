/**
 * Front end: each grid's cards open their form in a modal frame. Without this script the cards are
 * plain links to each form's own page. Plain DOM: the page loads no React and no WordPress script for it.
 */
import { onDomReady } from '@opengive/ui/on-dom-ready';
import { mountFrameLauncher } from '@opengive/ui/dom/frame-launcher';

onDomReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-opengive-form-grid' )
		.forEach( ( block ) =>
			mountFrameLauncher( block, window.location.search )
		);
} );
