<?php
/**
 * The value formats of the SWV rules.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * The twin of src/contact-form/rules/formats.ts, with the same regular expressions (ASCII classes,
 * and JavaScript's trim() whitespace spelt out) so the browser and the server agree on every value.
 * Needs no WordPress function.
 */
final class Formats {

	/**
	 * JavaScript's String.trim() whitespace.
	 */
	const WHITESPACE = '[\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

	/**
	 * Spec section 5's URL schemes (swv-php v2 allows http and https only; the spec wins, and both
	 * refuse telnet).
	 */
	const URL_SCHEMES = array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'sms' );

	/**
	 * Schemes that must name a host.
	 */
	const HIERARCHICAL = array( 'http', 'https', 'ftp', 'ftps' );

	/**
	 * The text without leading and trailing whitespace.
	 *
	 * @param string $value Text.
	 */
	public static function trim_text( string $value ): string {
		$trimmed = preg_replace( '/^' . self::WHITESPACE . '+|' . self::WHITESPACE . '+$/u', '', $value );
		return null === $trimmed ? trim( $value ) : $trimmed;
	}

	/**
	 * Length in UTF-16 code units, as the browser's maxlength counts (an emoji counts 2).
	 *
	 * @param string $value Text.
	 */
	public static function utf16_length( string $value ): int {
		$points = preg_match_all( '/./us', $value );
		if ( false === $points ) {
			return strlen( $value );
		}
		return $points + (int) preg_match_all( '/[\x{10000}-\x{10FFFF}]/u', $value );
	}

	/**
	 * WordPress's is_email(), without its filters (so the browser can match it).
	 *
	 * @param string $value Text.
	 */
	public static function is_email( string $value ): bool {
		if ( strlen( $value ) < 6 || false === strpos( $value, '@', 1 ) ) {
			return false;
		}
		$at = strpos( $value, '@' );
		if ( ! preg_match( '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/D', substr( $value, 0, $at ) ) ) {
			return false;
		}
		$domain = (string) substr( $value, $at + 1 );
		if ( preg_match( '/\.{2,}/', $domain ) || preg_match( '/^[\s.]|[\s.]$/', $domain ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[a-z0-9-]+$/iD', $label ) || preg_match( '/^-|-$/', $label ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A URL with one of the spec's schemes; without a scheme but with a dot it is read as http://.
	 *
	 * @param string $value Text.
	 */
	public static function is_url( string $value ): bool {
		$text = self::trim_text( $value );
		if ( ! preg_match( '/^[a-z][a-z0-9.+-]*:/i', $text ) && false !== strpos( $text, '.' ) ) {
			$text = 'http://' . preg_replace( '/^\/+/', '', $text );
		}
		if ( ! preg_match( '/^([a-z][a-z0-9.+-]*):(.+)$/is', $text, $match ) ) {
			return false;
		}
		if ( 0 !== preg_match( '/' . self::WHITESPACE . '/u', $match[2] ) ) {
			return false;
		}
		$scheme = strtolower( $match[1] );
		if ( ! in_array( $scheme, self::URL_SCHEMES, true ) ) {
			return false;
		}
		if ( in_array( $scheme, self::HIERARCHICAL, true ) ) {
			return 1 === preg_match( '/^\/\/[^\/?#]+/', $match[2] );
		}
		return true;
	}

	/**
	 * CF7's wpcf7_is_tel(): extension dropped, separators removed, + or 00 prefix, 6-15 characters.
	 *
	 * @param string $value Text.
	 */
	public static function is_tel( string $value ): bool {
		$text = (string) preg_replace( '/[#*].*$/s', '', $value );
		$text = preg_replace( '/(?:[()\/.*#-]|' . self::WHITESPACE . ')+/u', '', $text );
		if ( null === $text ) {
			return false;
		}
		if ( 0 === strpos( $text, '+' ) || 0 === strpos( $text, '00' ) ) {
			$text = '+' . preg_replace( '/^[+0]+/', '', $text );
		}
		$length = strlen( $text );
		return 1 === preg_match( '/^[+]?[0-9]+$/D', $text ) && $length > 5 && $length < 16;
	}

	/**
	 * An HTML valid floating-point number ('+1', '1.' and ' 1' are not).
	 *
	 * @param string $value Text.
	 */
	public static function is_number( string $value ): bool {
		return 1 === preg_match( '/^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/D', $value )
			|| 1 === preg_match( '/^-?(?:[0-9]+)?\.[0-9]+(?:[eE][+-]?[0-9]+)?$/D', $value );
	}

	/**
	 * YYYY-MM-DD and a real Gregorian date.
	 *
	 * @param string $value Text.
	 */
	public static function is_date( string $value ): bool {
		if ( ! preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/D', $value, $match ) ) {
			return false;
		}
		return checkdate( (int) $match[2], (int) $match[3], (int) $match[1] );
	}

	/**
	 * HH:MM or HH:MM:SS on a 24-hour clock.
	 *
	 * @param string $value Text.
	 */
	public static function is_time( string $value ): bool {
		if ( ! preg_match( '/^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/D', $value, $match ) ) {
			return false;
		}
		$seconds = isset( $match[3] ) ? (int) $match[3] : 0;
		return (int) $match[1] <= 23 && (int) $match[2] <= 59 && $seconds <= 59;
	}

	/**
	 * ISO-8601 weekday (Monday 1 to Sunday 7) of a valid YYYY-MM-DD date, by Sakamoto's method as in
	 * the browser (no time zone involved).
	 *
	 * @param string $value A valid date.
	 */
	public static function iso_weekday( string $value ): int {
		$offsets = array( 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 );
		$year    = (int) substr( $value, 0, 4 );
		$month   = (int) substr( $value, 5, 2 );
		$day     = (int) substr( $value, 8, 2 );
		if ( $month < 3 ) {
			--$year;
		}
		$sunday0 = ( $year + intdiv( $year, 4 ) - intdiv( $year, 100 ) + intdiv( $year, 400 ) + $offsets[ $month - 1 ] + $day ) % 7;
		return 0 === $sunday0 ? 7 : $sunday0;
	}

	/**
	 * Whether value - base is a whole number of intervals, allowing for float error (swv-php rounds
	 * the remainder to 6 places). An interval of zero or less allows anything.
	 *
	 * @param float $value    Number.
	 * @param float $base     Step base.
	 * @param float $interval Step.
	 */
	public static function is_step( float $value, float $base, float $interval ): bool {
		if ( ! ( $interval > 0 ) ) {
			return true;
		}
		$remainder = abs( fmod( $value - $base, $interval ) );
		return $remainder < 0.0000005 || abs( $remainder - $interval ) < 0.0000005;
	}

	/**
	 * A rule property as a number: a number, or a string holding a plain decimal; anything else is
	 * the fallback (the browser reads exactly the same strings).
	 *
	 * @param mixed $value    The property.
	 * @param float $fallback What a missing or unreadable property means.
	 */
	public static function to_number( $value, float $fallback ): float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (float) $value;
		}
		if ( is_string( $value ) ) {
			$text = self::trim_text( $value );
			if ( preg_match( '/^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/D', $text ) ) {
				return (float) $text;
			}
		}
		return $fallback;
	}
}
