<?php
/**
 * Records our tables' character sets (TableCharsets) on sites whose schema is already current.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Support\Database\TableCharsets;

defined( 'ABSPATH' ) || exit;

/**
 * Why: wpdb asked the database for a table's character set before every first write to it in a
 * request. From here on the Migrator records them after each run; this id makes a site that had
 * nothing left to migrate run once.
 */
final class RecordTableCharsets extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_29_010000_record_table_charsets';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		TableCharsets::record();
	}
}
