<?php
/**
 * Adds the refunded amount to donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Database\Db;
use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * How much of a gift went back to the donor, in the gift's minor units: a partial refund keeps the
 * gift complete, and every total counts amount - refunded_amount. The report index (AddReportIndex)
 * is rebuilt with the column, so the overview's sums still read index entries alone on MariaDB.
 */
final class AddRefundedAmountToDonations extends Migration {

	const ID = '2026_12_05_000001_add_refunded_amount_to_donations';

	/**
	 * The report index's columns with the refunded amount (AddReportIndex's, plus refunded_amount).
	 */
	const REPORT_INDEX = 'mode,status,created_at,currency,amount,refunded_amount,fee_amount_recovered,subscription_id,form_id,campaign_id';

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		global $wpdb;
		$table = $this->table( 'opengive_donations' );
		// phpcs:disable WordPress.DB -- schema change on our own table; names are not user input.
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$table}" );
		if ( ! in_array( 'refunded_amount', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN refunded_amount bigint(20) NOT NULL DEFAULT 0" );
		}
		// Playground's SQLite keeps the old index: its planner is not the one the index is shaped for.
		if ( ! Db::is_sqlite() ) {
			$index = wp_list_filter( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), array( 'Key_name' => 'report_gifts' ) );
			if ( ! in_array( 'refunded_amount', array_column( $index, 'Column_name' ), true ) ) {
				$drop = array() === $index ? '' : 'DROP KEY report_gifts, ';
				$wpdb->query( "ALTER TABLE {$table} {$drop}ADD KEY report_gifts (" . self::REPORT_INDEX . ')' );
			}
		}
		// phpcs:enable
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
