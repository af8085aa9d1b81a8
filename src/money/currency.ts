/**
 * How a form's currency is written. Mirrors plugin/src/Support/Money/Currency.php.
 */

export interface CurrencySettings {
	code: string;
	symbol: string;
	position: 'before' | 'after';
	thousandsSeparator: string;
	decimalSeparator: string;
	decimals: number;
}

/** Currencies with no minor unit. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
	'BIF',
	'CLP',
	'DJF',
	'GNF',
	'JPY',
	'KMF',
	'KRW',
	'MGA',
	'PYG',
	'RWF',
	'UGX',
	'VND',
	'VUV',
	'XAF',
	'XOF',
	'XPF',
];

const MAX_DECIMALS = 4;

/**
 * Whether an ISO code has no minor unit.
 *
 * @param code ISO 4217 code.
 */
export function isZeroDecimalCurrency( code: string ): boolean {
	return ZERO_DECIMAL_CURRENCIES.includes( code.toUpperCase() );
}

/**
 * Fills the spec's defaults ($, 2 decimals, ',' and '.') into partial settings.
 *
 * @param partial Stored settings, possibly incomplete.
 */
export function normalizeCurrency(
	partial: Partial< CurrencySettings > = {}
): CurrencySettings {
	const code = ( partial.code ?? 'USD' ).toUpperCase();
	const fallbackDecimals = isZeroDecimalCurrency( code ) ? 0 : 2;
	const decimals = Math.trunc( partial.decimals ?? fallbackDecimals );
	return {
		code,
		symbol: partial.symbol ?? '$',
		position: partial.position === 'after' ? 'after' : 'before',
		thousandsSeparator: partial.thousandsSeparator ?? ',',
		decimalSeparator: partial.decimalSeparator || '.',
		decimals: Math.max( 0, Math.min( MAX_DECIMALS, decimals ) ),
	};
}
