<?php
/**
 * GiveWP's donor and subscription note routes.
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
 * Through rest_do_request, as an administrator and as a worker.
 */
final class ObjectNotesTest extends TestCase {

	/**
	 * Donor made for the test.
	 *
	 * @var Donor
	 */
	private $donor;

	/**
	 * Subscription made for the test.
	 *
	 * @var int
	 */
	private $subscription_id = 0;

	protected function setUp(): void {
		$this->donor             = new Donor();
		$this->donor->email      = 'notes-' . wp_generate_password( 8, false ) . '@example.org';
		$this->donor->first_name = 'Noted';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
		$s                     = new Subscription();
		$s->donor_id           = $this->donor->id;
		$s->form_id            = 1;
		$s->mode               = 'test';
		$s->amount             = 1000;
		$s->gateway_id         = 'test';
		$s->renews_at          = '2099-01-01 00:00:00';
		$this->subscription_id = Plugin::container()->get( SubscriptionRepository::class )->insert( $s )->id;
		$admins                = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ids',
			)
		);
		wp_set_current_user( (int) $admins[0] );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->prefix . 'opengive_subscriptions', array( 'id' => $this->subscription_id ) ); // phpcs:ignore WordPress.DB
		$wpdb->delete( $wpdb->prefix . 'opengive_donors', array( 'id' => $this->donor->id ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_notes WHERE object_id IN (%d, %d)", $this->donor->id, $this->subscription_id ) ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * A REST answer.
	 *
	 * @param string $method Method.
	 * @param string $route  Route.
	 * @param array  $body   Body parameters.
	 */
	private function call( string $method, string $route, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}

	public function test_donor_notes_are_added_listed_read_edited_and_deleted(): void {
		$base    = "/givewp/v3/donors/{$this->donor->id}/notes";
		$created = $this->call( 'POST', $base, array( 'content' => 'Prefers email.' ) );
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame(
			array(
				'donorId' => $this->donor->id,
				'type'    => 'admin',
				'content' => 'Prefers email.',
			),
			array_intersect_key( $created->get_data(), array_flip( array( 'donorId', 'type', 'content' ) ) )
		);
		$this->call( 'POST', $base, array( 'content' => 'Thanked by phone.', 'type' => 'donor' ) );
		$this->assertCount( 2, $this->call( 'GET', $base )->get_data() );
		$item = $base . '/' . $created->get_data()['id'];
		$this->assertSame( 'Asked for a receipt.', $this->call( 'PUT', $item, array( 'content' => 'Asked for a receipt.' ) )->get_data()['content'] );
		$this->assertSame( 'Asked for a receipt.', $this->call( 'GET', $item )->get_data()['content'] );
		$this->assertTrue( $this->call( 'DELETE', $item )->get_data()['deleted'] );
		$this->assertSame( 404, $this->call( 'GET', $item )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', $base, array( 'content' => 'x', 'type' => 'system' ) )->get_status() );
		$this->assertSame( 404, $this->call( 'GET', '/givewp/v3/donors/987654321/notes' )->get_status() );
	}

	public function test_a_subscription_note_is_not_reachable_through_another_subscription_and_workers_only_read(): void {
		$base    = "/givewp/v3/subscriptions/{$this->subscription_id}/notes";
		$created = $this->call( 'POST', $base, array( 'content' => 'Card expires soon.' ) );
		$this->assertSame( $this->subscription_id, $created->get_data()['subscriptionId'] );
		$this->assertSame( 404, $this->call( 'GET', '/givewp/v3/subscriptions/987654321/notes/' . $created->get_data()['id'] )->get_status() );
		// The donor with the same id has no such note either: the two kinds never mix.
		$this->assertSame( 404, $this->call( 'GET', "/givewp/v3/donors/{$this->subscription_id}/notes/" . $created->get_data()['id'] )->get_status() );
		$worker = wp_insert_user(
			array(
				'user_login' => 'notes-worker-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'give_worker',
			)
		);
		wp_set_current_user( $worker );
		$this->assertSame( 200, $this->call( 'GET', $base )->get_status() );
		$this->assertSame( 403, $this->call( 'POST', $base, array( 'content' => 'Nope.' ) )->get_status() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $worker );
	}
}
