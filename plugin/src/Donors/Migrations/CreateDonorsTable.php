<?php
/**
 * Creates the donors table.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per donor, unique by email; linked to a WordPress user when they have an account.
 */
final class CreateDonorsTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000001_create_donors_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_donors' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned DEFAULT NULL,
  email varchar(191) NOT NULL,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  honorific varchar(20) NOT NULL DEFAULT '',
  phone varchar(50) NOT NULL DEFAULT '',
  company varchar(191) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email (email),
  KEY user_id (user_id),
  KEY last_name (last_name),
  KEY created_at (created_at)
) {$this->charset()};"
		);
	}
}
