<?php
/**
 * Totals and counts kept beside the donations table, updated with every donation write.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Reports\ReportRollups;

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
 * - opengive_report_hours, _days, _months and _years, and _donor_days: the admin overview's sums
 *   (ReportRollups).
 *
 * Every write to the donations table goes through DonationRepository, which calls apply(). Anything
 * that writes rows another way (bulk SQL, a restore) must call rebuild() afterwards (there is no
 * scheduled reconcile yet). This class reads the totals; the writes are DonationTotalsWriter's and
 * the full recount is DonationTotalsRebuild's.
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
	public static function t( string $name ): string {
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
		$donor_moves = ( new DonationTotalsWriter() )->apply( $old, $new );
		$reports     = new ReportRollups();
		$reports->apply( $old, $new );
		$reports->donor_moves( $donor_moves );
	}

	/**
	 * Campaign aggregates (the names GoalProgress reads), one query for any number of campaigns.
	 *
	 * @param int[] $ids Campaign ids.
	 * @return array<int, array<string, int>>
	 */
	public function for_campaigns( array $ids ): array {
		$rows   = self::goal_rows( 'scope_id, amount, donations, donors, subscriptions, subscription_amount, subscription_donors', "scope = 'c' AND currency = ''", '', $ids );
		$totals = array();
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
		$rows   = self::goal_rows( 'scope_id, currency, amount, donations', "scope = 'f'", ' AND donations > 0 ORDER BY amount DESC', $ids );
		$totals = array();
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
		( new DonationTotalsRebuild() )->run();
	}

	/**
	 * Rows of the goal totals table for some scope ids, one query whatever their number.
	 *
	 * @param string $columns Columns to read (a literal from this class).
	 * @param string $scope   The scope condition (a literal from this class).
	 * @param string $tail    What follows the id list (a literal from this class).
	 * @param int[]  $ids     Scope ids.
	 * @return array<int, array<string, mixed>>
	 */
	private static function goal_rows( string $columns, string $scope, string $tail, array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table        = self::t( 'opengive_goal_totals' );
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT {$columns} FROM {$table} WHERE {$scope} AND scope_id IN ({$placeholders}){$tail}", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; columns, scope and tail are this class's literals, ids are placeholders.
	}
}
