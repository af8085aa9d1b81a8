<?php
/**
 * The overview report's aggregates, read with SQL GROUP BY (never by loading donations into PHP).
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Completed gifts only (status publish: one-time gifts, first subscription gifts and renewals), in
 * one mode. Each query walks the `report_gifts` index (mode, status, created_at, then the summed
 * columns), so it reads index entries only: see AddReportIndex. A report is two passes over the
 * range: one per hour and currency (the charts, and which currencies the range has), one per form
 * and campaign in the chosen currency (both top lists).
 */
final class OverviewQuery {

	/**
	 * How many forms and campaigns the top lists show.
	 */
	const TOP = 5;

	/**
	 * Sums per UTC hour ('Y-m-d H') and currency: gifts, amount, fees recovered and the amount given
	 * by subscriptions (first gifts and renewals).
	 *
	 * @param string   $mode     live or test.
	 * @param string[] $bounds   UTC [start, end).
	 * @param int      $campaign One campaign's gifts (0: every gift).
	 * @return array<int, array<string, mixed>>
	 */
	public function hours( string $mode, array $bounds, int $campaign = 0 ): array {
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
	 * Donors first seen per UTC hour who have a completed gift in this mode (a donor is counted in
	 * the hour their record was created, whatever the currency).
	 *
	 * @param string   $mode   live or test.
	 * @param string[] $bounds UTC [start, end).
	 * @return array<string, int> Hour => donors.
	 */
	public function new_donors( string $mode, array $bounds ): array {
		global $wpdb;
		$counter = 'test' === $mode ? 'test_gifts' : 'live_gifts';
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT SUBSTR(created_at, 1, 13) AS hour, COUNT(*) AS donors FROM {$wpdb->prefix}opengive_donors WHERE created_at >= %s AND created_at < %s AND {$counter} > 0 GROUP BY hour", $bounds[0], $bounds[1] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair.
		$hours   = array();
		foreach ( (array) $rows as $row ) {
			$hours[ (string) $row['hour'] ] = (int) $row['donors'];
		}
		return $hours;
	}

	/**
	 * The forms and the campaigns that raised most in the range, from one pass per form.
	 *
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @return array{forms: array<int, array{id: int, revenue: int, donations: int}>, campaigns: array<int, array{id: int, revenue: int, donations: int}>}
	 */
	public function top( string $mode, string $currency, array $bounds ): array {
		global $wpdb;
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT form_id, campaign_id, SUM(amount) AS revenue, COUNT(*) AS donations FROM ' . self::donations() . ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s AND currency = %s GROUP BY form_id, campaign_id', $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1], $currency ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
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
