<?php
/**
 * POST /givewp/v3/donations with GiveWP's renewal shape ({subscriptionId, type: renewal, amount,
 * createdAt, updateRenewalDate, gatewayTransactionId}, what GiveWP's "Add renewal" sends): the
 * renewal is recorded on the subscription's donor and the next date moves on; GiveWP's rules refuse
 * the rest.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use PHPUnit\Framework\TestCase;

/**
 * Renewals and the type/subscriptionId rules.
 */
final class V3RenewalCreateTest extends TestCase {

	/**
	 * Form id on the test's subscriptions.
	 */
	const FORM_ID = 987522;

	/**
	 * The donor.
	 *
	 * @var Donor
	 */
	private $donor;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$this->donor             = new Donor();
		$this->donor->email      = 'renewal.phpunit@example.org';
		$this->donor->first_name = 'Renee';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE id = %d", $this->donor->id ) ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * A monthly subscription started on 31 January.
	 *
	 * @param int $installments Installments (0: until cancelled).
	 */
	private function subscription( int $installments = 0 ): Subscription {
		$s               = new Subscription();
		$s->donor_id     = $this->donor->id;
		$s->form_id      = self::FORM_ID;
		$s->mode         = 'test';
		$s->status       = 'active';
		$s->period       = 'month';
		$s->installments = $installments;
		$s->amount       = 1500;
		$s->currency     = 'USD';
		$s->gateway_id   = 'offline';
		$s->created_at   = '2026-01-31 09:00:00';
		$s->renews_at    = '2026-02-28 09:00:00';
		return Plugin::container()->get( SubscriptionRepository::class )->insert( $s );
	}

	/**
	 * POST /donations.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function create( array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/givewp/v3/donations' );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}

	/**
	 * The subscription as stored.
	 *
	 * @param int $id Id.
	 */
	private static function stored( int $id ): Subscription {
		return Plugin::container()->get( SubscriptionRepository::class )->find( $id );
	}

	public function test_givewps_add_renewal_request_records_a_renewal_and_moves_the_next_date_on(): void {
		$s        = $this->subscription();
		$response = $this->create(
			array(
				'subscriptionId'       => $s->id,
				'type'                 => 'renewal',
				'amount'               => array( 'value' => 20, 'currency' => 'USD' ),
				'createdAt'            => '2026-02-27T12:00:00+00:00',
				'updateRenewalDate'    => false,
				'gatewayTransactionId' => 'ch_paid_elsewhere',
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array( 'renewal', $s->id, $this->donor->id, self::FORM_ID, 2000, 'publish', 'ch_paid_elsewhere', 'offline' ),
			array(
				$response->get_data()['type'],
				$response->get_data()['subscriptionId'],
				$response->get_data()['donorId'],
				$response->get_data()['formId'],
				$response->get_data()['amount']['valueInMinorUnits'],
				$response->get_data()['status'],
				$response->get_data()['gatewayTransactionId'],
				$response->get_data()['gatewayId'],
			)
		);
		// One gift: the next date is the first month on from the start (the anchor), as a renewal run sets it.
		$this->assertSame( '2026-02-28 09:00:00', self::stored( $s->id )->renews_at );
		$this->assertSame( 1, Plugin::container()->get( DonationRepository::class )->count_for_subscription( $s->id ) );
	}

	public function test_update_renewal_date_puts_the_next_renewal_one_period_after_this_one(): void {
		$s        = $this->subscription();
		$response = $this->create(
			array(
				'subscriptionId'    => $s->id,
				'type'              => 'renewal',
				'createdAt'         => '2026-06-15T10:00:00+00:00',
				'updateRenewalDate' => true,
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 1500, $response->get_data()['amount']['valueInMinorUnits'] );
		$this->assertSame( '2026-07-15 10:00:00', self::stored( $s->id )->renews_at );
	}

	public function test_the_last_installment_completes_and_one_more_is_refused(): void {
		$s = $this->subscription( 1 );
		$this->assertSame( 201, $this->create( array( 'subscriptionId' => $s->id, 'type' => 'renewal' ) )->get_status() );
		$this->assertSame( 'completed', self::stored( $s->id )->status );
		$this->assertNull( self::stored( $s->id )->renews_at );
		$again = $this->create( array( 'subscriptionId' => $s->id, 'type' => 'renewal' ) );
		$this->assertSame( array( 400, 'opengive_installments_reached' ), array( $again->get_status(), $again->get_data()['code'] ) );
		$this->assertSame( 1, Plugin::container()->get( DonationRepository::class )->count_for_subscription( $s->id ) );
	}

	public function test_givewps_type_and_subscription_rules_refuse_with_a_named_field(): void {
		$s     = $this->subscription();
		$cases = array(
			'single with a subscription'      => array( array( 'subscriptionId' => $s->id, 'type' => 'single' ), 'opengive_invalid_donation_type' ),
			'renewal without a subscription'  => array( array( 'type' => 'renewal' ), 'opengive_invalid_donation_type' ),
			'no such subscription'            => array( array( 'subscriptionId' => 99999999, 'type' => 'renewal' ), 'opengive_invalid_subscription' ),
			'another gateway'                 => array( array( 'subscriptionId' => $s->id, 'type' => 'renewal', 'gatewayId' => 'stripe' ), 'opengive_gateway_mismatch' ),
			'another currency'                => array( array( 'subscriptionId' => $s->id, 'type' => 'renewal', 'amount' => array( 'value' => 5, 'currency' => 'EUR' ) ), 'opengive_currency_mismatch' ),
			'an unknown type'                 => array( array( 'subscriptionId' => $s->id, 'type' => 'gift' ), 'rest_invalid_param' ),
			'a single gift missing its donor' => array( array( 'amount' => array( 'value' => 5, 'currency' => 'USD' ) ), 'rest_missing_callback_param' ),
		);
		foreach ( $cases as $name => list( $body, $code ) ) {
			$response = $this->create( $body );
			$this->assertSame( array( 400, $code ), array( $response->get_status(), $response->get_data()['code'] ?? '' ), $name . ': ' . wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( 0, Plugin::container()->get( DonationRepository::class )->count_for_subscription( $s->id ) );
	}
}
