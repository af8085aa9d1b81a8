<?php
/**
 * The renewal amount rule table (plugin/data/renewal-amount.json).
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Rules;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * Applies the shared rule table: what an empty amount becomes, then the first check that refuses it.
 * The TypeScript twin (src/data/renewal-amount.ts) reads the same file, so the dashboard's notice
 * and the REST error always agree.
 */
final class RenewalAmountRules {

	/**
	 * The amount that would be used and the check that refuses it (null when it is accepted).
	 *
	 * @param int      $amount  Typed amount, minor units (0: empty).
	 * @param int|null $minimum The form's minimum, minor units, or null.
	 * @param int|null $maximum The highest allowed, minor units, or null.
	 * @return array{amount: int, refused: array{test: string, verdict: string, code: string}|null}
	 * @throws \LogicException When the file names a fallback or test this class does not know.
	 */
	public static function apply( int $amount, ?int $minimum, ?int $maximum ): array {
		$table = DataFile::read( 'renewal-amount' );
		if ( 'minimum' !== $table['emptyBecomes'] ) {
			throw new \LogicException( 'Unknown renewal fallback: ' . $table['emptyBecomes'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- never shown; a packaging error for the log.
		}
		$value = $amount > 0 ? $amount : (int) $minimum;
		foreach ( (array) $table['checks'] as $check ) {
			if ( self::holds( (string) $check['test'], $value, $minimum, $maximum ) ) {
				return array(
					'amount'  => $value,
					'refused' => $check,
				);
			}
		}
		return array(
			'amount'  => $value,
			'refused' => null,
		);
	}

	/**
	 * Whether a named check refuses the amount.
	 *
	 * @param string   $test    Check name from the file.
	 * @param int      $value   Amount after the empty fallback.
	 * @param int|null $minimum Minimum, or null.
	 * @param int|null $maximum Maximum, or null.
	 * @throws \LogicException On a check name this class does not know.
	 */
	private static function holds( string $test, int $value, ?int $minimum, ?int $maximum ): bool {
		if ( 'notPositive' === $test ) {
			return $value <= 0;
		}
		if ( 'belowMinimum' === $test ) {
			return null !== $minimum && $value < $minimum;
		}
		if ( 'aboveMaximum' === $test ) {
			return null !== $maximum && $value > $maximum;
		}
		throw new \LogicException( 'Unknown renewal check: ' . $test ); // phpcs:ignore WordPress.Security.EscapeOutput -- never shown; a packaging error for the log.
	}
}
