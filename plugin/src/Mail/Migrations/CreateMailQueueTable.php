<?php
/**
 * The outgoing mail queue.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per email waiting to leave (or sent, kept a week for the record). A worker claims rows by
 * writing its own token into `claim` with a lease in `locked_until`; a worker that dies leaves the
 * row to the next one once the lease has run out.
 */
final class CreateMailQueueTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_210000_create_mail_queue_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_mail_queue' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  recipient text NOT NULL,
  subject text NOT NULL,
  message longtext NOT NULL,
  headers text NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'queued',
  attempts smallint(5) unsigned NOT NULL DEFAULT 0,
  claim varchar(32) NOT NULL DEFAULT '',
  locked_until datetime DEFAULT NULL,
  last_error text NOT NULL,
  created_at datetime NOT NULL,
  sent_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY status_locked (status,locked_until),
  KEY claim (claim)
) {$this->charset()};"
		);
	}
}
