<?php
/**
 * Creates the donations table.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * One row per donation. Money in minor units with its currency; datetimes in UTC. The indexes back the
 * list screens' filters (status, mode, form, campaign, donor, subscription) and sorts (date, amount).
 */
final class CreateDonationsTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000004_create_donations_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_donations' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  form_id bigint(20) unsigned NOT NULL,
  campaign_id bigint(20) unsigned DEFAULT NULL,
  donor_id bigint(20) unsigned NOT NULL,
  subscription_id bigint(20) unsigned DEFAULT NULL,
  status varchar(20) NOT NULL,
  type varchar(20) NOT NULL DEFAULT 'single',
  mode varchar(10) NOT NULL DEFAULT 'live',
  amount bigint(20) NOT NULL,
  fee_amount_recovered bigint(20) NOT NULL DEFAULT 0,
  currency char(3) NOT NULL,
  gateway_id varchar(50) NOT NULL,
  gateway_transaction_id varchar(191) NOT NULL DEFAULT '',
  purchase_key char(32) NOT NULL,
  donor_ip varchar(45) NOT NULL DEFAULT '',
  honorific varchar(20) NOT NULL DEFAULT '',
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  email varchar(191) NOT NULL,
  phone varchar(50) NOT NULL DEFAULT '',
  company varchar(191) NOT NULL DEFAULT '',
  comment text NOT NULL,
  anonymous tinyint(1) NOT NULL DEFAULT 0,
  level_id varchar(20) NOT NULL DEFAULT '',
  address1 varchar(191) NOT NULL DEFAULT '',
  address2 varchar(191) NOT NULL DEFAULT '',
  city varchar(100) NOT NULL DEFAULT '',
  state varchar(100) NOT NULL DEFAULT '',
  country char(2) NOT NULL DEFAULT '',
  zip varchar(20) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY purchase_key (purchase_key),
  KEY status_created_at (status,created_at),
  KEY mode_created_at (mode,created_at),
  KEY form_id (form_id),
  KEY campaign_id (campaign_id),
  KEY donor_id (donor_id),
  KEY subscription_id (subscription_id),
  KEY created_at (created_at),
  KEY amount (amount),
  KEY email (email)
) {$this->charset()};"
		);
	}
}
