/**
 * The donation request a form sends: its state and derived view, the card's token and the attempt's
 * identity. Pure, so what is sent for each choice is tested without a browser.
 */
import type { FormConfig } from '../../types/form-config';
import type { DonateRequest } from '../../api/donations';
import type { FormState } from './form-state';
import type { FormView } from './selectors';

/** What the provider returned for the card (empty for gateways without one). */
export interface CardToken {
	paymentToken?: string;
	cardBrand?: string;
	cardLast4?: string;
}

/**
 * The request body for POST /opengive/v1/donations.
 *
 * @param state              Form state.
 * @param view               formView( state, config ).
 * @param config             Form configuration.
 * @param attempt
 * @param attempt.token      The card's token.
 * @param attempt.formHash   The current form hash.
 * @param attempt.returnUrl  Where the receipt link points.
 * @param attempt.attemptKey One key for every retry of this attempt.
 */
export function donateRequest(
	state: FormState,
	view: FormView,
	config: FormConfig,
	attempt: {
		token: CardToken;
		formHash: string;
		returnUrl: string;
		attemptKey: string;
	}
): DonateRequest {
	const { amount, fee } = view;
	const { extras } = state;
	const wantsAccount =
		( state.createAccount || view.forceAccount ) &&
		! state.loggedIn &&
		view.registrationOpen;
	return {
		...attempt.token,
		formHash: attempt.formHash,
		...( config.recurring ? { recurringPeriod: view.period } : {} ),
		...( view.availableFee > 0
			? { coverFee: state.coverFee, feeAmount: fee, total: amount + fee }
			: {} ),
		...( wantsAccount
			? { createAccount: true, accountPassword: state.accountPassword }
			: {} ),
		formId: config.formId,
		amount,
		levelId: state.amount.levelId,
		firstName: state.donor.firstName,
		lastName: state.donor.lastName,
		email: state.donor.email,
		gatewayId: state.gatewayId,
		returnUrl: attempt.returnUrl,
		companyOption: extras.companyOption,
		...( config.company === 'accountType'
			? { bankAccountType: extras.bankAccountType }
			: {} ),
		company: extras.company,
		comment: extras.comment,
		anonymous: extras.anonymous,
		termsAccepted: state.termsAccepted,
		...( config.billingAddress ? { billingAddress: state.address } : {} ),
		// Answers to hidden fields are not sent.
		customFields: Object.fromEntries(
			Object.entries( extras.answers ).filter( ( [ name ] ) =>
				view.visibleFields.includes( name )
			)
		),
		idempotencyKey: attempt.attemptKey,
		opengive_website: state.honeypot,
	};
}
