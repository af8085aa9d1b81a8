/**
 * Sending a gift once the submit machine said "start": the provider's token for the card, the
 * donation request, 3-D Secure and the outcome. A chunk of its own (lazy-parts' submitPart) that the
 * form fetches as the donor starts on it, so the first render carries none of it.
 *
 * The card-token flow (spec section 4, gateway twocheckout) puts the token in the hidden card-token
 * field and submits the form again; that second submit sends what the field holds. Stripe's
 * ConfirmationToken (from its Payment Element) goes straight into the request.
 */
import type { RefObject } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';
import { donate } from '@opengive/api/donations';
import { toApiError } from '@opengive/api/errors';
import { PaymentProviderError } from '@opengive/payment/provider-error';
import {
	finishStripeNextAction,
	followNextAction,
	nextActionUrl,
	stripeNextAction,
} from '@opengive/payment/three-d-secure';
import {
	donateRequest,
	type CardToken,
} from '@opengive/donation-form/store/donate-request';
import type { FormStore } from './form-context';
import { cardPart, receiptPart, stripePart, whenFramed } from './lazy-parts';
import { failExpress } from './useExpressCheckout';

export type SubmitStore = Pick<
	FormStore,
	| 'config'
	| 'state'
	| 'view'
	| 'dispatch'
	| 'gateway'
	| 'formNonce'
	| 'blocked'
	| 'paymentElement'
	| 'paymentUnready'
	| 'express'
>;

export interface SendRequest {
	store: SubmitStore;
	/** The form element (the token flow submits it again and reads its hidden field). */
	form: RefObject< HTMLFormElement >;
	/** Where the receipt link points. */
	returnUrl: string;
	/** One key for this form's donation attempt, reused by every retry of it. */
	attemptKey: string;
}

type LoadedGateway = NonNullable< SubmitStore[ 'gateway' ][ 'fields' ] >;

/** The chosen method's code or fields are not in (a failed chunk, a donor quicker than the load). */
const notLoaded = () =>
	new PaymentProviderError(
		__(
			'This payment method could not be loaded. Please choose it again or pick another one.',
			'opengive'
		)
	);

/**
 * The provider's token for the card; the card itself never comes to this site.
 *
 * @param store  The form's store.
 * @param loaded The chosen gateway's loaded fields, if they are in.
 */
async function cardToken(
	store: SubmitStore,
	loaded: LoadedGateway | null
): Promise< CardToken > {
	const { view, state } = store;
	if ( ! view.takesCard ) {
		return {};
	}
	// The card code chunk: in whenever a card gateway's fields are (useGatewayFields waits for it).
	const card = cardPart.current();
	if ( ! loaded || ! card ) {
		throw notLoaded();
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
}

/**
 * The ConfirmationToken of Stripe's Payment Element, or of the wallet the donor paid with from the
 * express buttons (the wallet's own name and email go with it): the payment details stay in
 * Stripe's frames.
 *
 * @param store The form's store.
 */
async function paymentElementToken( store: SubmitStore ): Promise< CardToken > {
	const session = store.paymentElement.current;
	const stripe = stripePart.current();
	if ( ! session || ! stripe ) {
		throw notLoaded();
	}
	const { donor } = store.state;
	const payer = store.express.current
		? null
		: {
				name: `${ donor.firstName } ${ donor.lastName }`.trim(),
				email: donor.email,
			};
	return {
		paymentToken: await stripe.confirmationTokenFrom( session, payer ),
	};
}

/**
 * Sends the gift and reports the outcome to the form (and to a page framing it).
 *
 * @param request The form and what the request needs.
 */
export async function sendDonation( request: SendRequest ): Promise< void > {
	const { store, form, returnUrl, attemptKey } = request;
	const { config, state, view, dispatch, gateway, formNonce } = store;
	const loaded =
		gateway.fields?.id === state.gatewayId ? gateway.fields : null;
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
	try {
		if ( usesTokenField && tokenFieldValue() === '' ) {
			const provided = await cardToken( store, loaded );
			dispatch( {
				type: 'token-received',
				token: provided.paymentToken ?? '',
			} );
			return;
		}
		const payload = cardPart.current()?.cardPayload( state.card );
		const usesPaymentElement = loaded?.client.fields === 'payment-element';
		let token: CardToken;
		if ( usesPaymentElement ) {
			token = await paymentElementToken( store );
		} else if ( usesTokenField ) {
			token = {
				paymentToken: tokenFieldValue(),
				cardBrand: payload?.brand,
				cardLast4: payload?.last4,
			};
		} else {
			token = await cardToken( store, loaded );
		}
		const receipt = await donate(
			donateRequest( state, view, config, {
				token,
				formHash: formNonce.nonce.hash,
				returnUrl,
				attemptKey,
			} )
		);
		// The wallet's sheet closes: from here the form shows what happens.
		store.express.current = null;
		const action = stripeNextAction( receipt );
		const session = store.paymentElement.current;
		if ( action && session ) {
			// Stripe.js finishes it (3-D Secure, a bank's page), then the return route reads the outcome.
			speak(
				__( 'Your bank asks you to confirm this payment.', 'opengive' )
			);
			await finishStripeNextAction( session.stripe, action );
			return;
		}
		const bank = nextActionUrl( receipt );
		if ( bank ) {
			// 3-D Secure: the bank's page, in this window or frame; it comes back to the receipt.
			speak(
				__( 'Your bank asks you to confirm this payment.', 'opengive' )
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
		failExpress( store.express, error.message );
		// The refusal by the Donate button takes focus and the view (ErrorNotice).
		dispatch( { type: 'submit-failed', error } );
		// Inside a frame, the page must scroll too, or the donor never sees the message.
		whenFramed( ( frame ) => frame.requestFrameScrollIntoView() );
		if ( error.code === 'opengive_invalid_form_hash' ) {
			// A fresh hash, so sending again works.
			formNonce.refresh();
		}
	}
}
