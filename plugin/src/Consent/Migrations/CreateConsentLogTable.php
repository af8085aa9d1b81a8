<?php
/**
 * The consent log table (proof of consent, spec 5 and 7: stored only with store-consent on).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per recorded consent: when, which visitor id, a salted hash of the address (never the
 * address), region, consent type, categories, services and the policy id it answered.
 */
final class CreateConsentLogTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_140000_create_consent_log_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_consent_log' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  created_at datetime NOT NULL,
  visitor_id varchar(64) NOT NULL DEFAULT '',
  ip_hash char(64) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  region varchar(16) NOT NULL DEFAULT '',
  consent_type varchar(10) NOT NULL DEFAULT '',
  categories varchar(255) NOT NULL DEFAULT '[]',
  services text NOT NULL,
  policy_id int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY created_at (created_at),
  KEY visitor_id (visitor_id),
  KEY user_id (user_id)
) {$this->charset()};"
		);
	}
}
