<?php
/**
 * Reads and writes donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\Models\Donation;
use OpenGive\Support\Database\Db;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The only place that reads and writes the donations table (its columns are DonationRowMapper's).
 */
final class DonationRepository {

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_donations';
	}

	/**
	 * A page of donations.
	 *
	 * @param ListQuery $query Filters, order and page.
	 * @return Donation[]
	 */
	public function list( ListQuery $query ): array {
		return array_map( array( DonationRowMapper::class, 'from_row' ), $query->rows( $this->table() ) );
	}

	/**
	 * How many donations match, whatever the page.
	 *
	 * @param ListQuery $query Filters.
	 */
	public function count( ListQuery $query ): int {
		// Equality filters on the counted columns are answered from the maintained counts (a handful
		// of rows); anything else (search, donor, subscription) counts through its index.
		// "Every status but X" is all of them minus X's counter (the list's default: all but the trash).
		$facets = $query->facets_excluding();
		if ( null !== $facets && count( $facets[1] ) <= 1 ) {
			$counted  = $this->totals()->count( $facets[0] );
			$excluded = array() === $facets[1] ? 0 : $this->totals()->count( $facets[1] + $facets[0] );
			if ( null !== $counted && null !== $excluded ) {
				return $counted - $excluded;
			}
		}
		return $query->count( $this->table() );
	}

	/**
	 * The maintained totals.
	 *
	 * @var DonationTotals|null
	 */
	private $totals;

	/**
	 * The maintained totals (created on first use: most requests never need them).
	 */
	public function totals(): DonationTotals {
		if ( null === $this->totals ) {
			$this->totals = new DonationTotals();
		}
		return $this->totals;
	}

	/**
	 * The stored row of a donation, locked until the transaction ends (so two writers of the same
	 * donation move the totals one after the other).
	 *
	 * @param int $id Donation id.
	 * @return array<string, mixed>|null
	 */
	private function locked_row( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d" . Db::for_update(), $id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Inserts a new donation and sets its id and timestamps.
	 *
	 * @param Donation $donation Unsaved donation.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function insert( Donation $donation ): Donation {
		global $wpdb;
		$this->donor_totals = array();
		$now                  = gmdate( 'Y-m-d H:i:s' );
		$donation->created_at = $donation->created_at ? $donation->created_at : $now;
		$donation->updated_at = $now;
		// A repeated attempt hitting the unique idempotency key is expected (CreateDonation answers with the
		// first donation), so it must not fill the error log; any other failure is logged as usual.
		// The row and the totals it moves are written together or not at all.
		return Transaction::run(
			function () use ( $donation, $wpdb ) {
				$row        = DonationRowMapper::to_row( $donation );
				$suppressed = $wpdb->suppress_errors( true );
				$ok         = $wpdb->insert( $this->table(), $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
				$wpdb->suppress_errors( $suppressed );
				if ( false === $ok ) {
					if ( false === stripos( $wpdb->last_error, 'idempotency_key' ) ) {
						$wpdb->print_error();
					}
					throw new \RuntimeException( esc_html( 'Could not save the donation: ' . $wpdb->last_error ) );
				}
				$donation->id = (int) $wpdb->insert_id;
				$this->totals()->apply( null, $row );
				return $donation;
			}
		);
	}

	/**
	 * Saves changes to an existing donation.
	 *
	 * @param Donation $donation Saved donation.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function update( Donation $donation ): Donation {
		global $wpdb;
		$this->donor_totals = array();
		$donation->updated_at = gmdate( 'Y-m-d H:i:s' );
		return Transaction::run(
			function () use ( $donation, $wpdb ) {
				$old = $this->locked_row( $donation->id );
				$row = DonationRowMapper::to_row( $donation );
				$ok  = $wpdb->update( $this->table(), $row, array( 'id' => $donation->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
				if ( false === $ok ) {
					throw new \RuntimeException( esc_html( 'Could not update the donation: ' . $wpdb->last_error ) );
				}
				if ( null !== $old ) {
					$this->totals()->apply( $old, $row );
				}
				return $donation;
			}
		);
	}

	/**
	 * Donor totals already read in this request (null: no completed gift); cleared by any write, so
	 * a list page's embedded donors cost one query between them.
	 *
	 * @var array<int, array{amount: int, count: int, currency: string}|null>
	 */
	private $donor_totals = array();

	/**
	 * Completed-gift totals per donor, for a page of donors in one query (no N+1).
	 *
	 * @param int[] $donor_ids Donors.
	 * @return array<int, array{amount: int, count: int, currency: string}>
	 */
	public function totals_for_donors( array $donor_ids ): array {
		$missing = array_diff( array_map( 'intval', $donor_ids ), array_keys( $this->donor_totals ) );
		if ( array() !== $missing ) {
			$found = $this->completed_totals( 'donor_id', $missing, false );
			foreach ( $missing as $id ) {
				$this->donor_totals[ $id ] = $found[ $id ] ?? null;
			}
		}
		return array_filter( array_intersect_key( $this->donor_totals, array_flip( array_map( 'intval', $donor_ids ) ) ) );
	}

	/**
	 * Completed live-gift totals per form (what each form raised), in one query.
	 *
	 * @param int[] $form_ids Forms.
	 * @return array<int, array{amount: int, count: int, currency: string}>
	 */
	public function totals_for_forms( array $form_ids ): array {
		// From the maintained totals: a forms list never scans the donations table.
		$totals = array();
		foreach ( $this->totals()->for_forms( $form_ids ) as $form_id => $by_currency ) {
			$totals[ $form_id ] = array(
				'amount'   => $by_currency[0]['amount'],
				'count'    => (int) array_sum( array_column( $by_currency, 'donations' ) ),
				'currency' => $by_currency[0]['currency'],
			);
		}
		return $totals;
	}

	/**
	 * Completed gifts grouped by donor or form: the amount net of refunds in the biggest currency (who
	 * gave in two currencies is totalled in their main one) and the number of gifts in all.
	 *
	 * @param string $column    'donor_id' or 'form_id' (both indexed).
	 * @param int[]  $ids       Values of that column.
	 * @param bool   $live_only Leave test-mode gifts out.
	 * @return array<int, array{amount: int, count: int, currency: string}>
	 */
	private function completed_totals( string $column, array $ids, bool $live_only ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids || ! in_array( $column, array( 'donor_id', 'form_id' ), true ) ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$mode         = $live_only ? " AND mode = 'live'" : '';
		$rows         = (array) $wpdb->get_results( $wpdb->prepare( "SELECT {$column} AS owner, currency, SUM(" . \OpenGive\Donations\ValueObjects\NetAmount::sql() . ") AS amount, COUNT(*) AS gifts FROM {$this->table()} WHERE {$column} IN ({$placeholders}) AND status = 'publish'{$mode} GROUP BY {$column}, currency ORDER BY amount DESC", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; the column comes from the allow-list above, ids are placeholders.
		$totals       = array();
		foreach ( $rows as $row ) {
			$owner = (int) $row['owner'];
			if ( ! isset( $totals[ $owner ] ) ) {
				$totals[ $owner ] = array(
					'amount'   => (int) $row['amount'],
					'count'    => 0,
					'currency' => (string) $row['currency'],
				);
			}
			$totals[ $owner ]['count'] += (int) $row['gifts'];
		}
		return $totals;
	}

	/**
	 * Deletes a donation.
	 *
	 * @param int $id Donation id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$this->donor_totals = array();
		Transaction::run(
			function () use ( $id, $wpdb ) {
				$old = $this->locked_row( $id );
				if ( null === $old ) {
					return;
				}
				$wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
				$this->totals()->apply( $old, null );
			}
		);
	}

	/**
	 * How many gifts a subscription has had (the first and every renewal).
	 *
	 * @param int $subscription_id Subscription.
	 */
	public function count_for_subscription( int $subscription_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$this->table()} WHERE subscription_id = %d", $subscription_id ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * The first gift of a subscription.
	 *
	 * @param int $subscription_id Subscription.
	 */
	public function first_for_subscription( int $subscription_id ): ?Donation {
		global $wpdb;
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE subscription_id = %d ORDER BY id ASC LIMIT 1", $subscription_id ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * A donation by id.
	 *
	 * @param int $id Donation id.
	 */
	public function find( int $id ): ?Donation {
		global $wpdb;
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * A donation by its secret purchase key.
	 *
	 * @param string $key Purchase key.
	 */
	public function find_by_purchase_key( string $key ): ?Donation {
		global $wpdb;
		if ( ! preg_match( '/^[a-f0-9]{32}$/', $key ) ) {
			return null;
		}
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE purchase_key = %s", $key ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * The donation recorded for an idempotency key, if any.
	 *
	 * @param string $key Idempotency key hash.
	 */
	public function find_by_idempotency_key( string $key ): ?Donation {
		global $wpdb;
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE idempotency_key = %s", $key ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}
}
