<?php
/**
 * Totals and counts kept beside the donations table, updated with every donation write.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Why: at a charity's size (a million gifts) every public campaign page and every list header used
 * to scan the donations table (goal progress, form totals, exact COUNT(*) for X-WP-Total). Those
 * numbers are now maintained here, in the same transaction as the donation write that changes them,
 * so reading them costs a primary-key lookup whatever the table's size.
 *
 * - opengive_donation_counts: rows per (mode, status, anonymous, campaign, form): the list totals.
 * - opengive_goal_totals: completed live gifts per campaign ('c') and per form and currency ('f').
 * - opengive_donors.named_gifts: gifts each donor gave under their name (the donors list leaves
 *   out donors whose every gift is anonymous: an indexed "named_gifts > 0").
 * - opengive_goal_members: how many counted gifts each donor / subscription has per campaign, so the
 *   distinct-donor and distinct-subscription goals move only when a first gift arrives or a last one
 *   leaves. The campaign's totals row is written first, which serialises changes per campaign.
 *
 * Every write to the donations table goes through DonationRepository, which calls apply(). Anything
 * that writes rows another way (bulk SQL, a restore) must call rebuild() afterwards (there is no
 * scheduled reconcile yet).
 */
final class DonationTotals {

	/**
	 * Member kinds of opengive_goal_members.
	 */
	const DONOR              = 1;
	const SUBSCRIPTION       = 2;
	const SUBSCRIPTION_DONOR = 3;

	/**
	 * Columns a list count can be answered from the counts table with.
	 */
	const COUNT_FACETS = array( 'mode', 'status', 'anonymous', 'campaign_id', 'form_id' );

	/**
	 * A prefixed table name.
	 *
	 * @param string $name Unprefixed.
	 */
	private static function t( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * Moves the totals from a row's old state to its new one (either may be null: insert, delete).
	 * Must run inside the transaction that writes the row.
	 *
	 * @param array<string, mixed>|null $old Row before the write.
	 * @param array<string, mixed>|null $new Row after the write.
	 */
	public function apply( ?array $old, ?array $new ): void {
		if ( null !== $old && null !== $new && self::count_key( $old ) === self::count_key( $new ) && self::goal_key( $old ) === self::goal_key( $new ) && (int) $old['donor_id'] === (int) $new['donor_id'] ) {
			return; // A name or note change: nothing counted moved.
		}
		if ( null !== $old ) {
			$this->count_delta( $old, -1 );
			$this->goal_delta( $old, -1 );
		}
		if ( null !== $new ) {
			$this->count_delta( $new, 1 );
			$this->goal_delta( $new, 1 );
		}
		$this->gift_counters( $old, -1 );
		$this->gift_counters( $new, 1 );
		$was = null !== $old && 0 === (int) $old['anonymous'] ? (int) $old['donor_id'] : 0;
		$now = null !== $new && 0 === (int) $new['anonymous'] ? (int) $new['donor_id'] : 0;
		if ( $was !== $now ) {
			$this->named_delta( $was, -1 );
			$this->named_delta( $now, 1 );
		}
	}

	/**
	 * A donor's count of gifts given under their name (a donor whose every gift is anonymous is
	 * left out of the donors list by default: "named_gifts > 0" replaces a semi-join over every
	 * donation).
	 *
	 * @param int $donor_id Donor (0: none).
	 * @param int $delta    +1 or -1.
	 */
	private function named_delta( int $donor_id, int $delta ): void {
		global $wpdb;
		if ( $donor_id <= 0 ) {
			return;
		}
		$donors = self::t( 'opengive_donors' );
		$this->must( $wpdb->query( $wpdb->prepare( "UPDATE {$donors} SET named_gifts = named_gifts + %d WHERE id = %d", $delta, $donor_id ) ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * A donor's completed-gift counters (live_gifts or test_gifts, and completed_gifts): the donors
	 * list's `mode` filter and `totalNumberOfDonations` sort read them through their indexes.
	 *
	 * @param array<string, mixed>|null $row   Row (null: nothing).
	 * @param int                       $delta +1 or -1.
	 */
	private function gift_counters( ?array $row, int $delta ): void {
		global $wpdb;
		if ( null === $row || DonationStatus::COMPLETE !== $row['status'] || (int) $row['donor_id'] <= 0 ) {
			return;
		}
		$mode   = 'test' === $row['mode'] ? 'test' : 'live';
		$named  = 0 === (int) $row['anonymous'] ? $delta : 0;
		$donors = self::t( 'opengive_donors' );
		// MySQL and MariaDB assign left to right, SQLite from the old row: the flag is set first, from the
		// old count plus the change, so both read it the same way.
		$this->must( $wpdb->query( $wpdb->prepare( "UPDATE {$donors} SET {$mode}_named = ({$mode}_named_gifts + %d > 0), {$mode}_gifts = {$mode}_gifts + %d, {$mode}_named_gifts = {$mode}_named_gifts + %d, completed_gifts = completed_gifts + %d WHERE id = %d", $named, $delta, $named, $delta, (int) $row['donor_id'] ) ) ); // phpcs:ignore WordPress.DB -- custom table, prepared; the mode is one of two literals.
	}

	/**
	 * What identifies a row's counts bucket.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function count_key( array $row ): string {
		return implode( '|', array( $row['mode'], $row['status'], (int) $row['anonymous'], (int) $row['campaign_id'], (int) $row['form_id'] ) );
	}

	/**
	 * What a row contributes to the goals ('' when nothing: not a completed live gift).
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function goal_key( array $row ): string {
		if ( ! self::counts_toward_goals( $row ) ) {
			return '';
		}
		return implode( '|', array( (int) $row['campaign_id'], (int) $row['form_id'], (int) $row['donor_id'], (int) $row['subscription_id'], (int) $row['amount'], $row['currency'] ) );
	}

	/**
	 * Completed live gifts count; test-mode gifts never move a public progress bar.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function counts_toward_goals( array $row ): bool {
		return DonationStatus::COMPLETE === $row['status'] && 'live' === $row['mode'];
	}

	/**
	 * One list-count bucket up or down.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param int                  $delta +1 or -1.
	 */
	private function count_delta( array $row, int $delta ): void {
		global $wpdb;
		$table = self::t( 'opengive_donation_counts' );
		$this->must(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$table} (mode, status, anonymous, campaign_id, form_id, n) VALUES (%s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE n = n + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					(string) $row['mode'],
					(string) $row['status'],
					(int) $row['anonymous'],
					(int) $row['campaign_id'],
					(int) $row['form_id'],
					$delta,
					$delta
				)
			)
		);
	}

	/**
	 * A completed live gift arriving (+1) or leaving (-1) the goals of its campaign and form.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param int                  $delta +1 or -1.
	 */
	private function goal_delta( array $row, int $delta ): void {
		global $wpdb;
		if ( ! self::counts_toward_goals( $row ) ) {
			return;
		}
		$table  = self::t( 'opengive_goal_totals' );
		$amount = $delta * (int) $row['amount'];
		$sub    = null !== $row['subscription_id'] && (int) $row['subscription_id'] > 0;
		$this->must(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$table} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) VALUES ('f', %d, %s, %d, %d, 0, 0, 0, 0) ON DUPLICATE KEY UPDATE amount = amount + %d, donations = donations + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					(int) $row['form_id'],
					(string) $row['currency'],
					$amount,
					$delta,
					$amount,
					$delta
				)
			)
		);
		$campaign = (int) $row['campaign_id'];
		if ( $campaign <= 0 ) {
			return;
		}
		$sub_amount = $sub ? $amount : 0;
		// This statement takes the campaign row's lock first: member changes below are then serialised.
		$this->must(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$table} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) VALUES ('c', %d, '', %d, %d, 0, 0, %d, 0) ON DUPLICATE KEY UPDATE amount = amount + %d, donations = donations + %d, subscription_amount = subscription_amount + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					$campaign,
					$amount,
					$delta,
					$sub_amount,
					$amount,
					$delta,
					$sub_amount
				)
			)
		);
		$moved = array(
			'donors'              => $this->member( $campaign, self::DONOR, (int) $row['donor_id'], $delta ),
			'subscriptions'       => $sub ? $this->member( $campaign, self::SUBSCRIPTION, (int) $row['subscription_id'], $delta ) : 0,
			'subscription_donors' => $sub ? $this->member( $campaign, self::SUBSCRIPTION_DONOR, (int) $row['donor_id'], $delta ) : 0,
		);
		if ( array( 0, 0, 0 ) === array_values( $moved ) ) {
			return;
		}
		$this->must(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"UPDATE {$table} SET donors = donors + %d, subscriptions = subscriptions + %d, subscription_donors = subscription_donors + %d WHERE scope = 'c' AND scope_id = %d AND currency = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					$moved['donors'],
					$moved['subscriptions'],
					$moved['subscription_donors'],
					$campaign
				)
			)
		);
	}

	/**
	 * Counts one more (or one fewer) gift for a member of a campaign; answers +1 when it was the
	 * member's first gift, -1 when it was the last, else 0. The read follows this connection's own
	 * write to the row, so it sees the current value even inside a REPEATABLE READ snapshot.
	 *
	 * @param int $campaign Campaign id.
	 * @param int $kind     DONOR, SUBSCRIPTION or SUBSCRIPTION_DONOR.
	 * @param int $member   Donor or subscription id.
	 * @param int $delta    +1 or -1.
	 */
	private function member( int $campaign, int $kind, int $member, int $delta ): int {
		global $wpdb;
		$table = self::t( 'opengive_goal_members' );
		$this->must(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$table} (campaign_id, kind, member_id, gifts) VALUES (%d, %d, %d, %d) ON DUPLICATE KEY UPDATE gifts = gifts + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					$campaign,
					$kind,
					$member,
					$delta,
					$delta
				)
			)
		);
		$gifts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT gifts FROM {$table} WHERE campaign_id = %d AND kind = %d AND member_id = %d", $campaign, $kind, $member ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		if ( $delta > 0 ) {
			return 1 === $gifts ? 1 : 0;
		}
		if ( $gifts <= 0 ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE campaign_id = %d AND kind = %d AND member_id = %d", $campaign, $kind, $member ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
			return -1;
		}
		return 0;
	}

	/**
	 * Campaign aggregates (the names GoalProgress reads), one query for any number of campaigns.
	 *
	 * @param int[] $ids Campaign ids.
	 * @return array<int, array<string, int>>
	 */
	public function for_campaigns( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table        = self::t( 'opengive_goal_totals' );
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$rows         = (array) $wpdb->get_results( $wpdb->prepare( "SELECT scope_id, amount, donations, donors, subscriptions, subscription_amount, subscription_donors FROM {$table} WHERE scope = 'c' AND currency = '' AND scope_id IN ({$placeholders})", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; ids are placeholders.
		$totals       = array();
		foreach ( $rows as $row ) {
			$totals[ (int) $row['scope_id'] ] = array_map( 'intval', $row );
		}
		return $totals;
	}

	/**
	 * What each form raised, per currency, biggest first.
	 *
	 * @param int[] $ids Form ids.
	 * @return array<int, array<int, array{currency: string, amount: int, donations: int}>>
	 */
	public function for_forms( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table        = self::t( 'opengive_goal_totals' );
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$rows         = (array) $wpdb->get_results( $wpdb->prepare( "SELECT scope_id, currency, amount, donations FROM {$table} WHERE scope = 'f' AND scope_id IN ({$placeholders}) AND donations > 0 ORDER BY amount DESC", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; ids are placeholders.
		$totals       = array();
		foreach ( $rows as $row ) {
			$totals[ (int) $row['scope_id'] ][] = array(
				'currency'  => (string) $row['currency'],
				'amount'    => (int) $row['amount'],
				'donations' => (int) $row['donations'],
			);
		}
		return $totals;
	}

	/**
	 * How many donations match equality filters on COUNT_FACETS columns, or null when the filters
	 * use anything else (the caller then counts the table itself, through an index).
	 *
	 * @param array<string, int|string> $facets Column => value.
	 */
	public function count( array $facets ): ?int {
		global $wpdb;
		if ( array() !== array_diff( array_keys( $facets ), self::COUNT_FACETS ) ) {
			return null;
		}
		$where  = array( 'n <> 0' );
		$values = array();
		foreach ( $facets as $column => $value ) {
			$where[]  = $column . ( is_int( $value ) ? ' = %d' : ' = %s' );
			$values[] = $value;
		}
		$table = self::t( 'opengive_donation_counts' );
		$sql   = "SELECT COALESCE(SUM(n), 0) FROM {$table} WHERE " . implode( ' AND ', $where );
		return (int) $wpdb->get_var( array() === $values ? $sql : $wpdb->prepare( $sql, $values ) ); // phpcs:ignore WordPress.DB -- custom table; columns from COUNT_FACETS, values are placeholders.
	}

	/**
	 * Recomputes everything from the donations table (the migration's backfill, and after any bulk
	 * SQL). One transaction, so readers see old or new totals.
	 */
	public function rebuild(): void {
		global $wpdb;
		$d      = self::t( 'opengive_donations' );
		$counts = self::t( 'opengive_donation_counts' );
		$goals  = self::t( 'opengive_goal_totals' );
		$member = self::t( 'opengive_goal_members' );
		$live   = "status = 'publish' AND mode = 'live'";
		// phpcs:disable WordPress.DB -- our own tables; no user input in these statements.
		$statements = array(
			"DELETE FROM {$counts}",
			"DELETE FROM {$goals}",
			"DELETE FROM {$member}",
			"INSERT INTO {$counts} (mode, status, anonymous, campaign_id, form_id, n) SELECT mode, status, anonymous, COALESCE(campaign_id, 0), form_id, COUNT(*) FROM {$d} GROUP BY mode, status, anonymous, COALESCE(campaign_id, 0), form_id",
			"INSERT INTO {$goals} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) SELECT 'f', form_id, currency, SUM(amount), COUNT(*), 0, 0, 0, 0 FROM {$d} WHERE {$live} GROUP BY form_id, currency",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . self::DONOR . ", donor_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 GROUP BY campaign_id, donor_id",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . self::SUBSCRIPTION . ", subscription_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 AND subscription_id > 0 GROUP BY campaign_id, subscription_id",
			"INSERT INTO {$member} (campaign_id, kind, member_id, gifts) SELECT campaign_id, " . self::SUBSCRIPTION_DONOR . ", donor_id, COUNT(*) FROM {$d} WHERE {$live} AND campaign_id > 0 AND subscription_id > 0 GROUP BY campaign_id, donor_id",
			"INSERT INTO {$goals} (scope, scope_id, currency, amount, donations, donors, subscriptions, subscription_amount, subscription_donors) SELECT 'c', campaign_id, '', SUM(amount), COUNT(*), 0, 0, SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END), 0 FROM {$d} WHERE {$live} AND campaign_id > 0 GROUP BY campaign_id",
		);
		$kinds      = array(
			'donors'              => self::DONOR,
			'subscriptions'       => self::SUBSCRIPTION,
			'subscription_donors' => self::SUBSCRIPTION_DONOR,
		);
		$donors       = self::t( 'opengive_donors' );
		$statements[] = "UPDATE {$donors} SET named_gifts = (SELECT COUNT(*) FROM {$d} WHERE {$d}.donor_id = {$donors}.id AND {$d}.anonymous = 0)";
		// The counters arrive in a later migration than the one whose backfill first runs this.
		if ( null !== $wpdb->get_var( "SHOW COLUMNS FROM {$donors} LIKE 'completed_gifts'" ) ) {
			foreach ( array( 'live', 'test' ) as $mode ) {
				$gifts        = "SELECT COUNT(*) FROM {$d} WHERE {$d}.donor_id = {$donors}.id AND {$d}.status = 'publish' AND {$d}.mode = '{$mode}'";
				$statements[] = "UPDATE {$donors} SET {$mode}_gifts = ({$gifts}), {$mode}_named_gifts = ({$gifts} AND {$d}.anonymous = 0)";
				// Its own statement: SQLite would read the old count inside the same SET.
				$statements[] = "UPDATE {$donors} SET {$mode}_named = ({$mode}_named_gifts > 0)";
			}
			$statements[] = "UPDATE {$donors} SET completed_gifts = live_gifts + test_gifts";
		}
		foreach ( $kinds as $column => $kind ) {
			$statements[] = "UPDATE {$goals} SET {$column} = (SELECT COUNT(*) FROM {$member} m WHERE m.campaign_id = {$goals}.scope_id AND m.kind = {$kind}) WHERE scope = 'c'";
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
