<?php
/**
 * The /givewp/v3 lists read a page in a fixed number of queries, embedded donors included.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use PHPUnit\Framework\TestCase;

/**
 * No N+1: twelve rows cost what three rows cost.
 */
final class V3ListQueriesTest extends TestCase {

	/**
	 * Subscriptions made for the test.
	 *
	 * @var int[]
	 */
	private $made = array();

	/**
	 * Form id used to find them.
	 */
	const FORM_ID = 987654;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		for ( $i = 0; $i < 12; $i++ ) {
			$donor             = new Donor();
			$donor->email      = "nplusone{$i}.phpunit@example.org";
			$donor->first_name = "Row{$i}";
			Plugin::container()->get( DonorRepository::class )->save( $donor );
			$subscription             = new Subscription();
			$subscription->donor_id   = $donor->id;
			$subscription->form_id    = self::FORM_ID;
			$subscription->mode       = 'test';
			$subscription->amount     = 1000 + $i;
			$subscription->gateway_id = 'test';
			$subscription->renews_at  = '2099-01-01 00:00:00';
			$this->made[]             = Plugin::container()->get( SubscriptionRepository::class )->insert( $subscription )->id;
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE 'nplusone%.phpunit@example.org'" ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * Queries spent answering the list with embedded donors.
	 *
	 * @param int $per_page Rows.
	 * @return array{0: int, 1: array<int, array<string, mixed>>}
	 */
	private function queries_for( int $per_page ): array {
		global $wpdb;
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/subscriptions' );
		$request->set_query_params(
			array(
				'formId'   => self::FORM_ID,
				'mode'     => 'test',
				'per_page' => $per_page,
				'_embed'   => '1',
			)
		);
		$before = $wpdb->num_queries;
		$data   = rest_get_server()->response_to_data( rest_do_request( $request ), true );
		return array( $wpdb->num_queries - $before, $data );
	}

	public function test_embedding_donors_costs_no_query_per_row(): void {
		$this->queries_for( 1 ); // Warms WordPress's own caches (options, user, routes).
		list( $few, $three ) = $this->queries_for( 3 );
		list( $many, $twelve ) = $this->queries_for( 12 );
		$this->assertCount( 3, $three );
		$this->assertCount( 12, $twelve );
		$this->assertSame( 'Row0', end( $twelve )['_embedded']['givewp:donor'][0]['firstName'] );
		$this->assertSame( $few, $many, 'Twelve rows must not cost more queries than three.' );
	}
}
