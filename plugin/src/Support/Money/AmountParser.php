<?php
/**
 * The one rule for reading a typed amount. PHP twin of src/money/parse-amount.ts; both pass
 * tests/fixtures/amount-parse.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Reads what a donor typed with the form's own separators and refuses anything else, instead of
 * stripping characters (which read "12,50" as 1250 and "-5000" as 5000).
 */
final class AmountParser {

	const OK                = 'ok';
	const NEGATIVE          = 'negative';
	const INVALID           = 'invalid';
	const TOO_MANY_DECIMALS = 'too_many_decimals';
	const TOO_LARGE         = 'too_large';

	/**
	 * Digits an amount may have in minor units: keeps it exact in a JavaScript number and in a signed
	 * 64-bit column, with room for donor totals (10^15 < 2^53).
	 */
	const MAX_MINOR_DIGITS = 15;

	/**
	 * Parses an amount.
	 *
	 * An optional symbol before or after, whole units grouped with the thousands separator (groups of
	 * three, or Indian 2-2-3), one decimal separator, and at most the currency's own decimals (further
	 * zeros are allowed, so "1000.00" is fine on a yen form that shows two decimals). Empty text is 0.
	 *
	 * @param string   $input    What was typed.
	 * @param Currency $currency The form's currency.
	 * @return array{0: string, 1: int} [ one of the class constants, minor units (0 unless OK) ].
	 */
	public static function read( string $input, Currency $currency ): array {
		$text   = trim( self::spaces( $input ) );
		$symbol = trim( self::spaces( $currency->symbol ) );
		if ( '' !== $symbol && 0 === strpos( $text, $symbol ) ) {
			$text = trim( substr( $text, strlen( $symbol ) ) );
		} elseif ( '' !== $symbol && strlen( $text ) >= strlen( $symbol ) && substr( $text, -strlen( $symbol ) ) === $symbol ) {
			$text = trim( substr( $text, 0, -strlen( $symbol ) ) );
		}
		if ( '' === $text ) {
			return array( self::OK, 0 );
		}
		if ( '-' === $text[0] || 0 === strpos( $text, "\u{2212}" ) ) {
			return array( self::NEGATIVE, 0 );
		}
		$thousands = self::spaces( $currency->thousands_separator );
		$parts     = explode( $currency->decimal_separator, $text );
		if ( count( $parts ) > 2 ) {
			return array( self::INVALID, 0 );
		}
		$whole    = $parts[0];
		$fraction = $parts[1] ?? '';
		if ( ( '' === $whole && '' === $fraction ) || ! preg_match( '/^[0-9]*$/', $fraction ) ) {
			return array( self::INVALID, 0 );
		}
		if ( ! self::grouped( $whole, $thousands ) ) {
			return array( self::INVALID, 0 );
		}
		$digits   = ltrim( '' === $thousands ? $whole : str_replace( $thousands, '', $whole ), '0' );
		$decimals = $currency->minor_decimals;
		if ( strlen( $fraction ) > $decimals && '' !== trim( substr( $fraction, $decimals ), '0' ) ) {
			return array( self::TOO_MANY_DECIMALS, 0 );
		}
		if ( strlen( $digits ) + $decimals > self::MAX_MINOR_DIGITS ) {
			return array( self::TOO_LARGE, 0 );
		}
		$kept = str_pad( substr( $fraction, 0, $decimals ), $decimals, '0' );
		return array( self::OK, (int) ( ( '' === $digits ? '0' : $digits ) . $kept ) );
	}

	/**
	 * Parses an amount or throws the form's own message for what is wrong with it.
	 *
	 * @param string   $input    What was typed.
	 * @param Currency $currency The form's currency.
	 * @param string   $field    The field to name in the error.
	 * @throws ValidationException When the text is not an amount this form accepts.
	 */
	public static function parse( string $input, Currency $currency, string $field = 'amount' ): int {
		list( $verdict, $minor ) = self::read( $input, $currency );
		if ( self::OK === $verdict ) {
			return $minor;
		}
		throw new ValidationException( self::code( $verdict ), self::message( $verdict, $currency ), $field );
	}

	/**
	 * The stable error code of a verdict.
	 *
	 * @param string $verdict A class constant other than OK.
	 */
	public static function code( string $verdict ): string {
		$codes = array(
			self::NEGATIVE          => 'opengive_amount_negative',
			self::TOO_MANY_DECIMALS => 'opengive_amount_decimals',
			self::TOO_LARGE         => 'opengive_amount_too_high',
		);
		return $codes[ $verdict ] ?? 'opengive_amount_invalid';
	}

	/**
	 * The sentence for a verdict, written with the form's own separators (the same words as
	 * src/money/parse-amount.ts).
	 *
	 * @param string   $verdict  A class constant other than OK.
	 * @param Currency $currency The form's currency.
	 */
	public static function message( string $verdict, Currency $currency ): string {
		switch ( $verdict ) {
			case self::NEGATIVE:
				return __( 'Please enter a positive amount.', 'opengive' );
			case self::TOO_LARGE:
				return __( 'This amount is too large.', 'opengive' );
			case self::TOO_MANY_DECIMALS:
				return 0 === $currency->minor_decimals
					? __( 'Please enter a whole amount, without decimals.', 'opengive' )
					/* translators: %d: the currency's number of decimal places, e.g. 2 */
					: sprintf( _n( 'Please use at most %d decimal place.', 'Please use at most %d decimal places.', $currency->minor_decimals, 'opengive' ), $currency->minor_decimals );
			default:
				/* translators: %s: an example amount written with the form's separators, e.g. 1,234.56 */
				return sprintf( __( 'Please enter the amount as a number, like %s.', 'opengive' ), self::example( $currency ) );
		}
	}

	/**
	 * "1,234.56" in the form's separators and the currency's decimals.
	 *
	 * @param Currency $currency The form's currency.
	 */
	private static function example( Currency $currency ): string {
		$fraction = substr( '5678', 0, $currency->minor_decimals );
		return '1' . $currency->thousands_separator . '234' . ( '' === $fraction ? '' : $currency->decimal_separator . $fraction );
	}

	/**
	 * Whether the whole-unit text is digits, or digits grouped by the separator in threes
	 * (1,234,567) or the Indian way (12,34,567).
	 *
	 * @param string $whole     Whole-unit text.
	 * @param string $separator Thousands separator ('' for none).
	 */
	private static function grouped( string $whole, string $separator ): bool {
		if ( preg_match( '/^[0-9]*$/', $whole ) ) {
			return true;
		}
		if ( '' === $separator ) {
			return false;
		}
		$sep = preg_quote( $separator, '/' );
		return 1 === preg_match( '/^[0-9]{1,3}(' . $sep . '[0-9]{3})+$/', $whole )
			|| 1 === preg_match( '/^[0-9]{1,2}(' . $sep . '[0-9]{2})*' . $sep . '[0-9]{3}$/', $whole );
	}

	/**
	 * No-break and narrow no-break spaces as plain spaces, so "1 000" matches a space separator.
	 *
	 * @param string $text Text.
	 */
	private static function spaces( string $text ): string {
		return str_replace( array( "\u{00A0}", "\u{202F}" ), ' ', $text );
	}
}
