<?php
/**
 * Formats minor units (and parses through AmountParser). PHP twin of src/money/format-amount.ts;
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
	 * Parses what a donor typed into minor units of the currency (see AmountParser::read()).
	 *
	 * @param string   $input    Typed amount.
	 * @param Currency $currency The form's currency.
	 * @param string   $field    Field named in the error.
	 * @return int Minor units (0 when empty).
	 * @throws \OpenGive\Support\Exceptions\ValidationException When the text is not an amount.
	 */
	public static function parse( string $input, Currency $currency, string $field = 'amount' ): int {
		return AmountParser::parse( $input, $currency, $field );
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
	 * The unsigned number part, without symbol. Minor units are the currency's own; the form's
	 * display decimals decide how many decimals show, unless that would hide part of the amount
	 * (¥1,000 on a form showing two decimals is "1,000.00"; $10.50 on a form showing none is "10.50").
	 *
	 * @param int      $minor    Amount in minor units.
	 * @param Currency $currency The currency.
	 */
	public static function format_number( int $minor, Currency $currency ): string {
		$digits   = (string) abs( $minor );
		$decimals = $currency->minor_decimals;
		$digits   = str_pad( $digits, $decimals + 1, '0', STR_PAD_LEFT );
		$whole    = 0 === $decimals ? $digits : substr( $digits, 0, -$decimals );
		$fraction = 0 === $decimals ? '' : substr( $digits, -$decimals );
		$shown    = $currency->decimals;
		if ( $shown >= $decimals ) {
			$fraction = str_pad( $fraction, $shown, '0' );
		} elseif ( '' === trim( substr( $fraction, $shown ), '0' ) ) {
			$fraction = substr( $fraction, 0, $shown );
		}
		$grouped = self::group( $whole, $currency->thousands_separator, 'INR' === $currency->code );
		return '' === $fraction ? $grouped : $grouped . $currency->decimal_separator . $fraction;
	}

	/**
	 * Minor units as a decimal string with a dot, for machines and providers ("12.50").
	 *
	 * @param int $minor    Minor units.
	 * @param int $decimals The currency's own decimals (Currency::default_decimals()).
	 */
	public static function to_decimal_string( int $minor, int $decimals ): string {
		$digits = str_pad( (string) abs( $minor ), $decimals + 1, '0', STR_PAD_LEFT );
		$sign   = $minor < 0 ? '-' : '';
		return 0 === $decimals ? $sign . $digits : $sign . substr( $digits, 0, -$decimals ) . '.' . substr( $digits, -$decimals );
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
