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
 * one mode and one currency. Each query walks the `report_gifts` index (mode, status, created_at,
 * then the summed columns), so it reads index entries only: see AddReportIndex.
 */
final class OverviewQuery {

	/**
	 * How many forms and campaigns the top lists show.
	 */
	const TOP = 5;

	/**
	 * The currencies of the completed gifts in the range, most gifts first.
	 *
	 * @param string   $mode     live or test.
	 * @param string[] $bounds   UTC [start, end).
	 * @param int      $campaign One campaign's gifts (0: every gift).
	 * @return array<int, array{currency: string, donations: int}>
	 */
	public function currencies( string $mode, array $bounds, int $campaign = 0 ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT currency, COUNT(*) AS donations FROM ' . self::donations() . ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s' . self::campaign( $campaign ) . ' GROUP BY currency ORDER BY donations DESC, currency', $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the campaign condition is an integer.
		return array_map(
			static function ( array $row ): array {
				return array(
					'currency'  => (string) $row['currency'],
					'donations' => (int) $row['donations'],
				);
			},
			(array) $rows
		);
	}

	/**
	 * Sums per UTC hour ('Y-m-d H'): gifts, amount, fees recovered and the amount given by
	 * subscriptions (first gifts and renewals).
	 *
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @param int      $campaign One campaign's gifts (0: every gift).
	 * @return array<int, array<string, mixed>>
	 */
	public function hours( string $mode, string $currency, array $bounds, int $campaign = 0 ): array {
		global $wpdb;
		$sql = 'SELECT SUBSTR(created_at, 1, 13) AS hour, COUNT(*) AS donations, SUM(amount) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END) AS recurring FROM '
			. self::donations()
			. ' WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s AND currency = %s' . self::campaign( $campaign ) . ' GROUP BY hour';
		return (array) $wpdb->get_results( $wpdb->prepare( $sql, $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1], $currency ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; the campaign condition is an integer.
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
	 * The forms or campaigns that raised most in the range.
	 *
	 * @param string   $column   form_id or campaign_id.
	 * @param string   $mode     live or test.
	 * @param string   $currency Currency code.
	 * @param string[] $bounds   UTC [start, end).
	 * @return array<int, array{id: int, revenue: int, donations: int}>
	 */
	public function top( string $column, string $mode, string $currency, array $bounds ): array {
		global $wpdb;
		$column = 'campaign_id' === $column ? 'campaign_id' : 'form_id';
		$sql    = "SELECT {$column} AS id, SUM(amount) AS revenue, COUNT(*) AS donations FROM " . self::donations()
			. " WHERE mode = %s AND status = %s AND created_at >= %s AND created_at < %s AND currency = %s AND {$column} > 0 GROUP BY {$column} ORDER BY revenue DESC, id LIMIT %d";
		$rows   = $wpdb->get_results( $wpdb->prepare( $sql, $mode, DonationStatus::COMPLETE, $bounds[0], $bounds[1], $currency, self::TOP ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; column from a fixed pair.
		return array_map(
			static function ( array $row ): array {
				return array(
					'id'        => (int) $row['id'],
					'revenue'   => (int) $row['revenue'],
					'donations' => (int) $row['donations'],
				);
			},
			(array) $rows
		);
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
