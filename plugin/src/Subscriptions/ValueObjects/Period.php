<?php
/**
 * Billing periods of recurring gifts.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\ValueObjects;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * day, week, month, quarter, year; each with its pretty label. Renewal dates are counted from the
 * first gift (the anchor), so a gift on the 31st renews on the last day of shorter months and returns
 * to the 31st after, instead of drifting.
 */
final class Period {

	const ONCE = 'once';

	/**
	 * The recurring periods (day, week, month, quarter, year), in order: every key of
	 * plugin/data/recurring-periods.json's labels but 'once' (the editor reads the same file).
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_values( array_diff( array_keys( (array) DataFile::read( 'recurring-periods' )['labels'] ), array( self::ONCE ) ) );
	}

	/**
	 * Gateways that cannot take daily gifts (spec section 4), from the same file as the form's check.
	 *
	 * @return string[]
	 */
	public static function no_daily_gateways(): array {
		return (array) DataFile::read( 'recurring-periods' )['noDailyGateways'];
	}

	/**
	 * Pretty labels of the recurring periods (not 'once'), from plugin/data/recurring-periods.json
	 * (shared with the form's TypeScript).
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array_intersect_key( DataFile::labels( 'recurring-periods', 'labels' ), array_flip( self::all() ) );
	}

	/**
	 * The date of the nth renewal (UTC, 'Y-m-d H:i:s').
	 *
	 * @param string $anchor First gift, UTC 'Y-m-d H:i:s'.
	 * @param string $period Period.
	 * @param int    $n      Renewal number, from 1.
	 */
	public static function nth( string $anchor, string $period, int $n ): string {
		$start = new \DateTimeImmutable( $anchor, new \DateTimeZone( 'UTC' ) );
		if ( 'day' === $period || 'week' === $period ) {
			return $start->modify( '+' . ( 'day' === $period ? $n : 7 * $n ) . ' days' )->format( 'Y-m-d H:i:s' );
		}
		$months = array(
			'month'   => 1,
			'quarter' => 3,
			'year'    => 12,
		)[ $period ] * $n;
		$year   = (int) $start->format( 'Y' );
		$month  = (int) $start->format( 'n' ) + $months;
		$year  += intdiv( $month - 1, 12 );
		$month  = ( ( $month - 1 ) % 12 ) + 1;
		$last   = (int) ( new \DateTimeImmutable( sprintf( '%04d-%02d-01', $year, $month ), new \DateTimeZone( 'UTC' ) ) )->format( 't' );
		$day    = min( (int) $start->format( 'j' ), $last );
		return sprintf( '%04d-%02d-%02d %s', $year, $month, $day, $start->format( 'H:i:s' ) );
	}
}
