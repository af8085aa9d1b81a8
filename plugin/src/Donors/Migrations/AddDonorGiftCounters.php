<?php
/**
 * Completed-gift counters on the donors table, filled from the existing rows.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Migrations;

use OpenGive\Donations\Repositories\DonationTotals;
use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Why: GiveWP's donor list filters by `mode` with `onlyWithDonations` (on by default) and sorts by
 * `totalNumberOfDonations`. Both read every donor's gifts; counters kept by DonationTotals with each
 * donation write turn them into indexed conditions on the donors table.
 *
 * - live_gifts / test_gifts: completed gifts in each mode (the `mode` filter: "> 0").
 * - completed_gifts: completed gifts in both modes (what totalNumberOfDonations shows; the sort).
 */
final class AddDonorGiftCounters extends Migration {

	/**
	 * The counter columns.
	 */
	const COLUMNS = array( 'live_gifts', 'test_gifts', 'completed_gifts' );

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_150000_add_donor_gift_counters';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		global $wpdb;
		$donors  = $this->table( 'opengive_donors' );
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$donors}" ); // phpcs:ignore WordPress.DB -- our own table.
		foreach ( self::COLUMNS as $column ) {
			if ( ! in_array( $column, $columns, true ) ) {
				$wpdb->query( "ALTER TABLE {$donors} ADD COLUMN {$column} int(10) NOT NULL DEFAULT 0, ADD KEY {$column} ({$column})" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
		( new DonationTotals() )->rebuild();
	}
}
