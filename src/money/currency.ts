/**
 * How a form's currency is written. Mirrors plugin/src/Support/Money/Currency.php; both read the one
 * currency table, plugin/data/currencies.json.
 *
 * Two precisions: the currency's own minor units (ISO 4217; every amount is an integer of them, from
 * the browser to the provider to the database) and the form's `decimals`, a display setting only.
 */
import table from '../../plugin/data/currencies.json';
import { MAX_DECIMALS } from './limits';

export interface CurrencySettings {
	code: string;
	symbol: string;
	position: 'before' | 'after';
	thousandsSeparator: string;
	decimalSeparator: string;
	/** Decimals shown: display only, never the stored or charged precision. */
	decimals: number;
	/**
	 * The currency's own minor-unit decimals (the table's): every amount is an integer of these.
	 * Carried with the settings so a page given them (the donation form) needs no currency table.
	 */
	minorUnits: number;
}

interface CurrencyRow {
	decimals: number;
	symbol: string;
}

const rows = table.currencies as Record< string, CurrencyRow >;

/**
 * A currency's own minor-unit decimals: 0 for JPY, 3 for KWD, 2 for a code not listed.
 *
 * @param code ISO 4217 code.
 */
export function minorDecimals( code: string ): number {
	return rows[ code.toUpperCase() ]?.decimals ?? table.defaults.decimals;
}

/**
 * Fills the spec's defaults (USD: $, 2 decimals, ',' and '.') into partial settings; another code
 * takes its own symbol and decimals from the currency table, and its minor units always do.
 *
 * @param partial Stored settings, possibly incomplete.
 */
export function normalizeCurrency(
	partial: Partial< CurrencySettings > = {}
): CurrencySettings {
	const code = ( partial.code ?? 'USD' ).toUpperCase();
	const decimals = Math.trunc( partial.decimals ?? minorDecimals( code ) );
	return {
		code,
		symbol: partial.symbol ?? rows[ code ]?.symbol ?? code,
		position: partial.position === 'after' ? 'after' : 'before',
		thousandsSeparator:
			partial.thousandsSeparator ?? table.defaults.thousandsSeparator,
		decimalSeparator:
			partial.decimalSeparator || table.defaults.decimalSeparator,
		decimals: Math.max( 0, Math.min( MAX_DECIMALS, decimals ) ),
		minorUnits: minorDecimals( code ),
	};
}
