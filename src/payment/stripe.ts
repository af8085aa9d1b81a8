/**
 * Turns a card into a Stripe PaymentMethod, straight from the browser with the publishable key: the
 * card number goes to Stripe only, this site receives the PaymentMethod id.
 */
import { __ } from '@wordpress/i18n';
import type { StripeClient } from '../api/gateways';
import type { CardPayload } from './card-details';
import { PaymentProviderError } from './provider-error';

export interface ProviderToken {
	token: string;
	brand: string;
	last4: string;
}

export { PaymentProviderError };

/**
 * Creates the PaymentMethod.
 *
 * @param client    The gateway's public settings.
 * @param card      The checked card.
 * @param fetchImpl fetch (injectable for tests).
 * @throws PaymentProviderError With a message for the donor.
 */
export async function createStripePaymentMethod(
	client: StripeClient,
	card: CardPayload,
	fetchImpl: typeof fetch = fetch
): Promise< ProviderToken > {
	const body = new URLSearchParams( {
		type: 'card',
		'card[number]': card.number,
		'card[exp_month]': card.expMonth,
		'card[exp_year]': card.expYear,
		'card[cvc]': card.cvc,
	} );
	let response: Response;
	let data: {
		id?: string;
		card?: { brand?: string; last4?: string };
		error?: { type?: string; message?: string };
	};
	try {
		response = await fetchImpl( `${ client.apiBase }/v1/payment_methods`, {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ client.publishableKey }`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: body.toString(),
		} );
		data = await response.json();
	} catch {
		throw new PaymentProviderError(
			__(
				'The card payment service could not be reached. Please check your connection and try again.',
				'opengive'
			)
		);
	}
	if ( ! response.ok || ! data.id ) {
		// Stripe words card errors for the cardholder; anything else is the site's set-up.
		throw new PaymentProviderError(
			data.error?.type === 'card_error' && data.error.message
				? data.error.message
				: __(
						'Card payments are not set up correctly on this site. Please choose another payment method or contact us.',
						'opengive'
					)
		);
	}
	return {
		token: data.id,
		brand: data.card?.brand ?? card.brand,
		last4: data.card?.last4 ?? card.last4,
	};
}
