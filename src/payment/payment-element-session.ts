/**
 * Stripe's Payment Element from mount to ConfirmationToken: the payment details stay in Stripe's
 * frames; this code only ever holds the token's id. The React part (src/ui/StripePaymentElement)
 * mounts it; the form's submit and the donor dashboard's card change call confirmationTokenFrom().
 */
import { __ } from '@wordpress/i18n';
import type { StripeElementsOptionsMode, StripeError } from '@stripe/stripe-js';
import type { StripeClient } from '../api/gateways';
import { PaymentProviderError } from './provider-error';
import { loadStripeFor } from './stripe-loader';
import { PAYMENT_ELEMENT_OPTIONS } from './payment-element';
import {
	EXPRESS_CHECKOUT_OPTIONS,
	PAYMENT_ELEMENT_BESIDE_EXPRESS,
} from './express-checkout';
import type {
	ElementsSubset,
	ExpressCheckoutElementSubset,
	PaymentElementSubset,
	StripeSubset,
} from './stripe-subset';

/** A mounted Payment Element with its Stripe and Elements group (and express buttons, if asked). */
export interface PaymentElementSession {
	stripe: StripeSubset;
	elements: ElementsSubset;
	element: PaymentElementSubset;
	/** The Express Checkout Element in the same group, or null where none was asked for. */
	express: ExpressCheckoutElementSubset | null;
}

/** Stripe.js could not be loaded (offline, blocked, a wrong address in the settings). */
export const STRIPE_UNAVAILABLE = (): string =>
	__(
		'Card payments could not be loaded. Please check your connection and reload the page, or choose another payment method.',
		'opengive'
	);

/**
 * Loads Stripe.js and mounts the Payment Element in a box.
 *
 * @param client            The gateway's public settings.
 * @param host              The box.
 * @param options           The Elements group's options (payment or setup mode).
 * @param extra
 * @param extra.asksPayer   Whether the element asks for the payer's details itself (no form fields for them).
 * @param extra.expressHost Where the Express Checkout Element's buttons go (none: no buttons).
 * @param extra.load        Stripe.js's loader (injectable for tests).
 * @throws PaymentProviderError When Stripe.js does not load.
 */
export async function openPaymentElement(
	client: Pick< StripeClient, 'publishableKey' | 'jsUrl' >,
	host: HTMLElement,
	options: StripeElementsOptionsMode,
	{
		asksPayer = false,
		expressHost,
		load = loadStripeFor,
	}: {
		asksPayer?: boolean;
		expressHost?: HTMLElement;
		load?: typeof loadStripeFor;
	} = {}
): Promise< PaymentElementSession > {
	const stripe = await load( client.publishableKey, client.jsUrl ).catch(
		() => null
	);
	if ( ! stripe ) {
		throw new PaymentProviderError( STRIPE_UNAVAILABLE() );
	}
	const elements = stripe.elements( options );
	// One Elements group for both: a wallet's confirm makes its ConfirmationToken from the same group.
	let express: ExpressCheckoutElementSubset | null = null;
	if ( expressHost ) {
		express = elements.create(
			'expressCheckout',
			EXPRESS_CHECKOUT_OPTIONS
		);
		express.mount( expressHost );
	}
	let elementOptions = asksPayer
		? { layout: 'tabs' as const }
		: PAYMENT_ELEMENT_OPTIONS;
	if ( express ) {
		elementOptions = PAYMENT_ELEMENT_BESIDE_EXPRESS;
	}
	const element = elements.create( 'payment', elementOptions );
	element.mount( host );
	return { stripe, elements, element, express };
}

/**
 * Stripe's words for the donor where Stripe words them for the donor (the card, the fields);
 * anything else is the site's set-up (a wrong key), which the donor cannot fix.
 *
 * @param error Stripe.js's error.
 */
export function donorMessage( error: StripeError ): string {
	const forDonor =
		error.type === 'card_error' || error.type === 'validation_error';
	return forDonor && error.message
		? error.message
		: __(
				'Card payments are not set up correctly on this site. Please choose another payment method or contact us.',
				'opengive'
			);
}

/** Who pays: the form's own fields, sent with the token (the element does not ask again). */
export interface Payer {
	name: string;
	email: string;
}

/**
 * Checks the element's fields and turns them into a ConfirmationToken.
 *
 * @param session The mounted element.
 * @param payer   The donor's name and email from the form's fields; null where the element asked.
 * @return The token's id (ctoken_…), for the server to confirm an intent with.
 * @throws PaymentProviderError With Stripe's message for the donor.
 */
export async function confirmationTokenFrom(
	session: PaymentElementSession,
	payer: Payer | null
): Promise< string > {
	const checked = await session.elements.submit();
	if ( checked.error ) {
		throw new PaymentProviderError( donorMessage( checked.error ) );
	}
	const made = await session.stripe.createConfirmationToken( {
		elements: session.elements,
		...( payer
			? {
					params: {
						payment_method_data: {
							billing_details: {
								name: payer.name,
								email: payer.email,
							},
						},
					},
				}
			: {} ),
	} );
	if ( made.error ) {
		throw new PaymentProviderError( donorMessage( made.error ) );
	}
	return made.confirmationToken.id;
}
