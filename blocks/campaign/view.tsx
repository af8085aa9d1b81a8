/**
 * Front end: the donate button opens the campaign's form in a modal frame. Without this script it
 * is a plain link to the form's own page.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import FrameLauncher from '@opengive/ui/FrameLauncher';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-opengive-campaign' )
		.forEach( ( block ) => {
			const host = document.createElement( 'div' );
			block.appendChild( host );
			createRoot( host ).render(
				<FrameLauncher
					container={ block }
					search={ window.location.search }
				/>
			);
		} );
} );
