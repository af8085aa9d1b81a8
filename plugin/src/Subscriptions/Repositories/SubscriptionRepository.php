<?php
/**
 * Reads and writes subscriptions.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Repositories;

use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * The only place that knows the subscriptions table's columns.
 */
final class SubscriptionRepository {

	const COLUMNS = array( 'donor_id', 'form_id', 'campaign_id', 'status', 'mode', 'period', 'frequency', 'installments', 'amount', 'fee_amount_recovered', 'currency', 'gateway_id', 'gateway_subscription_id', 'transaction_id', 'renews_at', 'created_at', 'updated_at' );

	/**
	 * Prefixed table name.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_subscriptions';
	}

	/**
	 * A page of subscriptions.
	 *
	 * @param ListQuery $query Filters, order and page.
	 * @return Subscription[]
	 */
	public function list( ListQuery $query ): array {
		return array_map( array( $this, 'from_row' ), $query->rows( $this->table() ) );
	}

	/**
	 * How many subscriptions match, whatever the page.
	 *
	 * @param ListQuery $query Filters.
	 */
	public function count( ListQuery $query ): int {
		return $query->count( $this->table() );
	}

	/**
	 * Inserts a subscription.
	 *
	 * @param Subscription $subscription New subscription.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function insert( Subscription $subscription ): Subscription {
		global $wpdb;
		$now                      = gmdate( 'Y-m-d H:i:s' );
		$subscription->created_at = $subscription->created_at ? $subscription->created_at : $now;
		$subscription->updated_at = $now;
		if ( false === $wpdb->insert( $this->table(), $this->to_row( $subscription ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			throw new \RuntimeException( esc_html( 'Could not save the subscription: ' . $wpdb->last_error ) );
		}
		$subscription->id = (int) $wpdb->insert_id;
		return $subscription;
	}

	/**
	 * Deletes a subscription (its gifts stay, pointing at an id that no longer exists, as GiveWP's do).
	 *
	 * @param int $id Subscription id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * Saves changes.
	 *
	 * @param Subscription $subscription Saved subscription.
	 * @throws \RuntimeException When the row cannot be written.
	 */
	public function update( Subscription $subscription ): Subscription {
		global $wpdb;
		$subscription->updated_at = gmdate( 'Y-m-d H:i:s' );
		if ( false === $wpdb->update( $this->table(), $this->to_row( $subscription ), array( 'id' => $subscription->id ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			throw new \RuntimeException( esc_html( 'Could not update the subscription: ' . $wpdb->last_error ) );
		}
		return $subscription;
	}

	/**
	 * A subscription by id.
	 *
	 * @param int $id Id.
	 */
	public function find( int $id ): ?Subscription {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return $row ? $this->from_row( $row ) : null;
	}

	/**
	 * Active subscriptions due for renewal at $now (oldest first), at most $limit.
	 *
	 * @param string $now   UTC 'Y-m-d H:i:s'.
	 * @param int    $limit Batch size.
	 * @return Subscription[]
	 */
	public function due( string $now, int $limit = 50 ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE status = %s AND renews_at IS NOT NULL AND renews_at <= %s ORDER BY renews_at ASC LIMIT %d", SubscriptionStatus::ACTIVE, $now, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; served by the status_renews_at index.
		return array_map( array( $this, 'from_row' ), (array) $rows );
	}

	/**
	 * Failing subscriptions whose missed renewal was due at $before or earlier (retry candidates).
	 *
	 * @param string $before UTC 'Y-m-d H:i:s'.
	 * @param int    $limit  Batch size.
	 * @return Subscription[]
	 */
	public function failing_due( string $before, int $limit = 50 ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE status = %s AND renews_at IS NOT NULL AND renews_at <= %s ORDER BY renews_at ASC LIMIT %d", SubscriptionStatus::FAILING, $before, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared; served by the status_renews_at index.
		return array_map( array( $this, 'from_row' ), (array) $rows );
	}

	/**
	 * A gateway's subscriptions whose renewals use a payment method (references "customer|method").
	 *
	 * @param string $gateway_id Gateway.
	 * @param string $method     The provider's payment method id.
	 * @return Subscription[]
	 */
	public function charged_with( string $gateway_id, string $method ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$this->table()} WHERE gateway_id = %s AND gateway_subscription_id LIKE %s", $gateway_id, '%|' . $wpdb->esc_like( $method ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table, prepared.
		return array_map( array( $this, 'from_row' ), (array) $rows );
	}

	/**
	 * The row for a subscription.
	 *
	 * @param Subscription $s Subscription.
	 * @return array<string, mixed>
	 */
	private function to_row( Subscription $s ): array {
		$row = array();
		foreach ( self::COLUMNS as $column ) {
			$row[ $column ] = $s->$column;
		}
		return $row;
	}

	/**
	 * A subscription from a row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function from_row( array $row ): Subscription {
		$s = new Subscription();
		foreach ( array( 'id', 'donor_id', 'form_id', 'frequency', 'installments', 'amount', 'fee_amount_recovered' ) as $int ) {
			$s->$int = (int) $row[ $int ];
		}
		foreach ( array( 'status', 'mode', 'period', 'currency', 'gateway_id', 'gateway_subscription_id', 'transaction_id', 'created_at', 'updated_at' ) as $text ) {
			$s->$text = (string) $row[ $text ];
		}
		$s->renews_at   = null === $row['renews_at'] ? null : (string) $row['renews_at'];
		$s->campaign_id = empty( $row['campaign_id'] ) ? null : (int) $row['campaign_id'];
		return $s;
	}
}
