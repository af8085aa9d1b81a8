/**
 * Front end: the donate button opens the campaign's form in a modal frame. Without this script it
 * is a plain link to the form's own page. Plain DOM: the page loads no React and no WordPress script for it.
 */
import { onDomReady } from '@opengive/ui/on-dom-ready';
import { mountFrameLauncher } from '@opengive/ui/dom/frame-launcher';

onDomReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-opengive-campaign' )
		.forEach( ( block ) =>
			mountFrameLauncher( block, window.location.search )
		);
} );
