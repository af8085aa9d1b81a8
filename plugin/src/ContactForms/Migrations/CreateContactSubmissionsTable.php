<?php
/**
 * Creates the contact form submissions table.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Every contact form submission, stored before any mail is attempted (a mail failure loses nothing).
 * Indexed for the admin list: by form and time, by status and time, and by sender email (the
 * personal data exporter and eraser look submissions up by address).
 */
final class CreateContactSubmissionsTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000017_create_contact_submissions_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_contact_submissions' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  form_id bigint(20) unsigned NOT NULL,
  fields longtext NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'received',
  email varchar(191) NOT NULL DEFAULT '',
  consent tinyint(1) NOT NULL DEFAULT 0,
  ip_hash char(64) NOT NULL DEFAULT '',
  user_agent varchar(255) NOT NULL DEFAULT '',
  page_id bigint(20) unsigned NOT NULL DEFAULT 0,
  page_url varchar(2048) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY form_id_created_at (form_id,created_at),
  KEY status_created_at (status,created_at),
  KEY email (email)
) {$this->charset()};"
		);
	}
}
