/**
 * Formats minor units for people. Twin of AmountFormatter::format() in PHP;
 * both pass tests/fixtures/money.json.
 */
import type { CurrencySettings } from './currency';

/**
 * Inserts thousands separators; Indian rupees group by two after the first three digits.
 *
 * @param digits    Whole-unit digits.
 * @param separator Separator.
 * @param indian    Use Indian grouping.
 */
function group( digits: string, separator: string, indian: boolean ): string {
	if ( digits.length <= 3 ) {
		return digits;
	}
	const size = indian ? 2 : 3;
	const parts: string[] = [ digits.slice( -3 ) ];
	let rest = digits.slice( 0, -3 );
	while ( rest.length > size ) {
		parts.unshift( rest.slice( -size ) );
		rest = rest.slice( 0, -size );
	}
	parts.unshift( rest );
	return parts.join( separator );
}

/**
 * The number without symbol, e.g. "1,234.50". Minor units are the currency's own; the form's display
 * decimals decide how many decimals show unless that would hide part of the amount (¥1,000 on a form
 * showing two decimals is "1,000.00"; $10.50 on a form showing none stays "10.50").
 *
 * @param minor    Minor units.
 * @param currency Currency.
 */
export function formatNumber(
	minor: number,
	currency: CurrencySettings
): string {
	const decimals = currency.minorUnits;
	const digits = String( Math.abs( Math.trunc( minor ) ) ).padStart(
		decimals + 1,
		'0'
	);
	const whole = decimals === 0 ? digits : digits.slice( 0, -decimals );
	let fraction = decimals === 0 ? '' : digits.slice( -decimals );
	const shown = currency.decimals;
	if ( shown >= decimals ) {
		fraction = fraction.padEnd( shown, '0' );
	} else if ( fraction.slice( shown ).replace( /0/g, '' ) === '' ) {
		fraction = fraction.slice( 0, shown );
	}
	const grouped = group(
		whole,
		currency.thousandsSeparator,
		currency.code === 'INR'
	);
	return fraction === ''
		? grouped
		: grouped + currency.decimalSeparator + fraction;
}

/**
 * The amount with symbol in the currency's position.
 *
 * @example formatAmount( 123450, usd ) // "$1,234.50"
 * @param minor    Minor units.
 * @param currency Currency.
 */
export function formatAmount(
	minor: number,
	currency: CurrencySettings
): string {
	const sign = minor < 0 ? '-' : '';
	const number = formatNumber( minor, currency );
	return currency.position === 'after'
		? sign + number + currency.symbol
		: sign + currency.symbol + number;
}
