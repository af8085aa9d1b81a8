<?php
/**
 * One versioned schema change.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * Migrations run once each, in id order, and are recorded in the opengive_migrations option.
 */
abstract class Migration {

	/**
	 * Unique, sortable id: YYYY_MM_DD_NNNNNN_what_it_does.
	 */
	abstract public function id(): string;

	/**
	 * Applies the change. Must be safe to re-run after a partial failure.
	 */
	abstract public function up(): void;

	/**
	 * A table name with the site's prefix.
	 *
	 * @param string $name Unprefixed name, e.g. opengive_donations.
	 */
	protected function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * Creates or alters a table through dbDelta, which the SQLite integration also understands.
	 *
	 * @param string $sql CREATE TABLE statement in dbDelta's format (two spaces after PRIMARY KEY).
	 * @throws \RuntimeException When the database reports an error.
	 */
	protected function delta( string $sql ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$wpdb->last_error = '';
		dbDelta( $sql );
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}

	/**
	 * The table options dbDelta appends (charset and collation).
	 */
	protected function charset(): string {
		global $wpdb;
		return $wpdb->get_charset_collate();
	}

	/**
	 * Adds the indexes a table lacks (an index already there is left alone, so a rerun is harmless),
	 * with the ALTER statements dbDelta uses, which the SQLite integration also understands.
	 *
	 * @param array<string, array{0: string, 1: string}> $indexes Index name => [unprefixed table, columns].
	 * @throws \RuntimeException When the database refuses the change.
	 */
	protected function add_indexes( array $indexes ): void {
		global $wpdb;
		foreach ( $indexes as $name => list( $table, $columns ) ) {
			$table    = $this->table( $table );
			$existing = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB -- our own table.
			if ( ! in_array( $name, $existing, true ) ) {
				$wpdb->query( "ALTER TABLE {$table} ADD KEY {$name} ({$columns})" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the migration's constant.
			}
			if ( '' !== $wpdb->last_error ) {
				throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
			}
		}
	}
}
