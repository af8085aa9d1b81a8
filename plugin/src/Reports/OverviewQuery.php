<?php
/**
 * The overview report's aggregates, read with SQL GROUP BY (never by loading donations into PHP).
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * Completed gifts only (status publish: one-time gifts, first subscription gifts and renewals), in
 * one mode. A report is two passes over the range: one per hour and currency (the charts, and which
 * currencies the range has), one per form and campaign in the chosen currency (both top lists). Each
 * reads the maintained sums (ReportRollups) for the whole hours or months inside the range, and the
 * `report_gifts` index (mode, status, created_at, then the summed columns: index entries only, see
 * AddReportIndex) for what is left at its ends and for one campaign's gifts.
 */
final class OverviewQuery {

	/**
	 * How many forms and campaigns the top lists show.
	 */
	const TOP = 5;

	/**
	 * Up to how many periods new donors are counted period by period (new_donors()).
	 */
	const PER_PERIOD_COUNTS = 120;

	/**
	 * Sums per currency and period (LocalBuckets): gifts, amount, fees recovered and the amount given
	 * by subscriptions (first gifts and renewals). The range's whole UTC hours come from the day and
	 * hour sums (ReportRollups, read by RollupPeriods), folded into periods by MySQL; a part hour at either end (a zone with a
	 * half-hour offset) and one campaign's gifts come from the report index, folded in PHP, as is
	 * everything on SQLite. A currency and period may come in more than one row: add them up.
	 *
	 * @param string       $mode     live or test.
	 * @param string[]     $bounds   UTC [start, end).
	 * @param LocalBuckets $periods  The report's periods.
	 * @param int          $campaign One campaign's gifts (0: every gift).
	 * @return array<int, array<string, mixed>> Rows: currency, bucket (a period's first day), sums.
	 */
	public function period_sums( string $mode, array $bounds, LocalBuckets $periods, int $campaign = 0 ): array {
		$whole = self::whole_hours( $bounds );
		if ( $campaign > 0 || null === $whole || Db::is_sqlite() ) {
			return $periods->fold( $this->hours( $mode, $bounds, $campaign, $whole ) );
		}
		$rows = ( new RollupPeriods() )->rows( $mode, $whole, $periods );
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['bucket'] = $periods->start_of_number( (int) $row['period'] );
		}
		$edges = array();
		foreach ( self::edges( $bounds, $whole ) as $edge ) {
			$edges = array_merge( $edges, $this->gift_hours( $mode, $edge ) );
		}
		return array_merge( $rows, $periods->fold( $edges ) );
	}

	/**
	 * Sums per UTC hour ('Y-m-d H') and currency: the whole hours from the hour sums, the rest (and
	 * one campaign's gifts) from the report index.
	 *
	 * @param string        $mode     live or test.
	 * @param string[]      $bounds   UTC [start, end).
	 * @param int           $campaign One campaign's gifts (0: every gift).
	 * @param string[]|null $whole    The range's whole hours (null: none).
	 * @return array<int, array<string, mixed>>
	 */
	private function hours( string $mode, array $bounds, int $campaign, ?array $whole ): array {
		global $wpdb;
		if ( $campaign > 0 || null === $whole ) {
			return $this->gift_hours( $mode, $bounds, $campaign );
		}
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT hour, currency, donations, revenue, fees, recurring FROM ' . $wpdb->prefix . ReportRollups::HOURS . ' WHERE mode = %s AND hour >= %s AND hour < %s AND donations > 0', $mode, substr( $whole[0], 0, 13 ), substr( $whole[1], 0, 13 ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		foreach ( self::edges( $bounds, $whole ) as $edge ) {
			$rows = array_merge( $rows, $this->gift_hours( $mode, $edge ) );
		}
		return $rows;
	}

	/**
	 * The same sums read from the report index (mode, status, created_at, then the summed columns).
	 *
	 * @param string   $mode     live or test.
	 * @param string[] $bounds   UTC [start, end).
	 * @param int      $campaign One campaign's gifts (0: every gift).
	 * @return array<int, array<string, mixed>>
	 */
	private function gift_hours( string $mode, array $bounds, int $campaign = 0 ): array {
		global $wpdb;
		$sql = 'SELECT SUBSTR(created_at, 1, 13) AS hour, currency, COUNT(*) AS donations, SUM(amount) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END) AS recurring FROM '
			. self::donations()
			. ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s' . self::campaign( $campaign ) . ' GROUP BY hour, currency';
		return (array) $wpdb->get_results( $wpdb->prepare( $sql, $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the campaign condition is an integer.
	}

	/**
	 * One campaign's completed gifts before the range, in one currency: what a progress chart's
	 * running total starts from (a campaign may take gifts before its start date, and its chart is
	 * at most five years long). Read through the campaign_gift_donor index (campaign, mode, status).
	 *
	 * @param string $mode     live or test.
	 * @param string $currency Currency code.
	 * @param string $before   UTC start of the range.
	 * @param int    $campaign Campaign id.
	 * @return array{donations: int, revenue: int, fees: int, recurring: int}
	 */
	public function before_range( string $mode, string $currency, string $before, int $campaign ): array {
		global $wpdb;
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT COUNT(*) AS donations, SUM(amount) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END) AS recurring FROM ' . self::donations() . ' WHERE campaign_id = %d AND mode = %s AND status = %s AND currency = %s AND created_at < %s', $campaign, $mode, DonationStatus::COMPLETE, $currency, $before ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return array_map( 'intval', $row + array_fill_keys( array( 'donations', 'revenue', 'fees', 'recurring' ), 0 ) );
	}

	/**
	 * Donors first seen per period who have a completed gift in this mode (a donor is counted in the
	 * hour their record was created, whatever the currency): folded by MySQL, or per hour in PHP.
	 * Up to PER_PERIOD_COUNTS periods MySQL counts each period's index range on its own (UNION ALL):
	 * grouping by a computed period cost three times as much (87 vs 31 ms for five years by month
	 * at 200,000 donors).
	 *
	 * @param string       $mode    live or test.
	 * @param string[]     $bounds  UTC [start, end).
	 * @param LocalBuckets $periods The report's periods.
	 * @return array<string, int> A period's first day => donors.
	 */
	public function new_donors( string $mode, array $bounds, LocalBuckets $periods ): array {
		global $wpdb;
		$counter = 'test' === $mode ? 'test_gifts' : 'live_gifts';
		$number  = $periods->sql_number( "CAST(DATE_FORMAT(created_at, '%Y%m%d%H') AS UNSIGNED)" );
		$group   = null === $number ? 'SUBSTR(created_at, 1, 13)' : str_replace( '%', '%%', $number );
		$count   = "SELECT %d AS part, COUNT(*) AS donors FROM {$wpdb->prefix}opengive_donors WHERE created_at >= %s AND created_at < %s AND {$counter} > 0";
		if ( null !== $number && count( $periods->starts() ) <= self::PER_PERIOD_COUNTS ) {
			$edges  = array_merge( array( $bounds[0] ), array_map( array( LocalBuckets::class, 'hour_datetime' ), $periods->boundaries() ), array( $bounds[1] ) );
			$values = array();
			foreach ( array_slice( $edges, 1 ) as $i => $end ) {
				array_push( $values, $i, $edges[ $i ], $end );
			}
			$rows = $wpdb->get_results( $wpdb->prepare( implode( ' UNION ALL ', array_fill( 0, count( $edges ) - 1, $count ) ), $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair.
		} else {
			$rows = $wpdb->get_results( $wpdb->prepare( str_replace( 'SELECT %d AS part', "SELECT {$group} AS part", $count ) . ' GROUP BY part', $bounds[0], $bounds[1] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair, grouping built from integers.
		}
		$found   = array();
		foreach ( (array) $rows as $row ) {
			$start           = null === $number ? $periods->start_of_hour( (string) $row['part'] ) : $periods->start_of_number( (int) $row['part'] );
			$found[ $start ] = ( $found[ $start ] ?? 0 ) + (int) $row['donors'];
		}
		return $found;
	}

	/**
	 * The forms and the campaigns that raised most in the range: the whole UTC months inside it from
	 * the month sums (ReportRollups), the days before and after them from the report index.
	 *
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @return array{forms: array<int, array{id: int, revenue: int, donations: int}>, campaigns: array<int, array{id: int, revenue: int, donations: int}>}
	 */
	public function top( string $mode, string $currency, array $bounds ): array {
		global $wpdb;
		$whole = self::whole_months( $bounds );
		if ( null === $whole ) {
			$rows = $this->gift_top( $mode, $currency, $bounds );
		} else {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT form_id, campaign_id, SUM(revenue) AS revenue, SUM(donations) AS donations FROM ' . $wpdb->prefix . ReportRollups::MONTHS . ' WHERE mode = %s AND currency = %s AND month >= %s AND month < %s GROUP BY form_id, campaign_id', $mode, $currency, substr( $whole[0], 0, 7 ), substr( $whole[1], 0, 7 ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
			foreach ( self::edges( $bounds, $whole ) as $edge ) {
				$rows = array_merge( $rows, $this->gift_top( $mode, $currency, $edge ) );
			}
		}
		$found = array(
			'forms'     => array(),
			'campaigns' => array(),
		);
		foreach ( $rows as $row ) {
			foreach ( array( 'forms' => 'form_id', 'campaigns' => 'campaign_id' ) as $list => $column ) {
				$id = (int) $row[ $column ];
				if ( $id <= 0 ) {
					continue;
				}
				$found[ $list ][ $id ]['id']        = $id;
				$found[ $list ][ $id ]['revenue']   = ( $found[ $list ][ $id ]['revenue'] ?? 0 ) + (int) $row['revenue'];
				$found[ $list ][ $id ]['donations'] = ( $found[ $list ][ $id ]['donations'] ?? 0 ) + (int) $row['donations'];
			}
		}
		return array_map( array( self::class, 'largest' ), $found );
	}

	/**
	 * Gifts and amount per form and campaign, read from the report index.
	 *
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @return array<int, array<string, mixed>>
	 */
	private function gift_top( string $mode, string $currency, array $bounds ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT form_id, campaign_id, SUM(amount) AS revenue, COUNT(*) AS donations FROM ' . self::donations() . ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s AND currency = %s GROUP BY form_id, campaign_id', $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1], $currency ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * The whole UTC hours inside a range, [first, end) as 'Y-m-d H:00:00', or null when there is none.
	 *
	 * @param string[] $bounds UTC [start, end) as 'Y-m-d H:i:s'.
	 * @return string[]|null
	 */
	private static function whole_hours( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 13 ) . ':00:00';
		if ( $first < $bounds[0] ) {
			$first = gmdate( 'Y-m-d H:00:00', strtotime( $first . ' UTC' ) + HOUR_IN_SECONDS );
		}
		$last = substr( $bounds[1], 0, 13 ) . ':00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The whole UTC months inside a range, [first, end) as 'Y-m-01 00:00:00', or null when there is none.
	 *
	 * @param string[] $bounds UTC [start, end) as 'Y-m-d H:i:s'.
	 * @return string[]|null
	 */
	private static function whole_months( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 7 ) . '-01 00:00:00';
		if ( $first < $bounds[0] ) {
			$first = gmdate( 'Y-m-01 00:00:00', strtotime( substr( $first, 0, 10 ) . ' UTC +1 month' ) );
		}
		$last = substr( $bounds[1], 0, 7 ) . '-01 00:00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The parts of a range before and after its whole hours or months (none, one or two).
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @param string[] $whole  The whole part, [first, end).
	 * @return array<int, string[]>
	 */
	private static function edges( array $bounds, array $whole ): array {
		$edges = array();
		if ( $bounds[0] < $whole[0] ) {
			$edges[] = array( $bounds[0], $whole[0] );
		}
		if ( $whole[1] < $bounds[1] ) {
			$edges[] = array( $whole[1], $bounds[1] );
		}
		return $edges;
	}

	/**
	 * The TOP rows that raised most, ties by id.
	 *
	 * @param array<int, array{id: int, revenue: int, donations: int}> $rows Rows by id.
	 * @return array<int, array{id: int, revenue: int, donations: int}>
	 */
	private static function largest( array $rows ): array {
		usort(
			$rows,
			static function ( array $a, array $b ): int {
				return array( $b['revenue'], $a['id'] ) <=> array( $a['revenue'], $b['id'] );
			}
		);
		return array_slice( $rows, 0, self::TOP );
	}

	/**
	 * The condition that keeps one campaign's gifts ('' for every gift).
	 *
	 * @param int $campaign Campaign id (0: none).
	 */
	private static function campaign( int $campaign ): string {
		return $campaign > 0 ? ' AND campaign_id = ' . $campaign : '';
	}

	/**
	 * The donations table.
	 */
	private static function donations(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_donations';
	}
}
