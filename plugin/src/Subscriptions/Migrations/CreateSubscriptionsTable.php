<?php
/**
 * Creates the subscriptions table.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * Recurring gifts. renews_at is indexed with status for the renewal job's "due now" scan.
 */
final class CreateSubscriptionsTable extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000003_create_subscriptions_table';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$table = $this->table( 'opengive_subscriptions' );
		$this->delta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  donor_id bigint(20) unsigned NOT NULL,
  form_id bigint(20) unsigned NOT NULL,
  campaign_id bigint(20) unsigned DEFAULT NULL,
  status varchar(20) NOT NULL DEFAULT 'pending',
  mode varchar(10) NOT NULL DEFAULT 'live',
  period varchar(10) NOT NULL,
  frequency int(10) unsigned NOT NULL DEFAULT 1,
  installments int(10) unsigned NOT NULL DEFAULT 0,
  amount bigint(20) NOT NULL,
  fee_amount_recovered bigint(20) NOT NULL DEFAULT 0,
  currency char(3) NOT NULL,
  gateway_id varchar(50) NOT NULL,
  gateway_subscription_id varchar(191) NOT NULL DEFAULT '',
  transaction_id varchar(191) NOT NULL DEFAULT '',
  renews_at datetime DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY donor_id (donor_id),
  KEY form_id (form_id),
  KEY campaign_id (campaign_id),
  KEY status_renews_at (status,renews_at),
  KEY created_at (created_at)
) {$this->charset()};"
		);
	}
}
