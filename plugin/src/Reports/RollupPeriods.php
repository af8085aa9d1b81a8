<?php
/**
 * A report's whole UTC hours summed per currency and period from the maintained sums.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * MySQL only (LocalBuckets::sql_number). A UTC day that lies inside one period is read from the day
 * sums; a day a period boundary cuts (local midnight is not UTC midnight unless the site is on UTC),
 * and a part day at either end of the range, from the hour sums. A five-year report by month in New
 * York reads some 1,800 day rows and 60 days' hours per currency instead of 44,000 hours.
 */
final class RollupPeriods {

	/**
	 * Sums per currency and period number ('period', as LocalBuckets::sql_number gives it).
	 *
	 * @param string       $mode    live or test.
	 * @param string[]     $whole   The range's whole hours, [first, end) as 'Y-m-d H:00:00'.
	 * @param LocalBuckets $periods The report's periods.
	 * @return array<int, array<string, mixed>>
	 */
	public function rows( string $mode, array $whole, LocalBuckets $periods ): array {
		$from = substr( $whole[0], 0, 13 );
		$to   = substr( $whole[1], 0, 13 );
		if ( ! ReportRollups::days_ready() ) {
			return $this->hours( $mode, $from, $to, $periods, array() );
		}
		$cut = self::cut_days( $whole, $periods->boundaries() );
		return array_merge(
			$this->days( $mode, substr( $from, 0, 10 ), substr( $to, 0, 10 ), $cut, $periods ),
			array() === $cut ? array() : $this->hours( $mode, $from, $to, $periods, $cut )
		);
	}

	/**
	 * New donors of whole UTC days from the day counts (ReportRollups::DONOR_DAYS), per period
	 * number, and the days a period boundary cuts, which the caller counts per hour instead.
	 *
	 * @param string       $mode    live or test.
	 * @param string[]     $days    Whole UTC days, [first, end) as 'Y-m-d 00:00:00'.
	 * @param LocalBuckets $periods The report's periods.
	 * @return array{0: array<int, array<string, mixed>>, 1: array<int, string[]>} Rows (period,
	 *         donors) and the cut days as UTC [start, end) ranges.
	 */
	public function new_donors( string $mode, array $days, LocalBuckets $periods ): array {
		global $wpdb;
		$from   = substr( $days[0], 0, 10 );
		$to     = substr( $days[1], 0, 10 );
		$cut    = array_values(
			array_filter(
				self::cut_days( $days, $periods->boundaries() ),
				static function ( string $day ) use ( $from, $to ): bool {
					return $day >= $from && $day < $to; // The part days outside are the caller's edges.
				}
			)
		);
		$number = (string) $periods->sql_number( "CAST(REPLACE(day, '-', '') AS UNSIGNED) * 100" );
		$skip   = array() === $cut ? '' : ' AND day NOT IN (' . implode( ', ', array_fill( 0, count( $cut ), '%s' ) ) . ')';
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT ' . $number . ' AS period, SUM(donors) AS donors FROM ' . $wpdb->prefix . ReportRollups::DONOR_DAYS . ' WHERE mode = %s AND day >= %s AND day < %s' . $skip . ' GROUP BY period HAVING SUM(donors) > 0', $mode, $from, $to, ...$cut ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the period expression is built from integers, the list from placeholders.
		$ranges = array();
		foreach ( $cut as $day ) {
			$ranges[] = array( $day . ' 00:00:00', gmdate( 'Y-m-d 00:00:00', strtotime( $day . ' UTC +1 day' ) ) );
		}
		return array( $rows, $ranges );
	}

	/**
	 * The UTC days ('Y-m-d') a period boundary or the range's ends fall inside of, not at midnight.
	 *
	 * @param string[] $whole      [first, end) as 'Y-m-d H:00:00'.
	 * @param int[]    $boundaries Period boundaries as UTC hours YYYYMMDDHH.
	 * @return string[]
	 */
	private static function cut_days( array $whole, array $boundaries ): array {
		$cut = array();
		foreach ( $boundaries as $hour ) {
			if ( 0 !== $hour % 100 ) {
				$cut[ (string) intdiv( $hour, 100 ) ] = substr( LocalBuckets::hour_datetime( $hour ), 0, 10 );
			}
		}
		foreach ( $whole as $end ) {
			if ( '00' !== substr( $end, 11, 2 ) ) {
				$cut[ $end ] = substr( $end, 0, 10 );
			}
		}
		return array_values( array_unique( $cut ) );
	}

	/**
	 * The whole days of [from, to) that no boundary cuts, from the day sums.
	 *
	 * @param string       $mode    live or test.
	 * @param string       $from    First day.
	 * @param string       $to      Day after the last (its hours, if any, are a cut day's).
	 * @param string[]     $cut     Days to leave to the hour sums.
	 * @param LocalBuckets $periods The report's periods.
	 * @return array<int, array<string, mixed>>
	 */
	private function days( string $mode, string $from, string $to, array $cut, LocalBuckets $periods ): array {
		global $wpdb;
		// A day's first hour decides its period: the day lies inside one.
		$number = (string) $periods->sql_number( "CAST(REPLACE(day, '-', '') AS UNSIGNED) * 100" );
		$skip   = array() === $cut ? '' : ' AND day NOT IN (' . implode( ', ', array_fill( 0, count( $cut ), '%s' ) ) . ')';
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT currency, ' . $number . ' AS period, SUM(donations) AS donations, SUM(revenue) AS revenue, SUM(fees) AS fees, SUM(recurring) AS recurring FROM ' . $wpdb->prefix . ReportRollups::DAYS . ' WHERE mode = %s AND day >= %s AND day < %s' . $skip . ' GROUP BY currency, period HAVING donations > 0', $mode, $from, $to, ...$cut ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the period expression is built from integers, the list from placeholders.
	}

	/**
	 * The hours of [from, to) from the hour sums: every hour, or only those of the cut days.
	 *
	 * @param string       $mode    live or test.
	 * @param string       $from    First hour ('Y-m-d H').
	 * @param string       $to      Hour after the last.
	 * @param LocalBuckets $periods The report's periods.
	 * @param string[]     $only    Days whose hours to read (empty: all).
	 * @return array<int, array<string, mixed>>
	 */
	private function hours( string $mode, string $from, string $to, LocalBuckets $periods, array $only ): array {
		global $wpdb;
		$number = (string) $periods->sql_number( "CAST(REPLACE(REPLACE(hour, '-', ''), ' ', '') AS UNSIGNED)" );
		$days   = array();
		$values = array( $mode, $from, $to );
		foreach ( $only as $day ) {
			// A range per day, so the primary key (mode, hour, currency) reads only those hours.
			$days[] = 'hour BETWEEN %s AND %s';
			array_push( $values, $day . ' 00', $day . ' 23' );
		}
		$within = array() === $days ? '' : ' AND (' . implode( ' OR ', $days ) . ')';
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT currency, ' . $number . ' AS period, SUM(donations) AS donations, SUM(revenue) AS revenue, SUM(fees) AS fees, SUM(recurring) AS recurring FROM ' . $wpdb->prefix . ReportRollups::HOURS . ' WHERE mode = %s AND hour >= %s AND hour < %s' . $within . ' GROUP BY currency, period HAVING donations > 0', ...$values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the period expression is built from integers, the ranges from placeholders.
	}
}
