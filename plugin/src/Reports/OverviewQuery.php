<?php
/**
 * The overview report's aggregates, read with SQL GROUP BY (never by loading donations into PHP).
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
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
		$whole = RangeParts::whole_hours( $bounds );
		if ( $campaign > 0 || null === $whole || Db::is_sqlite() ) {
			return $periods->fold( $this->hours( $mode, $bounds, $campaign, $whole ) );
		}
		$rows = ( new RollupPeriods() )->rows( $mode, $whole, $periods );
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['bucket'] = $periods->start_of_number( (int) $row['period'] );
		}
		$edges = array();
		foreach ( RangeParts::edges( $bounds, $whole ) as $edge ) {
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
		foreach ( RangeParts::edges( $bounds, $whole ) as $edge ) {
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
		$net = NetAmount::sql();
		$sql = "SELECT SUBSTR(created_at, 1, 13) AS hour, currency, COUNT(*) AS donations, SUM({$net}) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN {$net} ELSE 0 END) AS recurring FROM "
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
		$net = NetAmount::sql();
		$row = (array) $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS donations, SUM({$net}) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN {$net} ELSE 0 END) AS recurring FROM " . self::donations() . ' WHERE campaign_id = %d AND mode = %s AND status = %s AND currency = %s AND created_at < %s', $campaign, $mode, DonationStatus::COMPLETE, $currency, $before ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return array_map( 'intval', $row + array_fill_keys( array( 'donations', 'revenue', 'fees', 'recurring' ), 0 ) );
	}

	/**
	 * Donors first seen per period who have a completed gift in this mode (a donor is counted in the
	 * hour their record was created, whatever the currency). Whole UTC days no period boundary cuts
	 * come from the new donors per day (ReportRollups, read by RollupPeriods); the cut days and the
	 * part days at either end are counted from the donors' report_new_donors index per hour. SQLite,
	 * and a site whose day counts are not filled yet, count the whole range from the index.
	 *
	 * @param string       $mode    live or test.
	 * @param string[]     $bounds  UTC [start, end).
	 * @param LocalBuckets $periods The report's periods.
	 * @return array<string, int> A period's first day => donors.
	 */
	public function new_donors( string $mode, array $bounds, LocalBuckets $periods ): array {
		$days = RangeParts::whole_days( $bounds );
		if ( null === $days || Db::is_sqlite() || ! ReportRollups::years_ready() ) {
			return ( new DonorCounts( $mode ) )->range( $bounds, $periods );
		}
		list( $rows, $cut ) = ( new RollupPeriods() )->new_donors( $mode, $days, $periods );
		$found              = ( new DonorCounts( $mode ) )->hours( array_merge( RangeParts::edges( $bounds, $days ), $cut ), $periods );
		foreach ( $rows as $row ) {
			$start           = $periods->start_of_number( (int) $row['period'] );
			$found[ $start ] = ( $found[ $start ] ?? 0 ) + (int) $row['donors'];
		}
		return $found;
	}

	/**
	 * The forms and the campaigns that raised most in the range: the whole UTC years inside it from
	 * the year sums, the whole months either side of them from the month sums (ReportRollups), the
	 * days before and after those from the report index.
	 *
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @return array{forms: array<int, array{id: int, revenue: int, donations: int}>, campaigns: array<int, array{id: int, revenue: int, donations: int}>}
	 */
	public function top( string $mode, string $currency, array $bounds ): array {
		$rows = array();
		foreach ( self::top_parts( $bounds ) as list( $table, $range ) ) {
			$rows = array_merge( $rows, null === $table ? $this->gift_top( $mode, $currency, $range ) : $this->summed_top( $table, $mode, $currency, $range ) );
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
	 * The range cut for the top lists: [maintained table, range] pairs, null for the report index.
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @return array<int, array{0: string|null, 1: string[]}>
	 */
	private static function top_parts( array $bounds ): array {
		$months = RangeParts::whole_months( $bounds );
		if ( null === $months ) {
			return array( array( null, $bounds ) );
		}
		$parts = array();
		foreach ( RangeParts::edges( $bounds, $months ) as $edge ) {
			$parts[] = array( null, $edge );
		}
		$years = ReportRollups::years_ready() ? RangeParts::whole_years( $months ) : null;
		if ( null === $years ) {
			$parts[] = array( ReportRollups::MONTHS, $months );
			return $parts;
		}
		$parts[] = array( ReportRollups::YEARS, $years );
		foreach ( RangeParts::edges( $months, $years ) as $edge ) {
			$parts[] = array( ReportRollups::MONTHS, $edge );
		}
		return $parts;
	}

	/**
	 * Gifts and amount per form and campaign from the month or year sums, for whole months or years.
	 *
	 * @param string   $table    ReportRollups::MONTHS or ::YEARS.
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $range    UTC [start, end) on month or year starts.
	 * @return array<int, array<string, mixed>>
	 */
	private function summed_top( string $table, string $mode, string $currency, array $range ): array {
		global $wpdb;
		list( $column, $length ) = ReportRollups::YEARS === $table ? array( 'year', 4 ) : array( 'month', 7 );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT form_id, campaign_id, SUM(revenue) AS revenue, SUM(donations) AS donations FROM {$wpdb->prefix}{$table} WHERE mode = %s AND currency = %s AND {$column} >= %s AND {$column} < %s GROUP BY form_id, campaign_id", $mode, $currency, substr( $range[0], 0, $length ), substr( $range[1], 0, $length ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; table and column from the two fixed pairs above.
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
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT form_id, campaign_id, SUM(' . NetAmount::sql() . ') AS revenue, COUNT(*) AS donations FROM ' . self::donations() . ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s AND currency = %s GROUP BY form_id, campaign_id', $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1], $currency ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * The TOP rows that raised most, ties by id, of those with gifts in the range.
	 *
	 * @param array<int, array{id: int, revenue: int, donations: int}> $rows Rows by id.
	 * @return array<int, array{id: int, revenue: int, donations: int}>
	 */
	private static function largest( array $rows ): array {
		// A maintained row whose gifts were all refunded or moved stays behind with zeros: not a gift.
		$rows = array_filter(
			$rows,
			static function ( array $row ): bool {
				return $row['donations'] > 0;
			}
		);
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
