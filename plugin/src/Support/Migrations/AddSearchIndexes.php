<?php
/**
 * FULLTEXT indexes for the lists' search boxes.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * ListQuery::search() matches words through these (MATCH … AGAINST in boolean mode) instead of
 * LIKE '%…%' over every row. The column lists must equal the ones the searches name, in order.
 * SQLite (Playground) has no FULLTEXT index: there the search stays a substring match.
 */
final class AddSearchIndexes extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'search_people_donations' => array( 'opengive_donations', 'first_name,last_name,email,company' ),
		'search_people_donors'    => array( 'opengive_donors', 'first_name,last_name,email,company' ),
		'search_campaigns'        => array( 'opengive_campaigns', 'title,short_description' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000015_add_search_indexes';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		global $wpdb;
		if ( Db::is_sqlite() ) {
			return;
		}
		foreach ( self::INDEXES as $name => list( $table, $columns ) ) {
			$table    = $this->table( $table );
			$existing = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB -- our own table.
			if ( ! in_array( $name, $existing, true ) ) {
				$wpdb->query( "ALTER TABLE {$table} ADD FULLTEXT KEY {$name} ({$columns})" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
			if ( '' !== $wpdb->last_error ) {
				throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
			}
		}
	}
}
