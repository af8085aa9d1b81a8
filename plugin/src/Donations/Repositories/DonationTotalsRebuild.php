<?php
/**
 * Recounts every total kept beside the donations table.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Reports\ReportRebuild;
use OpenGive\Reports\ReportRollups;

defined( 'ABSPATH' ) || exit;

/**
 * DonationTotals' full recount: the migrations' backfill, and the repair after any write that did not
 * go through DonationRepository (bulk SQL, a restore).
 */
final class DonationTotalsRebuild {

	/**
	 * Recomputes everything from the donations table (the migration's backfill, and after any bulk
	 * SQL). One transaction, so readers see old or new totals.
	 */
	public function run(): void {
		global $wpdb;
		$d      = DonationTotals::t( 'opengive_donations' );
		$counts = DonationTotals::t( 'opengive_donation_counts' );
		$goals  = DonationTotals::t( 'opengive_goal_totals' );
		$member = DonationTotals::t( 'opengive_goal_members' );
		$live   = "status = 'publish' AND mode = 'live'";
		$net    = NetAmount::sql();
		// phpcs:disable WordPress.DB -- our own tables; no user input in these statements.
		$statements = array(
			"DELETE FROM {$counts}",
			"DELETE FROM {$goals}",
			"DELETE FROM {$member}",
			"INSERT INTO {$counts} (mode, status, anonymous, campaign_id, form_id, n) SELECT mode, status, anonymous, COALESCE(campaign_id, 0), form_id, COUNT(*) FROM {$d} GROUP BY mode, status, anonymous, COALESCE(campaign_id, 0), form_id",
			"INSERT INTO {$goals} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) SELECT 'f', form_id, currency, SUM({$net}), COUNT(*), 0, 0, 0, 0 FROM {$d} WHERE {$live} GROUP BY form_id, currency",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . DonationTotals::DONOR . ", donor_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 GROUP BY campaign_id, donor_id",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . DonationTotals::SUBSCRIPTION . ", subscription_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 AND subscription_id > 0 GROUP BY campaign_id, subscription_id",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . DonationTotals::SUBSCRIPTION_DONOR . ", donor_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 AND subscription_id > 0 GROUP BY campaign_id, donor_id",
			"INSERT INTO {$goals} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) SELECT 'c', campaign_id, '', SUM({$net}), COUNT(*), 0, 0, SUM(CASE WHEN subscription_id > 0 THEN {$net} ELSE 0 END), 0 FROM {$d} WHERE {$live} AND campaign_id > 0 GROUP BY campaign_id",
		);
		$kinds      = array(
			'donors'              => DonationTotals::DONOR,
			'subscriptions'       => DonationTotals::SUBSCRIPTION,
			'subscription_donors' => DonationTotals::SUBSCRIPTION_DONOR,
		);
		$donors     = DonationTotals::t( 'opengive_donors' );
		$statements = array_merge( $statements, self::donor_counters( $d, $donors, null !== $wpdb->get_var( "SHOW COLUMNS FROM {$donors} LIKE 'completed_gifts'" ) ) );
		foreach ( $kinds as $column => $kind ) {
			$statements[] = "UPDATE {$goals} SET {$column} = (SELECT COUNT(*) FROM {$member} m WHERE m.campaign_id = {$goals}.scope_id AND m.kind = {$kind}) WHERE scope = 'c'";
		}
		// The report sums arrive in a later migration than the one whose backfill first runs this.
		$hours = DonationTotals::t( ReportRollups::HOURS );
		if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $hours ) ) ) === $hours ) {
			$statements = array_merge( $statements, ReportRebuild::rebuild_statements() );
		}
		\OpenGive\Support\Database\Transaction::run(
			function () use ( $statements, $wpdb ) {
				foreach ( $statements as $sql ) {
					$this->must( $wpdb->query( $sql ) );
				}
			}
		);
		// phpcs:enable
	}

	/**
	 * The statements that recount each donor's gift counters. On MySQL one pass over the donations
	 * groups them per donor and a joined UPDATE writes them (at a million gifts the per-donor
	 * subqueries took minutes); SQLite (Playground), without UPDATE ... JOIN, counts per donor.
	 *
	 * @param string $d        Donations table.
	 * @param string $donors   Donors table.
	 * @param bool   $counters Whether the per-mode counters exist yet (a later migration adds them
	 *                         than the one whose backfill first runs this).
	 * @return string[]
	 */
	private static function donor_counters( string $d, string $donors, bool $counters ): array {
		if ( ! \OpenGive\Support\Database\Db::is_sqlite() ) {
			$set = array( 'dn.named_gifts = COALESCE(g.named, 0)' );
			if ( $counters ) {
				foreach ( array( 'live', 'test' ) as $mode ) {
					$set[] = "dn.{$mode}_gifts = COALESCE(g.{$mode}_gifts, 0), dn.{$mode}_named_gifts = COALESCE(g.{$mode}_named, 0), dn.{$mode}_named = (COALESCE(g.{$mode}_named, 0) > 0)";
				}
				$set[] = 'dn.completed_gifts = COALESCE(g.live_gifts, 0) + COALESCE(g.test_gifts, 0)';
			}
			$done = "status = 'publish'";
			return array( "UPDATE {$donors} dn LEFT JOIN (SELECT donor_id, SUM(anonymous = 0) AS named, SUM({$done} AND mode = 'live') AS live_gifts, SUM({$done} AND mode = 'live' AND anonymous = 0) AS live_named, SUM({$done} AND mode = 'test') AS test_gifts, SUM({$done} AND mode = 'test' AND anonymous = 0) AS test_named FROM {$d} GROUP BY donor_id) g ON g.donor_id = dn.id SET " . implode( ', ', $set ) );
		}
		$statements = array( "UPDATE {$donors} SET named_gifts = (SELECT COUNT(*) FROM {$d} WHERE {$d}.donor_id = {$donors}.id AND {$d}.anonymous = 0)" );
		if ( $counters ) {
			foreach ( array( 'live', 'test' ) as $mode ) {
				$gifts        = "SELECT COUNT(*) FROM {$d} WHERE {$d}.donor_id = {$donors}.id AND {$d}.status = 'publish' AND {$d}.mode = '{$mode}'";
				$statements[] = "UPDATE {$donors} SET {$mode}_gifts = ({$gifts}), {$mode}_named_gifts = ({$gifts} AND {$d}.anonymous = 0)";
				// Its own statement: SQLite would read the old count inside the same SET.
				$statements[] = "UPDATE {$donors} SET {$mode}_named = ({$mode}_named_gifts > 0)";
			}
			$statements[] = "UPDATE {$donors} SET completed_gifts = live_gifts + test_gifts";
		}
		return $statements;
	}

	/**
	 * Turns a failed statement into an exception, so the surrounding transaction rolls back and the
	 * donation is not written with totals that disagree with it.
	 *
	 * @param int|bool $result What $wpdb->query answered.
	 * @throws \RuntimeException When it failed.
	 */
	private function must( $result ): void {
		global $wpdb;
		if ( false === $result ) {
			throw new \RuntimeException( esc_html( 'Could not update the donation totals: ' . $wpdb->last_error ) );
		}
	}
}
