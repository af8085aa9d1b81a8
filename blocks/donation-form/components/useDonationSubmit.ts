/**
 * The form's submit handler: runs the submit machine (src/donation-form/store/submit-machine) against
 * the world: announces progress, asks the provider for the card's token, sends the donation and
 * reports the outcome. The card-token flow (spec section 4, gateway twocheckout) puts the token in
 * the hidden card-token field and submits the form again; that second submit sends what the field
 * holds. Stripe's token goes straight into the request.
 */
import { useEffect, type RefObject } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';
import { donate } from '@opengive/api/donations';
import { toApiError } from '@opengive/api/errors';
import { PaymentProviderError } from '@opengive/payment/provider-error';
import { prefetchPart } from '@opengive/ui/lazy-part';
import {
	followNextAction,
	nextActionUrl,
} from '@opengive/payment/three-d-secure';
import { submitCommand } from '@opengive/donation-form/store/submit-machine';
import {
	donateRequest,
	type CardToken,
} from '@opengive/donation-form/store/donate-request';
import type { FormStore } from './form-context';
import { cardPart, receiptPart, whenFramed } from './lazy-parts';

type Store = Pick<
	FormStore,
	| 'config'
	| 'state'
	| 'view'
	| 'dispatch'
	| 'gateway'
	| 'formNonce'
	| 'blocked'
>;

/**
 * @param store      The form's store.
 * @param form       The form element (the token flow submits it again and reads its hidden field).
 * @param returnUrl  Where the receipt link points.
 * @param attemptKey One key for this form's donation attempt, reused by every retry of it.
 */
export default function useDonationSubmit(
	store: Store,
	form: RefObject< HTMLFormElement >,
	returnUrl: string,
	attemptKey: string
) {
	const { config, state, view, dispatch, gateway, formNonce } = store;
	const { gatewayId } = state;
	const { status, tokenField } = state.submit;

	// The token is in the hidden field (rendered by now): submit again.
	useEffect( () => {
		if ( status === 'resubmitting' && tokenField !== '' ) {
			form.current?.requestSubmit();
		}
	}, [ status, tokenField, form ] );

	const loaded = gateway.fields?.id === gatewayId ? gateway.fields : null;
	// The card code chunk: in whenever a card gateway's fields are (useGatewayFields waits for it).
	const card = cardPart.current();
	const usesTokenField =
		view.takesCard &&
		loaded?.client.fields === 'card' &&
		loaded.client.provider === 'twocheckout';
	const tokenFieldValue = () =>
		(
			form.current?.elements.namedItem(
				'card-token'
			) as HTMLInputElement | null
		 )?.value ?? '';

	// The provider's token for the card; the card itself never comes to this site.
	const cardToken = async (): Promise< CardToken > => {
		if ( ! view.takesCard ) {
			return {};
		}
		if ( ! loaded || ! card ) {
			throw new PaymentProviderError(
				__(
					'This payment method could not be loaded. Please choose it again or pick another one.',
					'opengive'
				)
			);
		}
		const token = await card.tokenizeCard(
			loaded.client,
			card.cardPayload( state.card )
		);
		return {
			paymentToken: token.token,
			cardBrand: token.brand,
			cardLast4: token.last4,
		};
	};

	return async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const command = submitCommand( status, {
			amountValid: view.verdict === 'valid',
			blocked: store.blocked,
			cardValid: Object.keys( view.cardErrors ).length === 0,
		} );
		if ( command === 'ignore' ) {
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
		try {
			if ( usesTokenField && tokenFieldValue() === '' ) {
				const provided = await cardToken();
				dispatch( {
					type: 'token-received',
					token: provided.paymentToken ?? '',
				} );
				return;
			}
			const payload = card?.cardPayload( state.card );
			const token = usesTokenField
				? {
						paymentToken: tokenFieldValue(),
						cardBrand: payload?.brand,
						cardLast4: payload?.last4,
					}
				: await cardToken();
			const receipt = await donate(
				donateRequest( state, view, config, {
					token,
					formHash: formNonce.nonce.hash,
					returnUrl,
					attemptKey,
				} )
			);
			const bank = nextActionUrl( receipt );
			if ( bank ) {
				// 3-D Secure: the bank's page, in this window or frame; it comes back to the receipt.
				speak(
					__(
						'Your bank asks you to confirm this payment.',
						'opengive'
					)
				);
				followNextAction( bank );
				return;
			}
			// Should the thank-you chunk not load, the server's receipt page says the same.
			const thankYou = await receiptPart.load().catch( () => null );
			if ( ! thankYou && receipt.receiptUrl ) {
				window.location.assign( receipt.receiptUrl );
				return;
			}
			speak( __( 'Thank you, your donation was received.', 'opengive' ) );
			dispatch( { type: 'submit-succeeded', receipt } );
			whenFramed( ( frame ) => {
				// A page embedding this form (another site, say) learns that a gift went through.
				frame.reportDonationCompleted( {
					formId: config.formId,
					amount: receipt.total ?? receipt.amount,
					currency: receipt.currency,
				} );
				// Reloading the frame then shows this receipt (and says so again), not a fresh form.
				frame.keepReceiptOnReload( receipt.receiptUrl );
			} );
		} catch ( caught ) {
			const error =
				caught instanceof PaymentProviderError
					? {
							code: 'opengive_card_error',
							message: caught.message,
							field: 'card',
						}
					: toApiError( caught );
			speak( error.message, 'assertive' );
			dispatch( { type: 'submit-failed', error } );
			form.current?.scrollIntoView?.( { block: 'start' } );
			// Inside a frame, the page must scroll too, or the donor never sees the message.
			whenFramed( ( frame ) => frame.requestFrameScrollIntoView() );
			if ( error.code === 'opengive_invalid_form_hash' ) {
				// A fresh hash, so sending again works.
				formNonce.refresh();
			}
		}
	};
}
