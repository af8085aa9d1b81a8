/**
 * The form's submit handler: runs the submit machine (src/donation-form/store/submit-machine),
 * announces progress and hands the gift to send-donation, a chunk the form fetched as the donor
 * started on it (submitPart). Should that chunk not load, nothing is sent and the donor is told so.
 */
import { useEffect, type RefObject } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';
import { lazyPart, prefetchPart } from '@opengive/ui/lazy-part';
import { submitCommand } from '@opengive/donation-form/store/submit-machine';
import type { SubmitStore } from './send-donation';
import { receiptPart } from './lazy-parts';
import { failExpress } from './useExpressCheckout';

/**
 * Sending the gift (card token, request, 3-D Secure, outcome): a chunk of its own, fetched as the
 * donor starts on the form (pointer, focus or touch on it) and awaited by the submit. Defined here,
 * not in lazy-parts, because the sending code itself uses the parts listed there.
 */
export const submitPart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/submit" */ './send-donation'
		)
);

/**
 * @param store      The form's store.
 * @param form       The form element (the token flow submits it again and reads its hidden field).
 * @param returnUrl  Where the receipt link points.
 * @param attemptKey One key for this form's donation attempt, reused by every retry of it.
 */
export default function useDonationSubmit(
	store: SubmitStore,
	form: RefObject< HTMLFormElement >,
	returnUrl: string,
	attemptKey: string
) {
	const { state, view, dispatch } = store;
	const { status, tokenField } = state.submit;

	// The token is in the hidden field (rendered by now): submit again.
	useEffect( () => {
		if ( status === 'resubmitting' && tokenField !== '' ) {
			form.current?.requestSubmit();
		}
	}, [ status, tokenField, form ] );

	return async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const command = submitCommand( status, {
			amountValid: view.verdict === 'valid',
			blocked: store.blocked || store.paymentUnready,
			cardValid: Object.keys( view.cardErrors ).length === 0,
		} );
		if ( command === 'ignore' ) {
			// A wallet's payment that cannot go now (a gift already on its way): its sheet is told.
			failExpress(
				store.express,
				__( 'Please wait a moment and try again.', 'opengive' )
			);
			return;
		}
		if ( command === 'show-card-errors' ) {
			dispatch( { type: 'card-rejected' } );
			speak( Object.values( view.cardErrors ).join( ' ' ), 'assertive' );
			return;
		}
		dispatch( { type: 'submit-started' } );
		// The thank-you view loads while the gift is on its way.
		prefetchPart( receiptPart );
		if ( command === 'start' ) {
			speak( __( 'Processing your donation…', 'opengive' ) );
		}
		const sender = await submitPart.load().catch( () => null );
		if ( ! sender ) {
			const error = {
				code: 'opengive_form_part_unavailable',
				field: null,
				message: __(
					'Your donation was not sent: part of this form could not be loaded. Please check your connection and try again.',
					'opengive'
				),
			};
			speak( error.message, 'assertive' );
			failExpress( store.express, error.message );
			dispatch( { type: 'submit-failed', error } );
			return;
		}
		await sender.sendDonation( { store, form, returnUrl, attemptKey } );
	};
}
