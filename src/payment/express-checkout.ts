/**
 * What Stripe's Express Checkout Element (Apple Pay, Google Pay, Link) is told, and what comes back
 * from a wallet: pure, so the sheet's lines for each gift and the donor taken from a wallet are
 * tested without Stripe.
 */
import { __, sprintf } from '@wordpress/i18n';
import type {
	ClickResolveDetails,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementOptions,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { PAYMENT_ELEMENT_OPTIONS } from './payment-element';

/**
 * The buttons: one row where they fit, the wallet's own look. The form asks for name and email
 * itself; a donor who pays from the sheet before typing them gets them from the wallet instead
 * (emailRequired), so the sheet never asks for an address the charity does not need.
 */
export const EXPRESS_CHECKOUT_OPTIONS: StripeExpressCheckoutElementOptions = {
	emailRequired: true,
	buttonType: { googlePay: 'donate', applePay: 'donate' },
	layout: { maxColumns: 3, maxRows: 1, overflow: 'auto' },
};

/**
 * The Payment Element beside the express buttons: Stripe's advice is to show each wallet once, in
 * the buttons above, not again as a tab of the element.
 */
export const PAYMENT_ELEMENT_BESIDE_EXPRESS: StripePaymentElementOptions = {
	...PAYMENT_ELEMENT_OPTIONS,
	wallets: { applePay: 'never', googlePay: 'never' },
};

/** The gift as the sheet shows it, minor units. */
export interface SheetGift {
	amount: number;
	fee: number;
	recurring: boolean;
	/** The frequency's adjective for the donor ("Monthly"), when the gift repeats. */
	frequencyLabel?: string;
}

/**
 * What the sheet shows when a button is pressed: the gift and the covered fee as lines adding up to
 * the total Elements holds (Stripe refuses lines that do not).
 *
 * @param gift The gift.
 */
export function sheetDetails( gift: SheetGift ): ClickResolveDetails {
	const donation =
		gift.recurring && gift.frequencyLabel
			? sprintf(
					/* translators: %s: how often, e.g. "Monthly" */
					__( '%s donation', 'opengive' ),
					gift.frequencyLabel
				)
			: __( 'Donation', 'opengive' );
	const lineItems: Array< { name: string; amount: number } > = [
		{ name: donation, amount: gift.amount },
	];
	if ( gift.fee > 0 ) {
		lineItems.push( {
			name: __( 'Processing fee you cover', 'opengive' ),
			amount: gift.fee,
		} );
	}
	return { lineItems };
}

/** The donor as the form needs them. */
export interface WalletDonor {
	firstName: string;
	lastName: string;
	email: string;
}

/**
 * The donor from the wallet's billing details: the form's own fields win where the donor filled
 * them; the wallet fills only what is empty. A name is split at its first space (first name, the
 * rest), as the form's two fields take it.
 *
 * @param billing The confirm event's billing details.
 * @param typed   What the donor typed into the form.
 */
export function donorFromWallet(
	billing: StripeExpressCheckoutElementConfirmEvent[ 'billingDetails' ],
	typed: WalletDonor
): WalletDonor {
	const name = ( billing?.name ?? '' ).trim().replace( /\s+/g, ' ' );
	const space = name.indexOf( ' ' );
	const first = space < 0 ? name : name.slice( 0, space );
	const last = space < 0 ? '' : name.slice( space + 1 );
	const hasName = typed.firstName.trim() !== '';
	return {
		firstName: hasName ? typed.firstName : first,
		lastName: hasName ? typed.lastName : last,
		email:
			typed.email.trim() !== ''
				? typed.email
				: ( billing?.email ?? '' ).trim(),
	};
}
