/**
 * The one rule for reading a typed amount. Twin of AmountParser::read() in PHP; both pass
 * tests/fixtures/amount-parse.json.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { CurrencySettings } from './currency';

export type AmountParseVerdict =
	'ok' | 'negative' | 'invalid' | 'too_many_decimals' | 'too_large';

export type AmountParseResult =
	| { verdict: 'ok'; minor: number }
	| { verdict: Exclude< AmountParseVerdict, 'ok' >; minor: 0 };

/** Minor-unit digits allowed: exact in a JS number and in a signed 64-bit column, with room for totals. */
const MAX_MINOR_DIGITS = 15;

const spaces = ( text: string ) => text.replace( /[\u00a0\u202f]/g, ' ' );
const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\/]/g, '\\$&' );

/**
 * Digits, or digits grouped by the separator in threes (1,234,567) or the Indian way (12,34,567).
 *
 * @param whole     Whole-unit text.
 * @param separator Thousands separator ('' for none).
 */
function grouped( whole: string, separator: string ): boolean {
	if ( /^[0-9]*$/.test( whole ) ) {
		return true;
	}
	if ( separator === '' ) {
		return false;
	}
	const sep = escape( separator );
	return (
		new RegExp( `^[0-9]{1,3}(${ sep }[0-9]{3})+$` ).test( whole ) ||
		new RegExp( `^[0-9]{1,2}(${ sep }[0-9]{2})*${ sep }[0-9]{3}$` ).test(
			whole
		)
	);
}

const fail = (
	verdict: Exclude< AmountParseVerdict, 'ok' >
): AmountParseResult => ( { verdict, minor: 0 } );

/**
 * Reads an amount: an optional symbol before or after, whole units grouped with the form's thousands
 * separator, one decimal separator and at most the currency's own decimals (further zeros are
 * allowed). Anything else (a sign, an exponent, letters, the other separator) is refused, never
 * stripped. Empty text is 0.
 *
 * @example readAmount( '$1,234.56', usd ) // { verdict: 'ok', minor: 123456 }
 * @param input    Typed text.
 * @param currency The form's currency.
 */
export function readAmount(
	input: string,
	currency: CurrencySettings
): AmountParseResult {
	let text = spaces( input ).trim();
	const symbol = spaces( currency.symbol ).trim();
	if ( symbol !== '' && text.startsWith( symbol ) ) {
		text = text.slice( symbol.length ).trim();
	} else if ( symbol !== '' && text.endsWith( symbol ) ) {
		text = text.slice( 0, -symbol.length ).trim();
	}
	if ( text === '' ) {
		return { verdict: 'ok', minor: 0 };
	}
	if ( text.startsWith( '-' ) || text.startsWith( '\u2212' ) ) {
		return fail( 'negative' );
	}
	const parts = text.split( currency.decimalSeparator || '.' );
	if ( parts.length > 2 ) {
		return fail( 'invalid' );
	}
	const thousands = spaces( currency.thousandsSeparator );
	const [ whole = '', fraction = '' ] = parts;
	if (
		( whole === '' && fraction === '' ) ||
		! /^[0-9]*$/.test( fraction ) ||
		! grouped( whole, thousands )
	) {
		return fail( 'invalid' );
	}
	const decimals = currency.minorUnits;
	if (
		fraction.length > decimals &&
		fraction.slice( decimals ).replace( /0/g, '' ) !== ''
	) {
		return fail( 'too_many_decimals' );
	}
	const digits = (
		thousands === '' ? whole : whole.split( thousands ).join( '' )
	).replace( /^0+/, '' );
	if ( digits.length + decimals > MAX_MINOR_DIGITS ) {
		return fail( 'too_large' );
	}
	const kept = fraction.slice( 0, decimals ).padEnd( decimals, '0' );
	return { verdict: 'ok', minor: Number( ( digits || '0' ) + kept ) };
}

/**
 * "1,234.56" in the form's separators and the currency's decimals.
 *
 * @param currency The form's currency.
 */
function example( currency: CurrencySettings ): string {
	const fraction = '5678'.slice( 0, currency.minorUnits );
	return (
		'1' +
		currency.thousandsSeparator +
		'234' +
		( fraction === '' ? '' : currency.decimalSeparator + fraction )
	);
}

/**
 * The form's sentence for a refused amount (the same words as AmountParser::message()).
 *
 * @param verdict  What was wrong.
 * @param currency The form's currency.
 */
export function amountParseMessage(
	verdict: Exclude< AmountParseVerdict, 'ok' >,
	currency: CurrencySettings
): string {
	switch ( verdict ) {
		case 'negative':
			return __( 'Please enter a positive amount.', 'opengive' );
		case 'too_large':
			return __( 'This amount is too large.', 'opengive' );
		case 'too_many_decimals': {
			const decimals = currency.minorUnits;
			return decimals === 0
				? __(
						'Please enter a whole amount, without decimals.',
						'opengive'
					)
				: sprintf(
						/* translators: %d: the currency's number of decimal places, e.g. 2 */
						_n(
							'Please use at most %d decimal place.',
							'Please use at most %d decimal places.',
							decimals,
							'opengive'
						),
						decimals
					);
		}
		case 'invalid':
			return sprintf(
				/* translators: %s: an example amount written with the form's separators, e.g. 1,234.56 */
				__(
					'Please enter the amount as a number, like %s.',
					'opengive'
				),
				example( currency )
			);
	}
}

/**
 * Minor units of what was typed; NaN when the text is not an amount (readAmount() says why).
 * NaN, not 0, so a refused entry never passes for "empty" and falls back to a level.
 *
 * @example parseAmount( '$1,234.56', usd ) // 123456
 * @param input    Typed text.
 * @param currency The form's currency.
 */
export function parseAmount(
	input: string,
	currency: CurrencySettings
): number {
	const result = readAmount( input, currency );
	return result.verdict === 'ok' ? result.minor : Number.NaN;
}
