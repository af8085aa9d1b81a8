/**
 * The value formats of the SWV rules, written so that OpenGive\ContactForms\Validation\Formats (the
 * PHP twin) can use the very same regular expressions: ASCII-only classes, no Unicode-aware \s.
 */

/** JavaScript's String.trim() whitespace, spelt out so PHP trims the same characters. */
const WHITESPACE =
	'[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
const TRIM = new RegExp( `^${ WHITESPACE }+|${ WHITESPACE }+$`, 'g' );
const HAS_WHITESPACE = new RegExp( WHITESPACE );
const TEL_SEPARATORS = new RegExp( `(?:[()/.*#-]|${ WHITESPACE })+`, 'g' );

/**
 * The text without leading and trailing whitespace (String.trim()'s set, as PHP's twin trims).
 *
 * @param value The text.
 */
export function trimText( value: string ): string {
	return value.replace( TRIM, '' );
}

/**
 * Length in UTF-16 code units, as the browser's maxlength counts (an emoji counts 2).
 * @param value The text to check.
 */
export function utf16Length( value: string ): number {
	return value.length;
}

/**
 * WordPress's is_email(), without its filters.
 * @param value The text to check.
 */
export function isEmail( value: string ): boolean {
	if ( value.length < 6 || value.indexOf( '@', 1 ) === -1 ) {
		return false;
	}
	const at = value.indexOf( '@' );
	if (
		! /^[a-zA-Z0-9!#$%&'*+\/=?^_`{|}~.-]+$/.test( value.slice( 0, at ) )
	) {
		return false;
	}
	const domain = value.slice( at + 1 );
	if ( /\.{2,}/.test( domain ) || /^[\s.]|[\s.]$/.test( domain ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	if ( labels.length < 2 ) {
		return false;
	}
	return labels.every(
		( label ) => /^[a-z0-9-]+$/i.test( label ) && ! /^-|-$/.test( label )
	);
}

/**
 * Spec section 5: http, https, ftp, ftps, mailto, tel and sms. (swv-php v2 allows http and https
 * only; the spec wins over the vectors, and both reject telnet.) A value without a scheme but with a
 * dot is read as http://value, as CF7's URL inputs correct it.
 */
const URL_SCHEMES = [ 'http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'sms' ];
const HIERARCHICAL = [ 'http', 'https', 'ftp', 'ftps' ];

export function isUrl( value: string ): boolean {
	let text = trimText( value );
	if ( ! /^[a-z][a-z0-9.+-]*:/i.test( text ) && text.indexOf( '.' ) !== -1 ) {
		text = 'http://' + text.replace( /^\/+/, '' );
	}
	const match = /^([a-z][a-z0-9.+-]*):([\s\S]+)$/i.exec( text );
	if ( ! match || HAS_WHITESPACE.test( match[ 2 ] ) ) {
		return false;
	}
	const scheme = match[ 1 ].toLowerCase();
	if ( URL_SCHEMES.indexOf( scheme ) === -1 ) {
		return false;
	}
	if ( HIERARCHICAL.indexOf( scheme ) !== -1 ) {
		return /^\/\/[^\/?#]+/.test( match[ 2 ] );
	}
	return true;
}

/**
 * CF7's wpcf7_is_tel(): extension dropped, separators removed, + or 00 prefix, 6-15 characters.
 * @param value The text to check.
 */
export function isTel( value: string ): boolean {
	let text = value.replace( /[#*][\s\S]*$/, '' );
	text = text.replace( TEL_SEPARATORS, '' );
	if ( text.startsWith( '+' ) || text.startsWith( '00' ) ) {
		text = '+' + text.replace( /^[+0]+/, '' );
	}
	return /^[+]?[0-9]+$/.test( text ) && text.length > 5 && text.length < 16;
}

/**
 * An HTML valid floating-point number ('+1', '1.' and ' 1' are not).
 * @param value The text to check.
 */
export function isNumber( value: string ): boolean {
	return (
		/^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test( value ) ||
		/^-?(?:[0-9]+)?\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test( value )
	);
}

function isLeapYear( year: number ): boolean {
	return ( year % 4 === 0 && year % 100 !== 0 ) || year % 400 === 0;
}

/**
 * YYYY-MM-DD and a real Gregorian date (PHP's checkdate(): year 1 to 32767).
 * @param value The text to check.
 */
export function isDate( value: string ): boolean {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const year = Number( match[ 1 ] );
	const month = Number( match[ 2 ] );
	const day = Number( match[ 3 ] );
	if ( year < 1 || month < 1 || month > 12 || day < 1 ) {
		return false;
	}
	const lengths = [
		31,
		isLeapYear( year ) ? 29 : 28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31,
	];
	return day <= lengths[ month - 1 ];
}

/**
 * HH:MM or HH:MM:SS on a 24-hour clock.
 * @param value The text to check.
 */
export function isTime( value: string ): boolean {
	const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const seconds = match[ 3 ] === undefined ? 0 : Number( match[ 3 ] );
	return (
		Number( match[ 1 ] ) <= 23 &&
		Number( match[ 2 ] ) <= 59 &&
		seconds <= 59
	);
}

/**
 * ISO-8601 weekday (Monday 1 to Sunday 7) of a valid YYYY-MM-DD date. Arithmetic (Sakamoto's
 * method) rather than Date, which maps years below 100 to the 1900s and depends on the time zone.
 * @param value The text to check.
 */
export function isoWeekday( value: string ): number {
	const offsets = [ 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 ];
	const month = Number( value.slice( 5, 7 ) );
	const day = Number( value.slice( 8, 10 ) );
	let year = Number( value.slice( 0, 4 ) );
	if ( month < 3 ) {
		year -= 1;
	}
	const sunday0 =
		( year +
			Math.floor( year / 4 ) -
			Math.floor( year / 100 ) +
			Math.floor( year / 400 ) +
			offsets[ month - 1 ] +
			day ) %
		7;
	return sunday0 === 0 ? 7 : sunday0;
}

/**
 * Whether value - base is a whole number of intervals, allowing for float error (swv-php rounds the
 * remainder to 6 places). An interval of zero or less allows anything.
 * @param value    The text to check.
 * @param base     The step base (the field's min).
 * @param interval The step.
 */
export function isStep(
	value: number,
	base: number,
	interval: number
): boolean {
	if ( ! ( interval > 0 ) ) {
		return true;
	}
	const remainder = Math.abs( ( value - base ) % interval );
	return (
		remainder < 0.0000005 || Math.abs( remainder - interval ) < 0.0000005
	);
}

/**
 * A rule property as a number: a number, or a string holding a plain decimal; anything else is the
 * fallback (PHP's twin reads exactly the same strings, so no '0x10' or '' surprises either side).
 *
 * @param value    The property.
 * @param fallback What a missing or unreadable property means.
 */
export function toNumber( value: unknown, fallback: number ): number {
	if ( typeof value === 'number' ) {
		return value;
	}
	if (
		typeof value === 'string' &&
		/^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(
			trimText( value )
		)
	) {
		return Number( trimText( value ) );
	}
	return fallback;
}
