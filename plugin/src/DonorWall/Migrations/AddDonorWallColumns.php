<?php
/**
 * The donor wall's moderation flag and indexes.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * comment_hidden (an administrator hid the comment from the wall; the comment itself is kept), and
 * the two indexes the wall's page query walks: completed live gifts by date and by amount.
 */
final class AddDonorWallColumns extends Migration {

	const INDEXES = array(
		'status_mode_created_at' => 'status,mode,created_at',
		'status_mode_amount'     => 'status,mode,amount',
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000018_add_donor_wall_columns';
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
		if ( ! in_array( 'comment_hidden', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN comment_hidden tinyint(1) NOT NULL DEFAULT 0" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		$existing = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB -- our own table.
		foreach ( self::INDEXES as $name => $index_columns ) {
			if ( ! in_array( $name, $existing, true ) ) {
				$wpdb->query( "ALTER TABLE {$table} ADD KEY {$name} ({$index_columns})" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
