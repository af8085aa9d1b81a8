<?php
/**
 * Tables for the maintained donation totals and list counts, filled from the existing rows.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Migrations;

use OpenGive\Donations\Repositories\DonationTotals;
use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * See DonationTotals for why these exist. The backfill is one GROUP BY per table (seconds for a
 * million donations), run once when the migration runs.
 */
final class CreateTotalsTables extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000014_create_totals_tables';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$counts = $this->table( 'opengive_donation_counts' );
		$this->delta(
			"CREATE TABLE {$counts} (
  mode varchar(10) NOT NULL,
  status varchar(20) NOT NULL,
  anonymous tinyint(1) NOT NULL,
  campaign_id bigint(20) unsigned NOT NULL,
  form_id bigint(20) unsigned NOT NULL,
  n bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (mode,anonymous,status,campaign_id,form_id),
  KEY campaign_id (campaign_id),
  KEY form_id (form_id)
) {$this->charset()};"
		);
		$goals = $this->table( 'opengive_goal_totals' );
		$this->delta(
			"CREATE TABLE {$goals} (
  scope char(1) NOT NULL,
  scope_id bigint(20) unsigned NOT NULL,
  currency varchar(3) NOT NULL DEFAULT '',
  amount bigint(20) NOT NULL DEFAULT 0,
  donations bigint(20) NOT NULL DEFAULT 0,
  donors bigint(20) NOT NULL DEFAULT 0,
  subscriptions bigint(20) NOT NULL DEFAULT 0,
  subscription_amount bigint(20) NOT NULL DEFAULT 0,
  subscription_donors bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (scope,scope_id,currency)
) {$this->charset()};"
		);
		$members = $this->table( 'opengive_goal_members' );
		$this->delta(
			"CREATE TABLE {$members} (
  campaign_id bigint(20) unsigned NOT NULL,
  kind tinyint(1) unsigned NOT NULL,
  member_id bigint(20) unsigned NOT NULL,
  gifts bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (campaign_id,kind,member_id)
) {$this->charset()};"
		);
		global $wpdb;
		$donors  = $this->table( 'opengive_donors' );
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$donors}" ); // phpcs:ignore WordPress.DB -- our own table.
		if ( ! in_array( 'named_gifts', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$donors} ADD COLUMN named_gifts int(10) NOT NULL DEFAULT 0" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
			$wpdb->query( "ALTER TABLE {$donors} ADD KEY named_gifts (named_gifts)" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
		( new DonationTotals() )->rebuild();
	}
}
