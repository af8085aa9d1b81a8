<?php
/**
 * Keeps the totals beside the donations table in step with each donation write.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Reports\DonorMoves;
use OpenGive\Reports\ReportRollups;
use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * The write side of DonationTotals (see there for the tables and why): each donation write moves the
 * counts, goal totals, goal members and donor counters by its delta, inside the write's transaction.
 */
final class DonationTotalsWriter {

	/**
	 * Moves the totals from a row's old state to its new one (either may be null: insert, delete).
	 * Must run inside the transaction that writes the row.
	 *
	 * @param array<string, mixed>|null $old Row before the write.
	 * @param array<string, mixed>|null $new Row after the write.
	 * @return array<int, array{mode: string, day: string, delta: int}> Donors whose first completed
	 *         gift in a mode arrived (+1) or whose last one left (-1), on their record's day: what
	 *         the new-donor counts move by (DonorMoves, ReportRollups::donor_moves).
	 */
	public function apply( ?array $old, ?array $new ): array {
		if ( null !== $old && null !== $new && self::count_key( $old ) === self::count_key( $new ) && self::goal_key( $old ) === self::goal_key( $new ) && (int) $old['donor_id'] === (int) $new['donor_id'] ) {
			return array(); // A name or note change: nothing counted moved.
		}
		$donors = $this->lock_donors( $old, $new );
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
		return DonorMoves::between( $donors, $old, $new );
	}

	/**
	 * Locks the gift's donor rows (in id order) before any totals row, so every write takes its locks
	 * in one order: donor, counts, goals. A new gift locks its donor first (find_or_create's upsert);
	 * a status change used to lock the counts rows first and the donor last, and simultaneous gifts
	 * of one donor deadlocked (a pending insert waiting on the counts row a completing gift held,
	 * which waited on the donor row the insert held).
	 *
	 * The same read gives each donor's creation time and gift counters as they stand before this
	 * write (DonorMoves). SQLite locks the whole database for a write transaction: no FOR UPDATE.
	 *
	 * @param array<string, mixed>|null $old Row before the write.
	 * @param array<string, mixed>|null $new Row after the write.
	 * @return array<int, array<string, mixed>> Donor rows by id.
	 */
	private function lock_donors( ?array $old, ?array $new ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array( (int) ( $old['donor_id'] ?? 0 ), (int) ( $new['donor_id'] ?? 0 ) ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		sort( $ids );
		$donors  = DonationTotals::t( 'opengive_donors' );
		$in      = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$columns = ReportRollups::years_ready() ? 'id, created_at, live_gifts, test_gifts' : 'id';
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT {$columns} FROM {$donors} WHERE id IN ({$in}) ORDER BY id" . Db::for_update(), $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; placeholders built above, columns from two fixed lists.
		return array_column( $rows, null, 'id' );
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
		$donors = DonationTotals::t( 'opengive_donors' );
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
		$donors = DonationTotals::t( 'opengive_donors' );
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
	 * What a row contributes to the goals ('' when nothing: not a completed live gift). The net amount,
	 * so a refund that leaves the status as it is still moves the totals.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function goal_key( array $row ): string {
		if ( ! self::counts_toward_goals( $row ) ) {
			return '';
		}
		return implode( '|', array( (int) $row['campaign_id'], (int) $row['form_id'], (int) $row['donor_id'], (int) $row['subscription_id'], NetAmount::of( $row ), $row['currency'] ) );
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
		$table = DonationTotals::t( 'opengive_donation_counts' );
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
		$table  = DonationTotals::t( 'opengive_goal_totals' );
		$amount = $delta * NetAmount::of( $row ); // A partial refund moves the goals by what went back.
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
			'donors'              => $this->member( $campaign, DonationTotals::DONOR, (int) $row['donor_id'], $delta ),
			'subscriptions'       => $sub ? $this->member( $campaign, DonationTotals::SUBSCRIPTION, (int) $row['subscription_id'], $delta ) : 0,
			'subscription_donors' => $sub ? $this->member( $campaign, DonationTotals::SUBSCRIPTION_DONOR, (int) $row['donor_id'], $delta ) : 0,
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
		$table = DonationTotals::t( 'opengive_goal_members' );
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
