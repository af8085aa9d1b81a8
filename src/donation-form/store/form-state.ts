/**
 * One donation form's state, and where it starts: the page's preselection, the server's answer when
 * it sent the form back with an error (the donor's entries kept), or the form's defaults.
 */
import type { FormConfig } from '../../types/form-config';
import type { BillingAddress } from '../../api/donations';
import { EMPTY_CARD, type CardDetails } from '../../payment/card-state';
import { CUSTOM_LEVEL } from '../amount';
import type { Preselection } from '../preselect';
import type { Period } from '../recurring';
import type { AmountState } from './amount-machine';
import { initialSubmitState, type SubmitState } from './submit-machine';

/** The optional parts of a form: company, custom field answers, comment, anonymity. */
export interface ExtraValues {
	companyOption: 'yes' | 'no';
	/** '0' personal, '1' business (forms asking for the bank account type). */
	bankAccountType: '0' | '1';
	company: string;
	comment: string;
	anonymous: boolean;
	answers: Record< string, string >;
}

export interface DonorDetails {
	firstName: string;
	lastName: string;
	email: string;
}

export interface FormState {
	amount: AmountState;
	gatewayId: string;
	donor: DonorDetails;
	extras: ExtraValues;
	card: CardDetails;
	address: BillingAddress;
	termsAccepted: boolean;
	/** The honeypot field: people leave it empty. */
	honeypot: string;
	loggedIn: boolean;
	coverFee: boolean;
	/** The period the donor picked; the gateway may move it on (see selectors). */
	chosenPeriod: Period;
	createAccount: boolean;
	accountPassword: string;
	/** Reveal mode: false until the donor presses the button. */
	revealed: boolean;
	submit: SubmitState;
}

function sentBack( config: FormConfig, name: string ): string {
	const value = config.error?.values[ name ];
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

function initialLevel( config: FormConfig, preselected: Preselection ) {
	return (
		sentBack( config, 'levelId' ) ||
		preselected.levelId ||
		config.defaultLevel ||
		config.levels[ 0 ]?.id ||
		CUSTOM_LEVEL
	);
}

function initialExtras( config: FormConfig ): ExtraValues {
	const values = config.error?.values ?? {};
	const answers = values.customFields;
	return {
		companyOption: values.companyOption === 'yes' ? 'yes' : 'no',
		bankAccountType: values.bankAccountType === '1' ? '1' : '0',
		company: sentBack( config, 'company' ),
		comment: sentBack( config, 'comment' ),
		anonymous: values.anonymous === true,
		answers:
			typeof answers === 'object' && answers !== null
				? ( answers as Record< string, string > )
				: {},
	};
}

/**
 * The state a form starts in.
 *
 * @param config        Form configuration.
 * @param preselected   Choices from the page address or the modal's inline amounts.
 * @param page
 * @param page.loggedIn Nobody needs to log in (the body has the logged-in class, or the form offers no login).
 * @param page.reveal   Reveal mode: the payment section waits for the button.
 */
export function initialFormState(
	config: FormConfig,
	preselected: Preselection,
	page: { loggedIn: boolean; reveal: boolean }
): FormState {
	const error = config.error;
	return {
		amount: {
			levelId: initialLevel( config, preselected ),
			customText:
				sentBack( config, 'amountRaw' ) || preselected.customText || '',
		},
		gatewayId:
			sentBack( config, 'gatewayId' ) ||
			preselected.gatewayId ||
			config.gateways[ 0 ]?.id ||
			'',
		donor: {
			firstName: sentBack( config, 'firstName' ),
			lastName: sentBack( config, 'lastName' ),
			email: sentBack( config, 'email' ),
		},
		extras: initialExtras( config ),
		card: EMPTY_CARD,
		address: {
			address1: '',
			address2: '',
			city: '',
			state: '',
			country: '',
			zip: '',
			...( error?.values.billingAddress as Partial< BillingAddress > ),
		},
		termsAccepted: error?.values.termsAccepted === true,
		honeypot: '',
		loggedIn: page.loggedIn,
		coverFee: false,
		chosenPeriod:
			config.recurring?.give_recurring_option === 'yes_admin'
				? config.recurring.period
				: ( config.initialPeriod ?? 'once' ),
		createAccount: false,
		accountPassword: '',
		revealed: ! page.reveal,
		submit: initialSubmitState(
			error
				? {
						code: error.code,
						message: error.message,
						field: error.field || null,
					}
				: null
		),
	};
}
