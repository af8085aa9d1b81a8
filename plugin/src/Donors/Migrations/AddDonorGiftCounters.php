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
 * - live_named_gifts / test_named_gifts: those not given anonymously (GiveWP's default, which leaves
 *   anonymous donors out, looks for one gift that is completed, in the mode and not anonymous), and
 *   live_named / test_named: 1 while that count is above 0. The default list asks "live_named = 1":
 *   an equality on an index reads ids in order, where "live_named_gifts > 0" (a range) made MariaDB
 *   sort every matching id for each page.
 * - completed_gifts: completed gifts in both modes (what totalNumberOfDonations shows; the sort).
 */
final class AddDonorGiftCounters extends Migration {

	/**
	 * The counter columns and whether each has its own index.
	 */
	const COLUMNS = array(
		'live_gifts'       => true,
		'test_gifts'       => true,
		'live_named_gifts' => false,
		'test_named_gifts' => false,
		'completed_gifts'  => true,
		'live_named'       => true,
		'test_named'       => true,
	);

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
		foreach ( self::COLUMNS as $column => $indexed ) {
			if ( ! in_array( $column, $columns, true ) ) {
				$type = 'live_named' === $column || 'test_named' === $column ? 'tinyint(1)' : 'int(10)';
				$key  = $indexed ? ", ADD KEY {$column} ({$column})" : '';
				$wpdb->query( "ALTER TABLE {$donors} ADD COLUMN {$column} {$type} NOT NULL DEFAULT 0{$key}" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
		( new DonationTotals() )->rebuild();
	}
}
