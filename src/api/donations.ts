/**
 * Donor-facing donation calls, through apiFetch (so the REST root and nonce middlewares WordPress
 * sets up apply, and tests can swap the fetch handler for a PHP-free mock).
 */
import apiFetch from '@wordpress/api-fetch';

export interface BillingAddress {
	address1: string;
	address2: string;
	city: string;
	state: string;
	country: string;
	zip: string;
}

export interface DonateRequest {
	formId: number;
	amount: number;
	levelId: string;
	firstName: string;
	lastName: string;
	email: string;
	gatewayId: string;
	returnUrl: string;
	companyOption: 'yes' | 'no';
	/** '0' personal, '1' business, on forms that ask for the bank account type. */
	bankAccountType?: '0' | '1';
	company: string;
	comment: string;
	anonymous: boolean;
	termsAccepted: boolean;
	billingAddress?: BillingAddress;
	/** Answers to the visible custom fields. */
	customFields: Record< string, string >;
	/** Same key for every retry of one attempt: the server then records one donation. */
	idempotencyKey: string;
	/** 'once' or the period of a recurring gift. */
	recurringPeriod?: string;
	/** The donor covers the processing fee; feeAmount and total are what they saw (checked by the server). */
	coverFee?: boolean;
	feeAmount?: number;
	total?: number;
	/** Make an account with the donor's email as login, once the gift went through. */
	createAccount?: boolean;
	accountPassword?: string;
	/** The form hash; a stale one is refused with 403 opengive_invalid_form_hash. */
	formHash?: string;
	/** Card gateways: the provider's one-time token (never the card number). */
	paymentToken?: string;
	cardBrand?: string;
	cardLast4?: string;
	/** Honeypot: people leave it empty. */
	opengive_website: string;
}

export interface DonationReceipt {
	donationId: number;
	status: string;
	statusLabel: string;
	amount: number;
	amountFormatted: string;
	currency: string;
	formTitle: string;
	donorName: string;
	email: string;
	date: string;
	paymentMethod: string;
	transactionId: string;
	mode: 'live' | 'test';
	receiptUrl: string;
	/** How to complete an offline donation; empty for other gateways. */
	instructions: string;
	/** An account was made with the donation; the donor is logged in. */
	accountCreated?: boolean;
	feeAmountRecovered?: number;
	feeFormatted?: string;
	total?: number;
	totalFormatted?: string;
}

export const DONATIONS_PATH = '/opengive/v1/donations';

/**
 * Records and charges a donation.
 *
 * @param request The donation.
 * @return The receipt; rejects with the server's error ({ code, message, data }).
 */
export function donate( request: DonateRequest ): Promise< DonationReceipt > {
	return apiFetch< DonationReceipt >( {
		path: DONATIONS_PATH,
		method: 'POST',
		data: request,
	} );
}
