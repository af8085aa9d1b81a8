<?php
/**
 * Runs pending migrations.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Campaigns\Migrations\AddPageAndLogoToCampaigns;
use OpenGive\Campaigns\Migrations\CreateCampaignsTable;
use OpenGive\ContactForms\Migrations\CreateContactSubmissionsTable;
use OpenGive\Consent\Migrations\CreateConsentLogTable;
use OpenGive\Donations\Migrations\CreateDonationNotesTable;
use OpenGive\Donations\Migrations\AddCustomFieldsToDonations;
use OpenGive\Donations\Migrations\AddPaymentMethodToDonations;
use OpenGive\Donations\Migrations\AddIdempotencyKeyToDonations;
use OpenGive\Donations\Migrations\CreateDonationsTable;
use OpenGive\Donations\Migrations\CreateTotalsTables;
use OpenGive\Donors\Migrations\AddDonorGiftCounters;
use OpenGive\Donors\Migrations\CreateDonorsTable;
use OpenGive\DonorWall\Migrations\AddDonorWallColumns;
use OpenGive\Subscriptions\Migrations\CreateSubscriptionsTable;
use OpenGive\Support\Database\TableCharsets;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the list of ran migration ids in an option, and the schema version beside it so the
 * per-request check is one autoloaded option read.
 */
final class Migrator {

	const OPTION_RAN     = 'opengive_migrations';
	const OPTION_VERSION = 'opengive_db_version';
	const OPTION_LOCK    = 'opengive_migrating';

	/**
	 * After this long a lock is taken to belong to a run that died (PHP killed half-way).
	 */
	const LOCK_SECONDS = 900;

	/**
	 * Every migration, oldest first.
	 *
	 * @return Migration[]
	 */
	public function migrations(): array {
		return array(
			new CreateDonorsTable(),
			new CreateCampaignsTable(),
			new CreateSubscriptionsTable(),
			new CreateDonationsTable(),
			new AddIdempotencyKeyToDonations(),
			new AddCustomFieldsToDonations(),
			new AddPaymentMethodToDonations(),
			new AddCapabilities(),
			new CreateDonationNotesTable(),
			new AddListIndexes(),
			new AddGiveWpRoles(),
			new AddPageAndLogoToCampaigns(),
			new CreateNotesTable(),
			new CreateTotalsTables(),
			new AddSearchIndexes(),
			new AddListOrderIndexes(),
			new CreateContactSubmissionsTable(),
			new CreateConsentLogTable(),
			new AddDonorWallColumns(),
			new AddDonorGiftCounters(),
			new AddStatusToListOrderIndexes(),
			new \OpenGive\Mail\Migrations\CreateMailQueueTable(),
			new AddCampaignDonorIndex(),
			new \OpenGive\Reports\Migrations\AddReportIndex(),
			new \OpenGive\Reports\Migrations\CreateReportRollups(),
			new \OpenGive\Reports\Migrations\AddNewDonorsIndex(),
			new \OpenGive\Reports\Migrations\CreateReportDays(),
			new RecordTableCharsets(),
			new \OpenGive\Reports\Migrations\CreateReportYears(),
			new \OpenGive\Settings\Migrations\MoveStripeTestKeys(),
			new \OpenGive\Donations\Migrations\AddRefundedAmountToDonations(),
		);
	}

	/**
	 * The id of the newest migration: the schema version this code expects.
	 */
	public function latest_version(): string {
		$ids = array_map(
			static function ( Migration $migration ) {
				return $migration->id();
			},
			$this->migrations()
		);
		sort( $ids );
		return (string) end( $ids );
	}

	/**
	 * Whether the stored schema is older than the code.
	 */
	public function is_pending(): bool {
		return get_option( self::OPTION_VERSION ) !== $this->latest_version();
	}

	/**
	 * Runs every migration not yet recorded, in id order.
	 *
	 * @return string[] Ids that ran now.
	 */
	public function run(): array {
		// The first requests after an update all find the schema behind: one of them migrates, the
		// others go on without waiting (a backfill can take minutes at a charity's size) instead of
		// running the same migration at once (a second ALTER failed on a duplicate index).
		if ( ! $this->lock() ) {
			return array();
		}
		try {
			return $this->run_pending();
		} finally {
			$this->unlock();
		}
	}

	/**
	 * Runs every migration not yet recorded, in id order (under the lock).
	 *
	 * @return string[] Ids that ran now.
	 */
	private function run_pending(): array {
		$ran        = (array) get_option( self::OPTION_RAN, array() );
		$migrations = $this->migrations();
		usort(
			$migrations,
			static function ( Migration $a, Migration $b ) {
				return strcmp( $a->id(), $b->id() );
			}
		);
		$now = array();
		foreach ( $migrations as $migration ) {
			if ( in_array( $migration->id(), $ran, true ) ) {
				continue;
			}
			$migration->up();
			$ran[] = $migration->id();
			$now[] = $migration->id();
			update_option( self::OPTION_RAN, $ran, false );
		}
		if ( array() !== $now ) {
			// A table a migration made or changed: its character set, so wpdb need not ask (TableCharsets).
			TableCharsets::record();
		}
		update_option( self::OPTION_VERSION, $this->latest_version(), true );
		return $now;
	}

	/**
	 * Takes the migration lock: an INSERT IGNORE, which only one request can win (add_option's
	 * upsert would let two); a lock older than LOCK_SECONDS is taken over.
	 */
	private function lock(): bool {
		global $wpdb;
		$now = time();
		// phpcs:disable WordPress.DB -- the options table, prepared; a lock has no API.
		if ( 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::OPTION_LOCK, (string) $now ) ) ) {
			return true;
		}
		$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION_LOCK ) );
		if ( $since > $now - self::LOCK_SECONDS ) {
			return false;
		}
		$taken = 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", (string) $now, self::OPTION_LOCK, (string) $since ) );
		// phpcs:enable
		return $taken;
	}

	/**
	 * Releases the lock.
	 */
	private function unlock(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::OPTION_LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock row.
		wp_cache_delete( self::OPTION_LOCK, 'options' );
	}

	/**
	 * Table names the migrations create, for uninstall.
	 *
	 * @return string[] Unprefixed names.
	 */
	public static function tables(): array {
		return array( 'opengive_donations', 'opengive_donation_notes', 'opengive_notes', 'opengive_subscriptions', 'opengive_campaigns', 'opengive_donors', 'opengive_donation_counts', 'opengive_goal_totals', 'opengive_goal_members', 'opengive_contact_submissions', 'opengive_consent_log', 'opengive_mail_queue', 'opengive_report_hours', 'opengive_report_days', 'opengive_report_months', 'opengive_report_years', 'opengive_report_donor_days' );
	}
}
