<?php
/**
 * Creates the donation notes table.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Notes on a donation: the admin's own, and the system's record of status changes and refunds.
 */
final class CreateDonationNotesTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000009_create_donation_notes_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_donation_notes' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  donation_id bigint(20) unsigned NOT NULL,
  author_id bigint(20) unsigned DEFAULT NULL,
  type varchar(20) NOT NULL DEFAULT 'admin',
  content text NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY donation_id_created_at (donation_id,created_at)
) {$this->charset()};"
		);
	}
}
