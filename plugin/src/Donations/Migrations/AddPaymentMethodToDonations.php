<?php
/**
 * Adds the card brand and last four digits to donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * What the receipt and the admin may show of a card: its brand and last four digits, as the payment
 * provider reported them. Card numbers themselves never reach the server.
 */
final class AddPaymentMethodToDonations extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000007_add_payment_method_to_donations';
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
		if ( ! in_array( 'payment_brand', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN payment_brand varchar(20) NOT NULL DEFAULT ''" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( ! in_array( 'payment_last4', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN payment_last4 varchar(4) NOT NULL DEFAULT ''" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
