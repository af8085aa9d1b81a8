<?php
/**
 * Parses typed amounts and formats minor units. PHP twin of src/money/format-amount.ts and parse-amount.ts;
 * both pass tests/fixtures/money.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Stateless amount parsing and formatting.
 */
final class AmountFormatter {

	/**
	 * Integer digits kept when parsing; more than this is clamped so minor units stay exact in a JS number.
	 */
	const MAX_INTEGER_DIGITS = 11;

	/**
	 * Parses what a donor typed into minor units: non-numeric characters are stripped (so the sign goes,
	 * giving the absolute value) and the last decimal separator splits whole units from the fraction,
	 * which is rounded half up to the currency's decimals.
	 *
	 * @param string   $input    Typed amount.
	 * @param Currency $currency The form's currency.
	 * @return int Minor units (0 when there are no digits).
	 */
	public static function parse( string $input, Currency $currency ): int {
		$decimal = $currency->decimal_separator;
		$cut     = strrpos( $input, $decimal );
		$whole    = false === $cut ? $input : substr( $input, 0, $cut );
		$fraction = false === $cut ? '' : substr( $input, $cut + strlen( $decimal ) );
		$whole    = ltrim( (string) preg_replace( '/\D+/', '', $whole ), '0' );
		$fraction = (string) preg_replace( '/\D+/', '', $fraction );

		if ( strlen( $whole ) > self::MAX_INTEGER_DIGITS ) {
			$whole    = str_repeat( '9', self::MAX_INTEGER_DIGITS );
			$fraction = '';
		}

		$decimals = $currency->decimals;
		$scale    = 10 ** $decimals;
		$minor    = (int) ( '' === $whole ? '0' : $whole ) * $scale;
		$kept     = str_pad( substr( $fraction, 0, $decimals ), $decimals, '0' );
		$minor   += '' === $kept ? 0 : (int) $kept;
		if ( strlen( $fraction ) > $decimals && (int) $fraction[ $decimals ] >= 5 ) {
			++$minor;
		}
		return $minor;
	}

	/**
	 * Formats minor units with the currency's symbol, position, separators and decimals.
	 * Indian rupees group by two after the first three digits (12,34,567.00).
	 *
	 * @param int      $minor    Amount in minor units.
	 * @param Currency $currency The currency.
	 */
	public static function format( int $minor, Currency $currency ): string {
		$number = self::format_number( $minor, $currency );
		$sign   = $minor < 0 ? '-' : '';
		return 'after' === $currency->position ? $sign . $number . $currency->symbol : $sign . $currency->symbol . $number;
	}

	/**
	 * The unsigned number part, without symbol.
	 *
	 * @param int      $minor    Amount in minor units.
	 * @param Currency $currency The currency.
	 */
	public static function format_number( int $minor, Currency $currency ): string {
		$absolute = (string) abs( $minor );
		$decimals = $currency->decimals;
		$absolute = str_pad( $absolute, $decimals + 1, '0', STR_PAD_LEFT );
		$whole    = 0 === $decimals ? $absolute : substr( $absolute, 0, -$decimals );
		$fraction = 0 === $decimals ? '' : substr( $absolute, -$decimals );
		$grouped  = self::group( $whole, $currency->thousands_separator, 'INR' === $currency->code );
		return '' === $fraction ? $grouped : $grouped . $currency->decimal_separator . $fraction;
	}

	/**
	 * Minor units as a decimal string with a dot, for machine-readable output ("12.50").
	 *
	 * @param int $minor    Minor units.
	 * @param int $decimals Currency decimals.
	 */
	public static function to_decimal_string( int $minor, int $decimals ): string {
		return self::format_number( $minor, new Currency( 'XXX', '', 'before', '', '.', $decimals ) );
	}

	/**
	 * Inserts the thousands separator.
	 *
	 * @param string $digits    Whole-unit digits.
	 * @param string $separator Separator.
	 * @param bool   $indian    Two-digit groups after the first three.
	 */
	private static function group( string $digits, string $separator, bool $indian ): string {
		if ( strlen( $digits ) <= 3 ) {
			return $digits;
		}
		$last3 = substr( $digits, -3 );
		$rest  = substr( $digits, 0, -3 );
		$size  = $indian ? 2 : 3;
		$parts = array();
		while ( strlen( $rest ) > $size ) {
			array_unshift( $parts, substr( $rest, -$size ) );
			$rest = substr( $rest, 0, -$size );
		}
		array_unshift( $parts, $rest );
		$parts[] = $last3;
		return implode( $separator, $parts );
	}
}
