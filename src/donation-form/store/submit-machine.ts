/**
 * The submit state machine (spec section 4, "Submit" and "Card-token gateway flow"): a submit is
 * ignored while the amount is invalid or the form is blocked, shows every card error when the card is
 * incomplete, and otherwise disables the form until the server answers. With the card-token flow the
 * provider's token goes into the hidden field first and the form is submitted again.
 */
import type { ApiError } from '../../api/errors';
import type { DonationReceipt } from '../../api/donations';
import type { CardField } from '../../payment/card-state';

export type SubmitStatus =
	/** Waiting for the donor. */
	| 'idle'
	/** The request (or the provider's tokenisation) runs; the form is disabled. */
	| 'sending'
	/** The token is in the hidden field; the form submits itself again. */
	| 'resubmitting'
	/** The receipt shows. */
	| 'done';

export interface SubmitState {
	status: SubmitStatus;
	error: ApiError | null;
	receipt: DonationReceipt | null;
	/** The hidden card-token field's value (twocheckout). */
	tokenField: string;
	/** Card fields show their errors once left, or all of them after a submit. */
	cardTouched: CardField[];
}

export const ALL_CARD_FIELDS: CardField[] = [ 'number', 'expiry', 'cvc' ];

export type SubmitEvent =
	| { type: 'card-rejected' }
	| { type: 'submit-started' }
	| { type: 'token-received'; token: string }
	| { type: 'submit-succeeded'; receipt: DonationReceipt }
	| { type: 'submit-failed'; error: ApiError }
	| { type: 'card-changed' }
	| { type: 'card-left'; field: CardField };

/**
 * The first submit state: the server's error when it sent the form back with one.
 *
 * @param error The error the page was printed with, or null.
 */
export function initialSubmitState( error: ApiError | null ): SubmitState {
	return {
		status: 'idle',
		error,
		receipt: null,
		tokenField: '',
		cardTouched: [],
	};
}

/** What a submit event leads to, before any state changes. */
export type SubmitCommand =
	| 'ignore'
	| 'show-card-errors'
	| 'start'
	/** The second submit of the card-token flow: no new "Processing" announcement. */
	| 'resume';

/**
 * Decides what a submit does once the browser's own validity check (spec section 4, "Submit", step 1;
 * validity.ts words its messages) has let it through: steps 2 to 4 start, or nothing does.
 *
 * @example submitCommand( 'idle', { amountValid: true, blocked: false, cardValid: true } ) // 'start'
 * @param status            The current submit status.
 * @param facts
 * @param facts.amountValid The amount's verdict is valid.
 * @param facts.blocked     The form is disabled (a request, a gateway load or a nonce fetch runs).
 * @param facts.cardValid   The card fields hold no error (always true without a card gateway).
 */
export function submitCommand(
	status: SubmitStatus,
	facts: { amountValid: boolean; blocked: boolean; cardValid: boolean }
): SubmitCommand {
	// The resubmit after a token arrives runs while the form still shows busy.
	const resubmitted = status === 'resubmitting';
	if ( ! facts.amountValid || ( facts.blocked && ! resubmitted ) ) {
		return 'ignore';
	}
	if ( ! facts.cardValid ) {
		return 'show-card-errors';
	}
	return resubmitted ? 'resume' : 'start';
}

/**
 * The submit state after an event.
 *
 * @example submitTransition( initialSubmitState( null ), { type: 'submit-started' } ).status // 'sending'
 * @param state Current state.
 * @param event What happened.
 */
export function submitTransition(
	state: SubmitState,
	event: SubmitEvent
): SubmitState {
	switch ( event.type ) {
		case 'card-rejected':
			return { ...state, status: 'idle', cardTouched: ALL_CARD_FIELDS };
		case 'submit-started':
			return { ...state, status: 'sending', error: null };
		case 'token-received':
			return {
				...state,
				status: 'resubmitting',
				tokenField: event.token,
			};
		case 'submit-succeeded':
			return { ...state, status: 'done', receipt: event.receipt };
		case 'submit-failed':
			// A provider's token is good for one charge attempt: the next submit asks for a new one.
			return {
				...state,
				status: 'idle',
				error: event.error,
				tokenField: '',
			};
		case 'card-changed':
			// A token belongs to the card it was made from.
			return { ...state, tokenField: '' };
		case 'card-left':
			return state.cardTouched.includes( event.field )
				? state
				: {
						...state,
						cardTouched: [ ...state.cardTouched, event.field ],
					};
	}
}

/**
 * Whether the form shows busy: a request or the card-token flow runs.
 *
 * @param status The submit status.
 */
export function isSubmitting( status: SubmitStatus ): boolean {
	return status === 'sending' || status === 'resubmitting';
}
