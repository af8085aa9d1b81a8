<?php
/**
 * A campaign's completed live gifts summed per local day, in SQL.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Repositories;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * For GET /givewp/v3/campaigns/{id}/revenue. The route used to read every gift of the campaign into
 * PHP (20,000 rows for a campaign at a million donations) to find each one's local day. Here MySQL
 * numbers each gift's day with INTERVAL() over the UTC instants of the local midnights (exact in any
 * zone, DST included) and returns one sum per day; SQLite (Playground, small tables) sums per UTC
 * minute and PHP folds the minutes into local days.
 */
final class CampaignRevenue {

	/**
	 * At most this many days are listed (ten years), as before.
	 */
	const MAX_DAYS = 3660;

	/**
	 * Net amount (minor units, after recovered fees) per local day ('Y-m-d'), every day from the
	 * first gift's to today, days without gifts at 0; empty when the campaign has no gift.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, int>
	 */
	public static function by_local_day( int $campaign_id ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'opengive_donations';
		$where = $wpdb->prepare( "campaign_id = %d AND status = %s AND mode = 'live'", $campaign_id, DonationStatus::COMPLETE );
		$first = $wpdb->get_var( "SELECT MIN(created_at) FROM {$table} WHERE {$where}" ); // phpcs:ignore WordPress.DB -- our table; $where is prepared.
		if ( null === $first ) {
			return array();
		}
		$days = self::days_from( wp_date( 'Y-m-d', (int) strtotime( $first . ' UTC' ) ) );
		return Db::is_sqlite() ? self::folded_in_php( $table, $where, $days ) : self::grouped_by_day( $table, $where, $days );
	}

	/**
	 * Every local day from $first to today (at most MAX_DAYS), each at 0.
	 *
	 * @param string $first First day, 'Y-m-d'.
	 * @return array<string, int>
	 */
	private static function days_from( string $first ): array {
		$days  = array();
		$day   = new \DateTimeImmutable( $first, wp_timezone() );
		$today = wp_date( 'Y-m-d' );
		for ( $key = $first, $listed = 0; $key <= $today && $listed < self::MAX_DAYS; $key = $day->format( 'Y-m-d' ), ++$listed ) {
			$days[ $key ] = 0;
			$day          = $day->modify( '+1 day' );
		}
		return $days;
	}

	/**
	 * MySQL/MariaDB: one row per day, numbered by INTERVAL() over the UTC instants (YYYYMMDDHHMMSS)
	 * at which each listed day after the first begins and the last one ends.
	 *
	 * @param string             $table Donations table.
	 * @param string             $where Prepared condition.
	 * @param array<string, int> $days  The days, each at 0.
	 * @return array<string, int>
	 */
	private static function grouped_by_day( string $table, string $where, array $days ): array {
		global $wpdb;
		$keys       = array_keys( $days );
		$utc        = new \DateTimeZone( 'UTC' );
		$boundaries = array();
		foreach ( array_slice( $keys, 1 ) as $key ) {
			$boundaries[] = ( new \DateTimeImmutable( $key, wp_timezone() ) )->setTimezone( $utc )->format( 'YmdHis' );
		}
		$boundaries[] = ( new \DateTimeImmutable( end( $keys ), wp_timezone() ) )->modify( '+1 day' )->setTimezone( $utc )->format( 'YmdHis' );
		$number       = 'INTERVAL(created_at + 0, ' . implode( ', ', array_map( 'intval', $boundaries ) ) . ')';
		$rows         = (array) $wpdb->get_results( "SELECT {$number} AS day_number, SUM(" . NetAmount::sql() . " - fee_amount_recovered) AS net FROM {$table} WHERE {$where} GROUP BY day_number", ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; $where is prepared, the boundaries are integers.
		foreach ( $rows as $row ) {
			$index = (int) $row['day_number'];
			if ( isset( $keys[ $index ] ) ) { // Past the last listed day (a gift dated after today): not listed, as before.
				$days[ $keys[ $index ] ] += (int) $row['net'];
			}
		}
		return $days;
	}

	/**
	 * SQLite: sums per UTC minute (exact for every zone offset), folded into local days here.
	 *
	 * @param string             $table Donations table.
	 * @param string             $where Prepared condition.
	 * @param array<string, int> $days  The days, each at 0.
	 * @return array<string, int>
	 */
	private static function folded_in_php( string $table, string $where, array $days ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( "SELECT SUBSTR(created_at, 1, 16) AS minute, SUM(" . NetAmount::sql() . " - fee_amount_recovered) AS net FROM {$table} WHERE {$where} GROUP BY SUBSTR(created_at, 1, 16)", ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; $where is prepared.
		foreach ( $rows as $row ) {
			$day = wp_date( 'Y-m-d', (int) strtotime( $row['minute'] . ':00 UTC' ) );
			if ( isset( $days[ $day ] ) ) {
				$days[ $day ] += (int) $row['net'];
			}
		}
		return $days;
	}
}
