<?php
/**
 * Whether an amount is acceptable on a form. PHP twin of src/validation/amount-rules.ts;
 * both pass tests/fixtures/amount-rules.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's amount rule: a level price is always valid; otherwise a custom amount must be allowed,
 * non-zero, and within [minimum, maximum] where those are set. Above all, nothing passes the
 * site-wide ceiling (AmountLimits::ceiling()), levels included: it is what keeps a form with no
 * maximum from taking 1e20.
 */
final class AmountRules {

	const VALID       = 'valid';
	const EMPTY       = 'empty';
	const BAD_LEVEL   = 'bad_level';
	const BAD_MINIMUM = 'bad_minimum';
	const BAD_MAXIMUM = 'bad_maximum';

	/**
	 * Checks an amount.
	 *
	 * @param int      $amount        Minor units.
	 * @param int|null $minimum       Minimum, or null.
	 * @param int|null $maximum       Maximum, or null.
	 * @param int[]    $level_amounts Level prices.
	 * @param bool     $custom_amount Whether custom amounts are allowed.
	 * @param int|null $ceiling       Site-wide ceiling, or null for none.
	 * @return string One of the class constants.
	 */
	public static function check( int $amount, ?int $minimum, ?int $maximum, array $level_amounts, bool $custom_amount, ?int $ceiling = null ): string {
		if ( $amount <= 0 ) {
			return self::EMPTY;
		}
		if ( null !== $ceiling && $amount > $ceiling ) {
			return self::BAD_MAXIMUM;
		}
		if ( in_array( $amount, $level_amounts, true ) ) {
			return self::VALID;
		}
		if ( ! $custom_amount ) {
			return self::BAD_LEVEL;
		}
		if ( null !== $minimum && $minimum > 0 && $amount < $minimum ) {
			return self::BAD_MINIMUM;
		}
		if ( null !== $maximum && $maximum > 0 && $amount > $maximum ) {
			return self::BAD_MAXIMUM;
		}
		return self::VALID;
	}
}
