/**
 * Front end: React takes over each server-rendered donation form. Until this runs (or if it never
 * does) the server's plain HTML form works on its own. What the first render does not need (card
 * code, the login, the receipt, frame messaging, and the extras, address and dialog of forms that
 * have none) loads as chunks of its own (components/lazy-parts.ts).
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { parseFormConfig } from '@opengive/donation-form/config';
import DonationFormBlock from './components/DonationFormBlock';
import {
	framePart,
	loadFirstRenderParts,
	loginPart,
	receiptPart,
} from './components/lazy-parts';

function renderForms() {
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
			loadFirstRenderParts( config ).then(
				() =>
					createRoot( element ).render(
						<DonationFormBlock
							config={ config }
							returnUrl={ returnUrl.toString() }
							query={ window.location.search }
						/>
					),
				() => {} // A part did not load: the server's form still works.
			);
		} );
}

// Receipt areas (spec section 2): filled by get_receipt once they carry their donation key.
function fillReceiptAreas() {
	const areas = document.querySelectorAll< HTMLElement >(
		'.wp-block-opengive-donation-form__receipt-area[data-ajax-url]'
	);
	if ( areas.length > 0 ) {
		receiptPart.load().then(
			( { fillReceiptWhenReady } ) =>
				areas.forEach( ( area ) =>
					fillReceiptWhenReady( area, area.dataset.ajaxUrl ?? '' )
				),
			() => {}
		);
	}
}

domReady( () => {
	fillReceiptAreas();
	if ( window.parent === window ) {
		renderForms();
		return;
	}
	// In a frame, the frame code comes first: the page learns our size from the first render on.
	// The login too: across origins it opens a pop-up, which must happen within the click.
	Promise.all( [
		framePart.load(),
		loginPart.load().catch( () => null ),
	] ).then(
		( [ frameCode ] ) => {
			const frame = frameCode.isFramedFormView()
				? frameCode.startFrameChild()
				: null;
			renderForms();
			// A receipt the server showed in a frame (a reload too) tells the page, once per load.
			frameCode.reportShownReceipts();
			if ( frame ) {
				// After React's first paint, so the page's loader lifts over a finished form.
				window.requestAnimationFrame( () => frame.contentLoaded() );
			}
		},
		// Without the frame code the form still works; the page only misses its messages.
		renderForms
	);
} );
