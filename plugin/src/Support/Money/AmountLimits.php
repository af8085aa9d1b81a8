<?php
/**
 * The integer range every amount entering the plugin must fall in.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps amounts integers inside a range that neither wraps in PHP (1e20 became 7766279631452241920)
 * nor loses precision in JavaScript, and under the site-wide ceiling (setting max_amount_minor).
 */
final class AmountLimits {

	/**
	 * Largest amount any value may hold, minor units: 15 digits, exact in a JS number, and a million
	 * of them still fit a signed 64-bit donor total.
	 */
	const MAX_MINOR = 999999999999999;

	/**
	 * The site-wide ceiling in minor units (setting max_amount_minor, default 100000000), kept
	 * within 1 and MAX_MINOR.
	 */
	public static function ceiling(): int {
		$value = Settings::get( 'max_amount_minor' );
		$value = is_numeric( $value ) ? (int) $value : 100000000;
		return max( 1, min( self::MAX_MINOR, $value ) );
	}

	/**
	 * The largest amount a form takes: its own maximum when set, never above the ceiling.
	 *
	 * @param int|null $form_maximum The form's maximum, minor units, or null.
	 */
	public static function maximum( ?int $form_maximum ): int {
		$ceiling = self::ceiling();
		return null !== $form_maximum && $form_maximum > 0 ? min( $form_maximum, $ceiling ) : $ceiling;
	}

	/**
	 * An amount in minor units as a request sent it (REST JSON or form text): a whole number within
	 * 0..MAX_MINOR, or a clear refusal. Floats such as 1e20 and strings such as "12.5" are refused,
	 * never cast (a cast is what wrapped them).
	 *
	 * @param mixed  $raw   The value sent.
	 * @param string $field The field to name in the error.
	 * @throws ValidationException When it is not such an integer.
	 */
	public static function minor_units( $raw, string $field = 'amount' ): int {
		if ( null === $raw || '' === $raw ) {
			return 0;
		}
		if ( is_string( $raw ) && preg_match( '/^-?[0-9]+$/', trim( $raw ) ) ) {
			$text = ltrim( trim( $raw ), '0' );
			if ( '-' === substr( $text, 0, 1 ) ) {
				throw new ValidationException( 'opengive_amount_negative', __( 'Please enter a positive amount.', 'opengive' ), $field );
			}
			if ( strlen( $text ) > strlen( (string) self::MAX_MINOR ) ) {
				throw new ValidationException( 'opengive_amount_too_high', __( 'This amount is too large.', 'opengive' ), $field );
			}
			$raw = (int) $text;
		}
		if ( is_float( $raw ) && is_finite( $raw ) && floor( $raw ) === $raw && abs( $raw ) <= self::MAX_MINOR ) {
			$raw = (int) $raw;
		}
		if ( is_float( $raw ) && is_finite( $raw ) && floor( $raw ) === $raw ) {
			throw new ValidationException( $raw < 0 ? 'opengive_amount_negative' : 'opengive_amount_too_high', $raw < 0 ? __( 'Please enter a positive amount.', 'opengive' ) : __( 'This amount is too large.', 'opengive' ), $field );
		}
		if ( ! is_int( $raw ) ) {
			throw new ValidationException( 'opengive_amount_invalid', __( 'The amount must be a whole number of minor units (cents).', 'opengive' ), $field );
		}
		if ( $raw < 0 ) {
			throw new ValidationException( 'opengive_amount_negative', __( 'Please enter a positive amount.', 'opengive' ), $field );
		}
		if ( $raw > self::MAX_MINOR ) {
			throw new ValidationException( 'opengive_amount_too_high', __( 'This amount is too large.', 'opengive' ), $field );
		}
		return $raw;
	}
}
