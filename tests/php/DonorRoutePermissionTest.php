<?php
/**
 * The donor's subscription routes refuse someone else's gift in their permission callback (not only
 * inside the action), so the capability matrix reads "deny" for other users.
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
 * Calls each route's permission_callback directly, as the owner and as another logged-in account.
 */
final class DonorRoutePermissionTest extends TestCase {

	const FORM_ID = 987322;

	const ROUTES = array(
		'/opengive/v1/subscriptions/(?P<id>\d+)/cancel',
		'/opengive/v1/subscriptions/(?P<id>\d+)/payment-method',
	);

	/**
	 * Owner and stranger user ids.
	 *
	 * @var array<string, int>
	 */
	private $users = array();

	/**
	 * The subscription.
	 *
	 * @var int
	 */
	private $subscription = 0;

	protected function setUp(): void {
		foreach ( array( 'owner', 'stranger' ) as $who ) {
			$login = 'donorroute_' . $who;
			$user  = get_user_by( 'login', $login );
			if ( $user ) {
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $user->ID );
			}
			$this->users[ $who ] = (int) wp_insert_user(
				array(
					'user_login' => $login,
					'user_pass'  => wp_generate_password(),
					'user_email' => $login . '@example.org',
					'role'       => 'subscriber',
				)
			);
		}
		$donor             = new Donor();
		$donor->email      = 'donorroute_owner@example.org';
		$donor->first_name = 'Owner';
		$donor->user_id    = $this->users['owner'];
		Plugin::container()->get( DonorRepository::class )->save( $donor );
		$subscription             = new Subscription();
		$subscription->donor_id   = $donor->id;
		$subscription->form_id    = self::FORM_ID;
		$subscription->mode       = 'test';
		$subscription->status     = 'active';
		$subscription->amount     = 1500;
		$subscription->gateway_id = 'test';
		$subscription->renews_at  = '2099-01-01 00:00:00';
		$this->subscription       = (int) Plugin::container()->get( SubscriptionRepository::class )->insert( $subscription )->id;
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email = 'donorroute_owner@example.org'" ); // phpcs:ignore WordPress.DB
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		wp_set_current_user( 0 );
	}

	/**
	 * The route's permission answer for the current user.
	 *
	 * @param string $route Route pattern.
	 * @return true|\WP_Error
	 */
	private function permission( string $route ) {
		$handler = rest_get_server()->get_routes()[ $route ][0];
		$request = new \WP_REST_Request( 'POST', str_replace( '(?P<id>\d+)', (string) $this->subscription, $route ) );
		$request->set_url_params( array( 'id' => (string) $this->subscription ) );
		return call_user_func( $handler['permission_callback'], $request );
	}

	public function test_another_logged_in_account_is_refused_403_by_the_permission_callback(): void {
		wp_set_current_user( $this->users['stranger'] );
		foreach ( self::ROUTES as $route ) {
			$answer = $this->permission( $route );
			$this->assertInstanceOf( \WP_Error::class, $answer, $route );
			$this->assertSame( 'opengive_forbidden', $answer->get_error_code(), $route );
			$this->assertSame( 403, $answer->get_error_data()['status'], $route );
		}
	}

	public function test_the_owner_passes_the_permission_callback(): void {
		wp_set_current_user( $this->users['owner'] );
		foreach ( self::ROUTES as $route ) {
			$this->assertTrue( $this->permission( $route ), $route );
		}
	}

	public function test_an_unknown_subscription_is_404_before_the_action_runs(): void {
		wp_set_current_user( $this->users['stranger'] );
		$this->subscription = 2147483000;
		foreach ( self::ROUTES as $route ) {
			$answer = $this->permission( $route );
			$this->assertInstanceOf( \WP_Error::class, $answer, $route );
			$this->assertSame( 404, $answer->get_error_data()['status'], $route );
		}
	}
}
