/**
 * Front end of the contact form: no React, just the small controller in src/contact-form/client.
 */
import domReady from '@wordpress/dom-ready';
import { initContactForm } from '@opengive/contact-form/client/form';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-opengive-contact-form' )
		.forEach( ( root ) => {
			initContactForm( root );
		} );
} );
