<?php
/**
 * Notes on donors and subscriptions (donations keep their own table).
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * One table for GiveWP's donor notes and subscription notes: object_type says which.
 */
final class CreateNotesTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000013_create_notes_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_notes' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  object_type varchar(20) NOT NULL,
  object_id bigint(20) unsigned NOT NULL,
  author_id bigint(20) unsigned DEFAULT NULL,
  type varchar(20) NOT NULL DEFAULT 'admin',
  content text NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY object_created_at (object_type,object_id,created_at)
) {$this->charset()};"
		);
	}
}
