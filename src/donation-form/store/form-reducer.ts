/**
 * One donation form's reducer: the donor's edits, plus the amount and submit machines' events.
 * Pure: the React form (blocks/donation-form) dispatches, and the tests call it directly.
 */
import type { FormConfig } from '../../types/form-config';
import type { BillingAddress } from '../../api/donations';
import type { CardDetails } from '../../payment/card-state';
import type { Period } from '../recurring';
import { amountTransition, type AmountEvent } from './amount-machine';
import { submitTransition, type SubmitEvent } from './submit-machine';
import type { DonorDetails, ExtraValues, FormState } from './form-state';

export type FormEvent =
	| AmountEvent
	| SubmitEvent
	| { type: 'gateway-chosen'; gatewayId: string }
	| { type: 'donor-edited'; field: keyof DonorDetails; value: string }
	| { type: 'extras-edited'; extras: ExtraValues }
	| { type: 'card-edited'; card: CardDetails }
	| { type: 'address-edited'; address: BillingAddress }
	| { type: 'terms-toggled'; accepted: boolean }
	| { type: 'honeypot-edited'; value: string }
	| { type: 'fee-toggled'; cover: boolean }
	| { type: 'period-chosen'; period: Period }
	| { type: 'account-toggled'; create: boolean }
	| { type: 'account-password-edited'; password: string }
	| { type: 'revealed' }
	| { type: 'logged-in'; user: Partial< DonorDetails > };

/**
 * The form's state after an event.
 *
 * @example formReducer( config )( state, { type: 'fee-toggled', cover: true } ).coverFee // true
 * @param config Form configuration (the amount machine needs its levels and currency).
 */
export function formReducer( config: FormConfig ) {
	return ( state: FormState, event: FormEvent ): FormState => {
		switch ( event.type ) {
			case 'level-chosen':
			case 'custom-typed':
			case 'custom-focused':
			case 'custom-left':
				return {
					...state,
					amount: amountTransition( state.amount, event, config ),
				};
			case 'card-rejected':
			case 'submit-started':
			case 'token-received':
			case 'submit-succeeded':
			case 'submit-failed':
			case 'card-changed':
			case 'card-left':
				return {
					...state,
					submit: submitTransition( state.submit, event ),
				};
			case 'gateway-chosen':
				return { ...state, gatewayId: event.gatewayId };
			case 'donor-edited':
				return {
					...state,
					donor: { ...state.donor, [ event.field ]: event.value },
				};
			case 'extras-edited':
				return { ...state, extras: event.extras };
			case 'card-edited':
				return {
					...state,
					card: event.card,
					submit: submitTransition( state.submit, {
						type: 'card-changed',
					} ),
				};
			case 'address-edited':
				return { ...state, address: event.address };
			case 'terms-toggled':
				return { ...state, termsAccepted: event.accepted };
			case 'honeypot-edited':
				return { ...state, honeypot: event.value };
			case 'fee-toggled':
				return { ...state, coverFee: event.cover };
			case 'period-chosen':
				return { ...state, chosenPeriod: event.period };
			case 'account-toggled':
				return { ...state, createAccount: event.create };
			case 'account-password-edited':
				return { ...state, accountPassword: event.password };
			case 'revealed':
				return { ...state, revealed: true };
			case 'logged-in':
				// What the account knows fills the details; an empty value keeps what was typed.
				return {
					...state,
					loggedIn: true,
					donor: {
						firstName:
							event.user.firstName || state.donor.firstName,
						lastName: event.user.lastName || state.donor.lastName,
						email: event.user.email || state.donor.email,
					},
				};
		}
	};
}
