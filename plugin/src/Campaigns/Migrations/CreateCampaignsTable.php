<?php
/**
 * Creates the campaigns table.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Fundraising campaigns with a goal; donations point at them.
 */
final class CreateCampaignsTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000002_create_campaigns_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_campaigns' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  title varchar(191) NOT NULL,
  short_description text NOT NULL,
  long_description longtext NOT NULL,
  image varchar(2048) NOT NULL DEFAULT '',
  primary_color varchar(7) NOT NULL DEFAULT '',
  secondary_color varchar(7) NOT NULL DEFAULT '',
  goal bigint(20) NOT NULL DEFAULT 0,
  goal_type varchar(30) NOT NULL DEFAULT 'amount',
  currency char(3) NOT NULL DEFAULT 'USD',
  status varchar(20) NOT NULL DEFAULT 'draft',
  start_date datetime DEFAULT NULL,
  end_date datetime DEFAULT NULL,
  default_form_id bigint(20) unsigned DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY status (status),
  KEY created_at (created_at),
  KEY title (title)
) {$this->charset()};"
		);
	}
}
