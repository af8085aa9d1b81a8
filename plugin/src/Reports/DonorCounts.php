<?php
/**
 * New donors counted from the donors table's report_new_donors index (created_at, then the counters).
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * A donor counts in the hour their record was created once they have a completed gift in the mode
 * (live_gifts or test_gifts > 0): index entries only, no donor rows. The overview reads whole days
 * from the maintained day counts and only what those cannot answer from here (OverviewQuery).
 */
final class DonorCounts {

	/**
	 * Up to how many periods a whole range is counted period by period (range()).
	 */
	const PER_PERIOD_COUNTS = 120;

	/**
	 * The counter column of the mode.
	 *
	 * @var string
	 */
	private $counter;

	/**
	 * Counts for one mode.
	 *
	 * @param string $mode live or test.
	 */
	public function __construct( string $mode ) {
		$this->counter = 'test' === $mode ? 'test_gifts' : 'live_gifts';
	}

	/**
	 * A whole range: folded by MySQL, or per hour in PHP (SQLite). Up to PER_PERIOD_COUNTS periods
	 * MySQL counts each period's index range on its own (UNION ALL): grouping by a computed period
	 * cost three times as much (87 vs 31 ms for five years by month at 200,000 donors).
	 *
	 * @param string[]     $bounds  UTC [start, end).
	 * @param LocalBuckets $periods The report's periods.
	 * @return array<string, int> A period's first day => donors.
	 */
	public function range( array $bounds, LocalBuckets $periods ): array {
		global $wpdb;
		$number = $periods->sql_number( "CAST(DATE_FORMAT(created_at, '%Y%m%d%H') AS UNSIGNED)" );
		if ( null === $number ) {
			return $this->hours( array( $bounds ), $periods );
		}
		$count = "SELECT %d AS part, COUNT(*) AS donors FROM {$wpdb->prefix}opengive_donors WHERE created_at >= %s AND created_at < %s AND {$this->counter} > 0";
		if ( count( $periods->starts() ) <= self::PER_PERIOD_COUNTS ) {
			$edges  = array_merge( array( $bounds[0] ), array_map( array( LocalBuckets::class, 'hour_datetime' ), $periods->boundaries() ), array( $bounds[1] ) );
			$values = array();
			foreach ( array_slice( $edges, 1 ) as $i => $end ) {
				array_push( $values, $i, $edges[ $i ], $end );
			}
			$rows = $wpdb->get_results( $wpdb->prepare( implode( ' UNION ALL ', array_fill( 0, count( $edges ) - 1, $count ) ), $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair.
		} else {
			$rows = $wpdb->get_results( $wpdb->prepare( str_replace( 'SELECT %d AS part', 'SELECT ' . str_replace( '%', '%%', $number ) . ' AS part', $count ) . ' GROUP BY part', $bounds[0], $bounds[1] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair, grouping built from integers.
		}
		$found = array();
		foreach ( (array) $rows as $row ) {
			$start           = $periods->start_of_number( (int) $row['part'] );
			$found[ $start ] = ( $found[ $start ] ?? 0 ) + (int) $row['donors'];
		}
		return $found;
	}

	/**
	 * Some ranges, counted per UTC hour and folded into periods in PHP (the cut days and part days a
	 * report reads beside the day counts: a few hundred donors).
	 *
	 * @param array<int, string[]> $ranges  UTC [start, end) pairs.
	 * @param LocalBuckets         $periods The report's periods.
	 * @return array<string, int> A period's first day => donors.
	 */
	public function hours( array $ranges, LocalBuckets $periods ): array {
		global $wpdb;
		if ( array() === $ranges ) {
			return array();
		}
		$within = implode( ' OR ', array_fill( 0, count( $ranges ), '(created_at >= %s AND created_at < %s)' ) );
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT SUBSTR(created_at, 1, 13) AS part, COUNT(*) AS donors FROM {$wpdb->prefix}opengive_donors WHERE ({$within}) AND {$this->counter} > 0 GROUP BY part", array_merge( ...$ranges ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair, one placeholder pair per range.
		$found  = array();
		foreach ( (array) $rows as $row ) {
			$start           = $periods->start_of_hour( (string) $row['part'] );
			$found[ $start ] = ( $found[ $start ] ?? 0 ) + (int) $row['donors'];
		}
		return $found;
	}
}
