/**
 * The card a donor typed, checked and turned into what a payment provider's API takes.
 */
import { __ } from '@wordpress/i18n';
import {
	cardType,
	parseCardExpiry,
	validateCardCVC,
	validateCardExpiry,
	validateCardNumber,
} from './card';

import type { CardDetails, CardField } from './card-state';

export { EMPTY_CARD, type CardDetails, type CardField } from './card-state';

/** What a provider needs: digits only, a two-digit month and a four-digit year. */
export interface CardPayload {
	number: string;
	expMonth: string;
	expYear: string;
	cvc: string;
	/** One of the spec's card types, or '' when unknown. */
	brand: string;
	last4: string;
}

/**
 * A message per field the donor still has to fix (none: the card can be sent).
 *
 * @param card The typed card.
 * @param now  The current time (expiry is relative to it).
 */
export function cardErrors(
	card: CardDetails,
	now: Date = new Date()
): Partial< Record< CardField, string > > {
	const errors: Partial< Record< CardField, string > > = {};
	if ( ! validateCardNumber( card.number ) ) {
		errors.number =
			card.number.trim() === ''
				? __( 'Please enter your card number.', 'opengive' )
				: __( 'This card number is not valid.', 'opengive' );
	}
	// 'MM / YY' as formatted (a two-digit year through the spec's pivot), or 'MM / YYYY'.
	const { month, year } = parseCardExpiry( card.expiry );
	if (
		Number.isNaN( month ) ||
		Number.isNaN( year ) ||
		! validateCardExpiry( month, year, now )
	) {
		errors.expiry =
			card.expiry.trim() === ''
				? __( 'Please enter the expiry date (MM / YY).', 'opengive' )
				: __(
						'This expiry date is not valid or has passed.',
						'opengive'
					);
	}
	if ( ! validateCardCVC( card.cvc, cardType( card.number ) ) ) {
		errors.cvc = __(
			'Please enter the security code from the back of the card.',
			'opengive'
		);
	}
	return errors;
}

/**
 * The card as a provider takes it. Call only once cardErrors() is empty.
 *
 * @param card The typed card.
 */
export function cardPayload( card: CardDetails ): CardPayload {
	const digits = card.number.replace( /\D/g, '' );
	const { month, year } = parseCardExpiry( card.expiry );
	return {
		number: digits,
		expMonth: String( month ).padStart( 2, '0' ),
		expYear: String( year ),
		cvc: card.cvc.trim(),
		brand: cardType( digits ) ?? '',
		last4: digits.slice( -4 ),
	};
}
