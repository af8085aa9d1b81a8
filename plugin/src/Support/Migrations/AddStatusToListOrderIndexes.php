<?php
/**
 * The list orders' indexes carry the status, so "everything but the trash" is read in order.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * The donation and subscription lists show every status but the trash by default. With trashed
 * rows present that is a `status <> …` condition, and with the indexes of AddListOrderIndexes
 * (mode, anonymous, status) was the tempting one: MariaDB read it as two ranges and sorted every
 * live row for each deep page. Now each order index is (equality columns, order column, id,
 * status): MariaDB walks it in order, drops trashed entries inside the index and stops after one
 * page; the id sits before the status so that ties keep their order. The status filter's index
 * starts with the status, so a `<>` on it is no cheaper-looking range. The replaced indexes are
 * dropped on MariaDB/MySQL (Playground's SQLite keeps them: its planner is not the one this is for).
 */
final class AddStatusToListOrderIndexes extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'list_order_id'     => array( 'opengive_donations', 'mode,anonymous,id,status' ),
		'list_order_amount' => array( 'opengive_donations', 'mode,anonymous,amount,id,status' ),
		'list_order_date'   => array( 'opengive_donations', 'mode,anonymous,created_at,id,status' ),
		'list_status'       => array( 'opengive_donations', 'status,mode,anonymous' ),
		'sub_order_id'      => array( 'opengive_subscriptions', 'mode,id,status' ),
		'sub_order_amount'  => array( 'opengive_subscriptions', 'mode,amount,id,status' ),
		'sub_order_created' => array( 'opengive_subscriptions', 'mode,created_at,id,status' ),
		'sub_order_renews'  => array( 'opengive_subscriptions', 'mode,renews_at,id,status' ),
		'sub_status'        => array( 'opengive_subscriptions', 'status,mode' ),
	);

	/**
	 * Index name => table: what the indexes above replace.
	 */
	const SUPERSEDED = array(
		'list_mode_anonymous'        => 'opengive_donations',
		'list_mode_anonymous_amount' => 'opengive_donations',
		'list_mode_anonymous_date'   => 'opengive_donations',
		'list_mode_anonymous_status' => 'opengive_donations',
		'list_mode_status'           => 'opengive_subscriptions',
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_200000_add_status_to_list_order_indexes';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		global $wpdb;
		foreach ( self::INDEXES as $name => list( $table, $columns ) ) {
			$table = $this->table( $table );
			if ( ! in_array( $name, $this->indexes( $table ), true ) ) {
				$wpdb->query( "ALTER TABLE {$table} ADD KEY {$name} ({$columns})" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
			$this->check();
		}
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return;
		}
		foreach ( self::SUPERSEDED as $name => $table ) {
			$table = $this->table( $table );
			if ( in_array( $name, $this->indexes( $table ), true ) ) {
				$wpdb->query( "ALTER TABLE {$table} DROP KEY {$name}" ); // phpcs:ignore WordPress.DB -- schema change on our own table; names from the constant above.
			}
			$this->check();
		}
	}

	/**
	 * The index names of a table.
	 *
	 * @param string $table Prefixed table name.
	 * @return string[]
	 */
	private function indexes( string $table ): array {
		global $wpdb;
		return array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB -- our own table.
	}

	/**
	 * Stops on a database error.
	 *
	 * @throws \RuntimeException When the last statement failed.
	 */
	private function check(): void {
		global $wpdb;
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
