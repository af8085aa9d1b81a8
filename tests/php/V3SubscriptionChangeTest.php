<?php
/**
 * PUT /givewp/v3/subscriptions/{id} changes the renewal amount (the donor's rules: the form's
 * minimum and maximum, ended subscriptions refused) and the installments, each with an admin note;
 * the period is refused with a reason. A refused change leaves the subscription as it was.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Notes\NoteRepository;
use PHPUnit\Framework\TestCase;

/**
 * Amount, installments and period through the update route.
 */
final class V3SubscriptionChangeTest extends TestCase {

	/**
	 * The donor.
	 *
	 * @var Donor
	 */
	private $donor;

	/**
	 * A form with a $5 minimum and a $100 maximum.
	 *
	 * @var int
	 */
	private $form;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$this->donor             = new Donor();
		$this->donor->email      = 'subchange.phpunit@example.org';
		$this->donor->first_name = 'Sub';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
		$this->form = (int) wp_insert_post(
			array(
				'post_type'   => FormPostType::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Subscription change form',
			)
		);
		update_post_meta(
			$this->form,
			FormSettings::META_KEY,
			array(
				'minimum'  => 500,
				'maximum'  => 10000,
				'currency' => array( 'code' => 'USD' ),
			)
		);
	}

	protected function tearDown(): void {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form ) ); // phpcs:ignore WordPress.DB
		foreach ( $ids as $id ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_notes WHERE object_type = 'subscription' AND object_id = %d", $id ) ); // phpcs:ignore WordPress.DB
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE id = %d", $this->donor->id ) ); // phpcs:ignore WordPress.DB
		wp_delete_post( $this->form, true );
		wp_set_current_user( 0 );
	}

	/**
	 * An active $15 monthly subscription.
	 *
	 * @param string $status Status.
	 */
	private function subscription( string $status = 'active' ): int {
		$s             = new Subscription();
		$s->donor_id   = $this->donor->id;
		$s->form_id    = $this->form;
		$s->mode       = 'test';
		$s->status     = $status;
		$s->period     = 'month';
		$s->amount     = 1500;
		$s->currency   = 'USD';
		$s->gateway_id = 'offline';
		$s->renews_at  = '2099-01-01 00:00:00';
		return (int) Plugin::container()->get( SubscriptionRepository::class )->insert( $s )->id;
	}

	/**
	 * PUT the subscription.
	 *
	 * @param int                  $id   Subscription.
	 * @param array<string, mixed> $body Body.
	 */
	private function put( int $id, array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'PUT', "/givewp/v3/subscriptions/{$id}" );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}

	/**
	 * The stored subscription.
	 *
	 * @param int $id Id.
	 */
	private static function stored( int $id ): Subscription {
		return Plugin::container()->get( SubscriptionRepository::class )->find( $id );
	}

	public function test_an_amount_change_is_saved_with_a_note_saying_from_what_to_what(): void {
		$id       = $this->subscription();
		$response = $this->put( $id, array( 'amount' => array( 'value' => 25, 'currency' => 'USD' ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 2500, $response->get_data()['amount']['valueInMinorUnits'] );
		$this->assertSame( 2500, self::stored( $id )->amount );
		$notes = ( new NoteRepository() )->for_object( 'subscription', $id );
		$this->assertCount( 1, $notes );
		$this->assertStringContainsString( '$15.00', $notes[0]['content'] );
		$this->assertStringContainsString( '$25.00', $notes[0]['content'] );
	}

	public function test_the_forms_limits_refuse_an_amount_and_change_nothing(): void {
		$id = $this->subscription();
		foreach ( array( 'opengive_amount_too_low' => 400, 'opengive_amount_too_high' => 10001 ) as $code => $minor ) {
			$response = $this->put( $id, array( 'amount' => array( 'valueInMinorUnits' => $minor ) ) );
			$this->assertSame( array( 400, $code, 'amount' ), array( $response->get_status(), $response->get_data()['code'], $response->get_data()['data']['field'] ?? '' ), wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( 1500, self::stored( $id )->amount );
		$this->assertSame( array(), ( new NoteRepository() )->for_object( 'subscription', $id ) );
	}

	public function test_an_ended_subscriptions_amount_is_a_409(): void {
		$id       = $this->subscription( 'cancelled' );
		$response = $this->put( $id, array( 'amount' => array( 'value' => 20 ) ) );
		$this->assertSame( array( 409, 'opengive_subscription_ended' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertSame( 1500, self::stored( $id )->amount );
	}

	public function test_installments_change_and_a_period_change_is_refused_with_its_reason(): void {
		$id = $this->subscription();
		$this->assertSame( 200, $this->put( $id, array( 'installments' => 12 ) )->get_status() );
		$this->assertSame( 12, self::stored( $id )->installments );
		$period = $this->put( $id, array( 'period' => 'year', 'status' => 'paused' ) );
		$this->assertSame( array( 400, 'opengive_period_not_changeable', 'period' ), array( $period->get_status(), $period->get_data()['code'], $period->get_data()['data']['field'] ?? '' ) );
		$this->assertSame( array( 'month', 'active' ), array( self::stored( $id )->period, self::stored( $id )->status ) );
	}
}
