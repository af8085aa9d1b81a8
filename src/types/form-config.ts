/**
 * The donation form's configuration as render.php prints it (DonationFormViewModel::config()).
 */
import type { CurrencySettings } from '../money/currency';
import type { FieldCondition } from '../validation/conditions';
import type { FormNonce } from '../donation-form/nonce';
import type { CompanyMode } from '../validation/company';
import type { FeeRecoverySettings } from '../money/fees';
import type { Period, RecurringSettings } from '../donation-form/recurring';

export interface DonationLevel {
	id: string;
	/** Minor units. */
	amount: number;
	label: string;
}

export interface GatewayOption {
	id: string;
	label: string;
	/** 'card': the form collects a card and sends it to the provider for a token. */
	fields: 'none' | 'card' | 'payment-element';
}

/** A failed no-JavaScript submission handed back to the form. */
export interface ServerFormError {
	code: string;
	message: string;
	field: string;
	values: Record< string, unknown >;
}

export interface CustomField {
	/** Key of the answer, e.g. "tribute". */
	name: string;
	label: string;
	type: 'text' | 'number' | 'select' | 'checkbox';
	options: string[];
	required: boolean;
	/** Shown only while this holds; it may refer to amount, levelId, gatewayId, companyOption or an earlier field. */
	condition: FieldCondition | null;
}

export interface TermsSettings {
	enabled: boolean;
	label: string;
	text: string;
}

export interface FormConfig {
	formId: number;
	/** GiveWP's give-form-id-prefix: form id and instance on the page, e.g. "4-1". */
	idPrefix: string;
	title: string;
	levels: DonationLevel[];
	defaultLevel: string;
	customAmount: boolean;
	/** Minor units, or null for no limit. */
	minimum: number | null;
	maximum: number | null;
	currency: CurrencySettings;
	levelDisplay: 'buttons' | 'radios' | 'select';
	gateways: GatewayOption[];
	displayMode: 'inline' | 'modal' | 'reveal' | 'button';
	/** Label of the reveal/open button. */
	buttonLabel: string;
	/**
	 * 'optional' asks yes/no first; 'required' always asks for the company name; 'accountType' asks
	 * for the bank account type, and Business (1) asks for the company name.
	 */
	company: CompanyMode;
	comment: boolean;
	anonymous: boolean;
	billingAddress: boolean;
	/** Country names by ISO code (only when the form asks for an address). */
	countries: Record< string, string >;
	terms: TermsSettings;
	customFields: CustomField[];
	error: ServerFormError | null;
	/** The no_gateway alert, for a form that offers no payment method. */
	noGatewayMessage: string;
	/** The form hash (give-form-hash) with its creation time and lifetime. */
	nonce: FormNonce;
	/** admin-ajax.php, for the legacy calls. */
	ajaxUrl: string;
	/** The page was rendered for a browser with a donor session. */
	donorSession: boolean;
	/** Recurring settings (GiveWP's JSON), or null for one-time gifts only. */
	recurring: RecurringSettings | null;
	/** The period the form starts on, preset on the block (absent: once); one the donor may choose. */
	initialPeriod?: Exclude< Period, 'once' >;
	/** Donors may reach their history by email, so recurring gifts need no account. */
	emailAccess: boolean;
	/** Visitors may create an account with a gift (absent on pages printed before it existed: open). */
	registrationOpen?: boolean;
	/** Fee recovery settings (GiveWP's JSON), or null when the form recovers no fees. */
	feeRecovery: FeeRecoverySettings | null;
	/** Offer logging in inside the form (the visitor was not logged in when the page was made). */
	loginEnabled: boolean;
}
