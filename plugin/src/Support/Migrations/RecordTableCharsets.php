<?php
/**
 * Records our tables' character sets (TableCharsets) on sites whose schema is already current.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * Why: wpdb asked the database for a table's character set before every first write to it in a
 * request. The Migrator records them (TableCharsets::record()) after every run that ran a migration;
 * this id gives a site that had nothing left to migrate such a run, so it has nothing to do itself.
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
		// The recording follows the run this migration is part of (Migrator::run_pending()).
	}
}
