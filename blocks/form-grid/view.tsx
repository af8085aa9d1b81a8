/**
 * Front end: each grid's cards open their form in a modal frame. Without this script the cards are
 * plain links to each form's own page.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import FrameLauncher from '@opengive/ui/FrameLauncher';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-opengive-form-grid' )
		.forEach( ( grid ) => {
			const host = document.createElement( 'div' );
			grid.appendChild( host );
			createRoot( host ).render(
				<FrameLauncher
					container={ grid }
					search={ window.location.search }
				/>
			);
		} );
} );
