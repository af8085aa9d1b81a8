/**
 * Card type detection, validation and input formatting (spec section 5), following jquery.payment's
 * rules so its test vectors (tests/fixtures/conformance/card-*.json) apply. Card numbers never leave the
 * browser: these checks run before the provider turns them into a token.
 */
import cardTypes from '../../plugin/data/card-types.json';

export interface CardType {
	type: string;
	/** Prefixes of the digits-only number. Order matters: the first card with a matching prefix wins. */
	patterns: number[];
	length: number[];
	cvcLength: number[];
	luhn: boolean;
	/** Digit groups for display; 'default' is groups of four. */
	format: 'default' | '4-6-5' | '4-6-4';
}

/**
 * The ten card types of the spec, in lookup order (maestro 5018 before dankort 5019, etc.), from
 * plugin/data/card-types.json, which PHP reads too (the brands a provider may report, receipt labels).
 */
export const CARD_TYPES: readonly CardType[] = cardTypes.types.map(
	( { type, patterns, length, cvcLength, luhn, format } ) => ( {
		type,
		patterns,
		length,
		cvcLength,
		luhn,
		format: format as CardType[ 'format' ],
	} )
);

const FULL_WIDTH_ZERO = 0xff10;

/**
 * Turns full-width digits (as typed with East Asian input methods) into ASCII digits.
 *
 * @param value Typed text.
 */
export function normalizeDigits( value: string ): string {
	return value.replace( /[\uff10-\uff19]/g, ( digit ) =>
		String( digit.charCodeAt( 0 ) - FULL_WIDTH_ZERO )
	);
}

/**
 * The card type whose prefix the number starts with, or null.
 *
 * @example cardFromNumber( '4242 4242' )?.type // 'visa'
 * @param number Card number, any separators.
 * @param cards  Card table (prepend custom types to extend it).
 */
export function cardFromNumber(
	number: string,
	cards: readonly CardType[] = CARD_TYPES
): CardType | null {
	const digits = number.replace( /\D/g, '' );
	if ( digits === '' ) {
		return null;
	}
	return (
		cards.find( ( card ) =>
			card.patterns.some( ( pattern ) =>
				digits.startsWith( String( pattern ) )
			)
		) ?? null
	);
}

/**
 * The card type's name, or null when unknown.
 *
 * @param number Card number.
 * @param cards  Card table.
 */
export function cardType(
	number: string,
	cards: readonly CardType[] = CARD_TYPES
): string | null {
	return cardFromNumber( number, cards )?.type ?? null;
}

/**
 * The Luhn checksum.
 *
 * @param digits Digits only.
 */
export function luhnCheck( digits: string ): boolean {
	let sum = 0;
	let double = false;
	for ( let index = digits.length - 1; index >= 0; index-- ) {
		let digit = Number( digits[ index ] );
		if ( double ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
		double = ! double;
	}
	return sum % 10 === 0;
}

/**
 * Digits only (spaces and dashes allowed as separators), a known type, a length that type allows, and
 * a passing Luhn check where the type uses one (not unionpay).
 *
 * @param number Card number as typed.
 * @param cards  Card table.
 */
export function validateCardNumber(
	number: string,
	cards: readonly CardType[] = CARD_TYPES
): boolean {
	const digits = number.replace( /[\s-]/g, '' );
	if ( ! /^\d+$/.test( digits ) ) {
		return false;
	}
	const card = cardFromNumber( digits, cards );
	if ( ! card || ! card.length.includes( digits.length ) ) {
		return false;
	}
	return ! card.luhn || luhnCheck( digits );
}

/**
 * Digits only; as long as the type allows (amex 3 or 4, others 3), or 3-4 when the type is unknown.
 *
 * @param cvc  Security code.
 * @param type Card type name, if known.
 */
export function validateCardCVC( cvc: string, type?: string | null ): boolean {
	const trimmed = cvc.trim();
	if ( ! /^\d+$/.test( trimmed ) ) {
		return false;
	}
	const card = type
		? CARD_TYPES.find( ( item ) => item.type === type )
		: null;
	return card
		? card.cvcLength.includes( trimmed.length )
		: trimmed.length >= 3 && trimmed.length <= 4;
}

/** Spec section 5 / 9: a two-digit year under this is 20YY, otherwise 19YY. */
export const EXPIRY_PIVOT_YEAR = 70;

/**
 * The four-digit year a two-digit expiry year means (spec section 5's pivot); other lengths as typed.
 *
 * @example expiryFullYear( '69' ) // '2069'; expiryFullYear( '70' ) // '1970'
 * @param year Year as typed.
 */
export function expiryFullYear( year: string ): string {
	const text = year.trim();
	if ( /^\d{2}$/.test( text ) ) {
		return ( Number( text ) < EXPIRY_PIVOT_YEAR ? '20' : '19' ) + text;
	}
	return text;
}

/**
 * Month 1-12; a two-digit year under 70 means 20YY, otherwise 19YY; valid through the end of the
 * expiry month.
 *
 * @param month Month as typed.
 * @param year  Year as typed (2 or 4 digits).
 * @param now   The current time (injectable for tests).
 */
export function validateCardExpiry(
	month: string | number,
	year: string | number,
	now: Date = new Date()
): boolean {
	const monthText = String( month ).trim();
	const rawYear = String( year ).trim();
	if ( ! /^\d+$/.test( monthText ) || ! /^\d+$/.test( rawYear ) ) {
		return false;
	}
	const monthNumber = Number( monthText );
	if ( monthNumber < 1 || monthNumber > 12 ) {
		return false;
	}
	const yearText = expiryFullYear( rawYear );
	if ( yearText.length !== 4 ) {
		return false;
	}
	// The first moment after the card expires: the first day of the following month.
	const expiresAt = new Date( Number( yearText ), monthNumber, 1 );
	return expiresAt > now;
}

/**
 * Splits an expiry such as '03 / 2025' or '05/04' into numbers, with the spec's pivot for a
 * two-digit year. No validation: NaN marks a part that is not a number. (jquery.payment's
 * cardExpiryVal prefixes the current century instead; the spec's pivot wins, and the two agree on
 * every year under 70.)
 *
 * @param value Expiry text.
 */
export function parseCardExpiry( value: string ): {
	month: number;
	year: number;
} {
	const [ monthPart = '', yearPart = '' ] = value.trim().split( /[\s/]+/, 2 );
	return {
		month: parseInt( monthPart, 10 ),
		year: parseInt( expiryFullYear( yearPart ), 10 ),
	};
}

/**
 * Groups a card number for display (4-4-4-4, amex 4-6-5, diners 4-6-4), digits only, cut to the
 * longest length its type allows (19 when the type is unknown).
 *
 * @param value Typed text.
 * @param cards Card table.
 */
export function formatCardNumber(
	value: string,
	cards: readonly CardType[] = CARD_TYPES
): string {
	const digits = normalizeDigits( value ).replace( /\D/g, '' );
	const card = cardFromNumber( digits, cards );
	const max = card ? Math.max( ...card.length ) : 19;
	const kept = digits.slice( 0, max );
	if ( card && card.format !== 'default' ) {
		const sizes = card.format === '4-6-5' ? [ 4, 6, 5 ] : [ 4, 6, 4 ];
		const groups: string[] = [];
		let start = 0;
		for ( const size of sizes ) {
			const group = kept.slice( start, start + size );
			if ( group ) {
				groups.push( group );
			}
			start += size;
		}
		return groups.join( ' ' );
	}
	return ( kept.match( /\d{1,4}/g ) ?? [] ).join( ' ' );
}

/** A month and its ' / ' separator at the end of the field (jquery.payment's formatBackExpiry). */
const MONTH_AND_SEPARATOR = /\d\s\/\s?$/;

/**
 * Formats an expiry as the donor types: 'MM / YY' (or 'MM / YYYY'), at most 6 digits. A first digit
 * above 1, or a digit followed by '/', becomes a padded month; a two-digit "month" above 12 is read as
 * month 0X followed by the year's first digit. Backspace at the end of 'MM / ' removes the separator
 * and the month's last digit together, as jquery.payment does ('12 / ' → '1'), so one key press
 * never leaves the donor looking at an unchanged field.
 *
 * @param value    The field's new value.
 * @param previous The value before this change.
 */
export function formatCardExpiry( value: string, previous = '' ): string {
	const raw = normalizeDigits( value );
	const deleting = raw.length < previous.length;
	if (
		deleting &&
		MONTH_AND_SEPARATOR.test( previous ) &&
		previous.startsWith( raw )
	) {
		return previous.replace( MONTH_AND_SEPARATOR, '' );
	}
	const digits = raw.replace( /\D/g, '' ).slice( 0, 6 );
	if ( digits === '' ) {
		return '';
	}
	if ( digits.length === 1 ) {
		const padded = Number( digits ) > 1 || /^\d\s*\//.test( raw );
		return padded && ! deleting ? `0${ digits } / ` : digits;
	}
	let month = digits.slice( 0, 2 );
	let rest = digits.slice( 2 );
	if ( Number( month ) > 12 ) {
		month = `0${ digits[ 0 ] }`;
		rest = digits.slice( 1, 5 );
	}
	if ( rest === '' ) {
		// Deleting the year's last digit leaves 'MM / ' as it was; any other deletion, just the month.
		return deleting && raw !== `${ month } / ` ? month : `${ month } / `;
	}
	return `${ month } / ${ rest.slice( 0, 4 ) }`;
}

/**
 * Digits only, at most four.
 *
 * @param value Typed text.
 */
export function formatCardCVC( value: string ): string {
	return normalizeDigits( value ).replace( /\D/g, '' ).slice( 0, 4 );
}
