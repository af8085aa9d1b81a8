/**
 * Parses what a donor typed into minor units. Twin of AmountFormatter::parse() in PHP;
 * both pass tests/fixtures/money.json.
 */
import type { CurrencySettings } from './currency';

/** Whole-unit digits kept; more are clamped so minor units stay exact in a JS number. */
const MAX_INTEGER_DIGITS = 11;

/**
 * Strips non-numeric characters (so a minus sign goes: the absolute value is taken), splits at the
 * last decimal separator and rounds the fraction half up to the currency's decimals.
 *
 * @example parseAmount( '$1,234.567', usd ) // 123457
 * @param input    Typed text.
 * @param currency The form's currency.
 * @return Minor units; 0 when there are no digits.
 */
export function parseAmount(
	input: string,
	currency: CurrencySettings
): number {
	const cut = input.lastIndexOf( currency.decimalSeparator );
	const rawWhole = cut === -1 ? input : input.slice( 0, cut );
	const rawFraction =
		cut === -1 ? '' : input.slice( cut + currency.decimalSeparator.length );
	let whole = rawWhole.replace( /\D+/g, '' ).replace( /^0+/, '' );
	let fraction = rawFraction.replace( /\D+/g, '' );

	if ( whole.length > MAX_INTEGER_DIGITS ) {
		whole = '9'.repeat( MAX_INTEGER_DIGITS );
		fraction = '';
	}

	const { decimals } = currency;
	let minor = Number( whole || '0' ) * 10 ** decimals;
	const kept = fraction.slice( 0, decimals ).padEnd( decimals, '0' );
	minor += kept === '' ? 0 : Number( kept );
	if ( fraction.length > decimals && Number( fraction[ decimals ] ) >= 5 ) {
		minor += 1;
	}
	return minor;
}
