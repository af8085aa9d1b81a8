<?php
/**
 * Adds the idempotency key to donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * A unique key per donation attempt, so a double submit or a retried request records one donation.
 */
final class AddIdempotencyKeyToDonations extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000005_add_idempotency_key_to_donations';
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
		if ( ! in_array( 'idempotency_key', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN idempotency_key char(64) DEFAULT NULL" );
		}
		$indexes = wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}" ), 'Key_name' );
		if ( ! in_array( 'idempotency_key', $indexes, true ) ) {
			$wpdb->query( "CREATE UNIQUE INDEX idempotency_key ON {$table} (idempotency_key)" );
		}
		// phpcs:enable
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
