/**
 * Front end: React takes over each server-rendered donation form. Until this runs (or if it never
 * does) the server's plain HTML form works on its own.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { parseFormConfig } from '@opengive/donation-form/config';
import { fillReceiptWhenReady } from '@opengive/donation-form/receipt-loader';
import { isFramedFormView, startFrameChild } from '@opengive/embed/frame-child';
import { reportShownReceipts } from '@opengive/embed/receipt-report';
import DonationFormBlock from './components/DonationFormBlock';

domReady( () => {
	// In a page's frame (the grid's modal), keep the page told of our size and readiness.
	const frame = isFramedFormView() ? startFrameChild() : null;
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-opengive-donation-form[data-opengive-form]'
		)
		.forEach( ( element ) => {
			const config = parseFormConfig(
				element.dataset.opengiveForm ?? ''
			);
			if ( ! config ) {
				return; // Keep the working server form rather than show a broken one.
			}
			const returnUrl = new URL( window.location.href );
			returnUrl.searchParams.delete( 'opengive-error' );
			returnUrl.searchParams.delete( 'opengive-receipt' );
			returnUrl.hash = '';
			createRoot( element ).render(
				<DonationFormBlock
					config={ config }
					returnUrl={ returnUrl.toString() }
					query={ window.location.search }
				/>
			);
		} );
	// Receipt areas (spec section 2): filled by get_receipt once they carry their donation key.
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-opengive-donation-form__receipt-area[data-ajax-url]'
		)
		.forEach( ( area ) =>
			fillReceiptWhenReady( area, area.dataset.ajaxUrl ?? '' )
		);
	// A receipt the server showed in a frame (a reload too) tells the page, once per load.
	reportShownReceipts();
	if ( frame ) {
		// After React's first paint, so the page's loader lifts over a finished form.
		window.requestAnimationFrame( () => frame.contentLoaded() );
	}
} );
