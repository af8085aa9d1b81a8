<?php
/**
 * Adds the custom field answers to donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * A JSON object of the form's custom field answers (only the fields the donor could see).
 */
final class AddCustomFieldsToDonations extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000006_add_custom_fields_to_donations';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		global $wpdb;
		$table   = $this->table( 'opengive_donations' );
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$table}" ); // phpcs:ignore WordPress.DB -- our own table.
		if ( ! in_array( 'custom_fields', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN custom_fields longtext DEFAULT NULL" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
