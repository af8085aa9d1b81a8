<?php
/**
 * /givewp/v3/subscriptions/{id}/cancel answers POST, PUT and PATCH (GiveWP registers it EDITABLE),
 * with GiveWP's `trash` argument.
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
 * Each method cancels; trash=true also trashes.
 */
final class V3SubscriptionCancelTest extends TestCase {

	/**
	 * Form id used to find the test's subscriptions.
	 */
	const FORM_ID = 987321;

	/**
	 * The donor.
	 *
	 * @var Donor
	 */
	private $donor;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$this->donor             = new Donor();
		$this->donor->email      = 'cancelroute.phpunit@example.org';
		$this->donor->first_name = 'Cancel';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email = 'cancelroute.phpunit@example.org'" ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * An active subscription.
	 */
	private function active(): int {
		$subscription             = new Subscription();
		$subscription->donor_id   = $this->donor->id;
		$subscription->form_id    = self::FORM_ID;
		$subscription->mode       = 'test';
		$subscription->status     = 'active';
		$subscription->amount     = 1500;
		$subscription->gateway_id = 'test';
		$subscription->renews_at  = '2099-01-01 00:00:00';
		return (int) Plugin::container()->get( SubscriptionRepository::class )->insert( $subscription )->id;
	}

	/**
	 * Sends the cancel request.
	 *
	 * @param string               $method HTTP method.
	 * @param int                  $id     Subscription.
	 * @param array<string, mixed> $body   Body.
	 */
	private function cancel( string $method, int $id, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, "/givewp/v3/subscriptions/{$id}/cancel" );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}

	public function test_put_and_patch_cancel_as_post_does(): void {
		foreach ( array( 'POST', 'PUT', 'PATCH' ) as $method ) {
			$id       = $this->active();
			$response = $this->cancel( $method, $id );
			$this->assertSame( 200, $response->get_status(), $method . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertSame( 'cancelled', $response->get_data()['status'], $method );
			$this->assertSame( 'cancelled', Plugin::container()->get( SubscriptionRepository::class )->find( $id )->status, $method );
		}
	}

	public function test_trash_true_cancels_and_moves_to_the_trash(): void {
		$id       = $this->active();
		$response = $this->cancel( 'PUT', $id, array( 'trash' => true ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'trashed', Plugin::container()->get( SubscriptionRepository::class )->find( $id )->status );
	}

	public function test_a_second_cancel_is_a_409_and_changes_nothing(): void {
		$id = $this->active();
		$this->cancel( 'PATCH', $id );
		$response = $this->cancel( 'PATCH', $id, array( 'trash' => true ) );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'opengive_subscription_ended', $response->get_data()['code'] );
		$this->assertSame( 'cancelled', Plugin::container()->get( SubscriptionRepository::class )->find( $id )->status );
	}
}
