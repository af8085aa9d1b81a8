<?php
/**
 * Stripe's "finalize payments on the server" flow: a ConfirmationToken from the Payment Element
 * becomes a PaymentIntent the server creates and confirms, with automatic payment methods, the
 * stored amount and the statement descriptor suffix; a recurring gift saves the method the
 * PaymentIntent used for its renewals. The provider's HTTP answers are stubbed.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Gateways\StripeGateway;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Exceptions\ValidationException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Gateways\Gateways\StripeGateway with ConfirmationTokens.
 */
final class StripeConfirmationTokenTest extends DonationTestCase {

	/**
	 * Requests made: url and parsed body.
	 *
	 * @var array<int, array{url: string, body: array<string, mixed>, headers: array<string, string>}>
	 */
	private $sent = array();

	/**
	 * What the next PaymentIntent or SetupIntent answers instead of succeeding, if anything.
	 *
	 * @var array<string, mixed>|null
	 */
	private $intent = null;

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'gateways'  => array( 'stripe' ),
			'recurring' => array(
				'is_recurring'          => true,
				'give_recurring_option' => 'yes_donor',
				'period'                => 'month',
				'periods'               => array( 'month' ),
			),
		);
	}

	protected function setUp(): void {
		parent::setUp();
		$this->use_fake_card_providers();
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				return array_merge( $settings, array( 'stripe_statement_descriptor' => 'GIFT' ) );
			},
			20
		);
		add_filter( 'pre_http_request', array( $this, 'stripe' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'stripe' ), 10 );
		parent::tearDown();
	}

	/**
	 * Stands in for Stripe: a Customer, then a succeeded PaymentIntent that used pm_saved.
	 *
	 * @param mixed                $preempt Unused.
	 * @param array<string, mixed> $args    Request.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function stripe( $preempt, $args, $url ) {
		parse_str( (string) $args['body'], $body );
		$this->sent[] = array(
			'url'     => $url,
			'body'    => $body,
			'headers' => (array) ( $args['headers'] ?? array() ),
		);
		$answer = false !== strpos( $url, '/v1/customers' )
			? array( 'id' => 'cus_1' )
			: $this->intent ?? array(
				'id'             => 'pi_ct',
				'status'         => 'succeeded',
				'payment_method' => array(
					'id'   => 'pm_saved',
					'card' => array(
						'brand' => 'visa',
						'last4' => '4242',
					),
				),
			);
		return array(
			'headers'  => array(),
			'body'     => (string) wp_json_encode( $answer ),
			'response' => array(
				'code'    => 200,
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * A Stripe donation request.
	 *
	 * @param array<string, mixed> $extra Extra fields.
	 * @return array<string, mixed>
	 */
	private function request( array $extra = array() ): array {
		return array_merge(
			array(
				'formId'       => $this->form_id,
				'amount'       => 2500,
				'levelId'      => 'custom',
				'firstName'    => 'Token',
				'email'        => 'ctoken.phpunit@example.org',
				'gatewayId'    => 'stripe',
				'paymentToken' => 'ctoken_abc123',
			),
			$extra
		);
	}

	public function test_a_confirmation_token_is_confirmed_on_the_server_with_automatic_payment_methods(): void {
		$donation = $this->donate( $this->request() );
		$this->assertSame( array( 'publish', 'pi_ct', '4242' ), array( $donation->status, $donation->gateway_transaction_id, $donation->payment_last4 ) );
		$this->assertCount( 1, $this->sent );
		$body = $this->sent[0]['body'];
		$this->assertSame( 'ctoken_abc123', $body['confirmation_token'] );
		$this->assertSame( array( 'enabled' => 'true' ), $body['automatic_payment_methods'] );
		$this->assertSame( array( '2500', 'usd', 'true', 'GIFT' ), array( $body['amount'], $body['currency'], $body['confirm'], $body['statement_descriptor_suffix'] ) );
		$this->assertArrayNotHasKey( 'payment_method', $body, 'the token carries the method' );
		$this->assertArrayNotHasKey( 'payment_method_types', $body );
	}

	public function test_a_monthly_gift_saves_the_method_the_payment_intent_used_for_its_renewals(): void {
		$donation = $this->donate( $this->request( array( 'recurringPeriod' => 'month' ) ) );
		$this->assertSame( 'https://stripe.test/v1/customers', $this->sent[0]['url'] );
		$this->assertSame( array( 'email' => 'ctoken.phpunit@example.org' ), $this->sent[0]['body'], 'the Customer is made without a method' );
		$this->assertSame( array( 'cus_1', 'off_session' ), array( $this->sent[1]['body']['customer'], $this->sent[1]['body']['setup_future_usage'] ) );
		$subscription = Plugin::container()->get( SubscriptionRepository::class )->find( $donation->subscription_id );
		$this->assertSame( 'cus_1|pm_saved', $subscription->gateway_subscription_id );
	}

	public function test_anything_but_a_confirmation_token_or_a_payment_method_is_refused_before_stripe_is_asked(): void {
		foreach ( array( 'tok_visa', 'ctoken_', '4242424242424242', 'ctoken_abc"; DROP' ) as $token ) {
			try {
				$this->donate( $this->request( array( 'paymentToken' => $token ) ) );
				$this->fail( 'accepted ' . $token );
			} catch ( ValidationException $e ) {
				$this->assertSame( 'opengive_payment_token_required', $e->error_code() );
			}
		}
		$this->assertSame( array(), $this->sent );
	}

	public function test_a_next_action_goes_to_stripe_js_with_the_client_secret_and_the_return_route(): void {
		// Any next action Stripe.js can finish in the donor's browser, not only a bank redirect.
		$this->intent = array(
			'id'            => 'pi_act',
			'object'        => 'payment_intent',
			'status'        => 'requires_action',
			'client_secret' => 'pi_act_secret_1',
			'next_action'   => array( 'type' => 'use_stripe_sdk' ),
		);
		$donation     = $this->donate( $this->request( array( 'returnUrl' => home_url( '/give/' ) ) ) );
		$this->assertSame( array( DonationStatus::PENDING, 'pi_act' ), array( $donation->status, $donation->gateway_transaction_id ) );
		$this->assertSame( 'pi_act_secret_1', $donation->client_action['clientSecret'] );
		$this->assertSame( $this->sent[0]['body']['return_url'], $donation->client_action['returnUrl'] );
		$this->assertStringContainsString( '/opengive/v1/stripe/return', $donation->client_action['returnUrl'] );
		$this->assertStringContainsString( 'key=' . $donation->purchase_key, $donation->client_action['returnUrl'] );
		$this->assertTrue( $donation->awaits_donor(), 'emails and the thank-you wait for the bank' );
	}

	public function test_the_donate_route_answers_the_next_action_and_only_while_one_waits(): void {
		$this->intent = array(
			'id'            => 'pi_act2',
			'status'        => 'requires_action',
			'client_secret' => 'pi_act2_secret_1',
			'next_action'   => array( 'type' => 'use_stripe_sdk' ),
		);
		$pending      = $this->rest_donate( $this->request( array( 'email' => 'act.one@example.org' ) ) );
		$this->intent = null;
		$paid         = $this->rest_donate( $this->request( array( 'email' => 'act.two@example.org' ) ) );
		$this->assertSame( array( 201, 201 ), array( $pending->get_status(), $paid->get_status() ) );
		$this->assertSame( 'pi_act2_secret_1', $pending->get_data()['nextAction']['clientSecret'] );
		$this->assertArrayNotHasKey( 'nextAction', $paid->get_data() );
	}

	public function test_a_payment_method_without_a_browser_to_act_is_still_refused_on_a_next_action(): void {
		$this->intent = array(
			'id'            => 'pi_pm',
			'status'        => 'requires_action',
			'client_secret' => 'pi_pm_secret_1',
			'next_action'   => array( 'type' => 'use_stripe_sdk' ),
		);
		try {
			$this->donate( $this->request( array( 'paymentToken' => 'pm_api' ) ) );
			$this->fail( 'a next action nobody can finish was taken as a gift' );
		} catch ( OpenGiveException $refused ) {
			$this->assertSame( 'pm_api', $this->sent[0]['body']['payment_method'] );
		}
	}

	public function test_a_new_card_from_the_dashboard_is_saved_to_the_customer_with_a_setup_intent(): void {
		$this->intent = array(
			'id'             => 'seti_1',
			'object'         => 'setup_intent',
			'status'         => 'succeeded',
			'payment_method' => 'pm_new',
		);
		$subscription                          = new Subscription();
		$subscription->id                      = 7;
		$subscription->gateway_subscription_id = 'cus_9|pm_old';
		$reference                             = ( new StripeGateway() )->update_payment_method( $subscription, 'ctoken_newcard' );
		$this->assertSame( 'cus_9|pm_new', $reference );
		$this->assertSame( 'https://stripe.test/v1/setup_intents', $this->sent[0]['url'] );
		$body = $this->sent[0]['body'];
		$this->assertSame( array( 'cus_9', 'ctoken_newcard', 'true', 'off_session' ), array( $body['customer'], $body['confirmation_token'], $body['confirm'], $body['usage'] ) );
	}

	public function test_a_new_card_the_bank_wants_confirmed_is_refused_and_the_gift_keeps_its_card(): void {
		$this->intent = array(
			'id'             => 'seti_2',
			'object'         => 'setup_intent',
			'status'         => 'requires_action',
			'payment_method' => 'pm_new',
		);
		$subscription                          = new Subscription();
		$subscription->id                      = 8;
		$subscription->gateway_subscription_id = 'cus_9|pm_old';
		$this->expectException( OpenGiveException::class );
		$this->expectExceptionMessage( 'Your bank asks for an extra check to save this card.' );
		( new StripeGateway() )->update_payment_method( $subscription, 'ctoken_newcard' );
	}

	public function test_a_renewal_retried_after_a_decline_is_sent_under_a_fresh_idempotency_key(): void {
		$subscription                          = new Subscription();
		$subscription->id                      = 9;
		$subscription->gateway_subscription_id = 'cus_9|pm_saved';
		$renewal                               = new \OpenGive\Donations\Models\Donation();
		$renewal->id                           = 77;
		$renewal->amount                       = 1500;
		$renewal->currency                     = 'USD';
		$renewal->purchase_key                 = 'renewalkey';
		$gateway                               = new StripeGateway();
		$gateway->renew( $subscription, $renewal );
		$renewal->attempt = 2;
		$gateway->renew( $subscription, $renewal );
		$this->assertSame( array( 'opengive-renewalkey', 'opengive-renewalkey-retry-2' ), array_map( static function ( $sent ) {
			return $sent['headers']['Idempotency-Key'];
		}, $this->sent ) );
		$this->assertSame( array( 'true', 'true' ), array_column( array_column( $this->sent, 'body' ), 'off_session' ) );
	}

	public function test_a_refund_tells_stripe_its_reason_and_sends_none_when_none_was_given(): void {
		$donation                         = new \OpenGive\Donations\Models\Donation();
		$donation->gateway_transaction_id = 'pi_refund_me';
		$donation->purchase_key           = 'refundkey';
		$gateway                          = new StripeGateway();
		$gateway->refund( $donation, 'duplicate', 1000 );
		$gateway->refund( $donation, '', 1000 );
		$this->assertSame( array( 'payment_intent' => 'pi_refund_me', 'amount' => '1000', 'reason' => 'duplicate' ), $this->sent[0]['body'] );
		$this->assertSame( array( 'payment_intent' => 'pi_refund_me', 'amount' => '1000' ), $this->sent[1]['body'] );
		$this->assertSame( 'opengive-refund-refundkey-0-1000', $this->sent[0]['headers']['Idempotency-Key'] );
	}

	public function test_each_partial_refund_sends_stripe_its_amount_under_its_own_idempotency_key_and_the_rest_takes_the_fee_back(): void {
		$gift = TestGift::insert(
			array(
				'form_id'                => $this->form_id,
				'gateway_id'             => 'stripe',
				'gateway_transaction_id' => 'pi_partly',
				'amount'                 => 2500,
				'fee_amount_recovered'   => 100,
			)
		);
		$refund = Plugin::container()->get( \OpenGive\Donations\Actions\RefundDonation::class );
		$refund( $gift->id, 0, 'requested_by_customer', '', 1000 );
		$refund( $gift->id, 0, '', '', 500 );
		$done = $refund( $gift->id, 0, '', '', null );

		$refunds = array_values(
			array_filter(
				$this->sent,
				static function ( $sent ) {
					return false !== strpos( $sent['url'], '/v1/refunds' );
				}
			)
		);
		$this->assertSame( array( '1000', '500', '1100' ), array_column( array_column( $refunds, 'body' ), 'amount' ), 'the rest (1000) with the 100 fee the donor covered' );
		$this->assertSame( array( 'pi_partly', 'pi_partly', 'pi_partly' ), array_column( array_column( $refunds, 'body' ), 'payment_intent' ) );
		$keys = array_map(
			static function ( $sent ) {
				return $sent['headers']['Idempotency-Key'];
			},
			$refunds
		);
		$this->assertSame( array( 'opengive-refund-' . $gift->purchase_key . '-0-1000', 'opengive-refund-' . $gift->purchase_key . '-1000-500', 'opengive-refund-' . $gift->purchase_key . '-1500-1100' ), $keys );
		$this->assertSame( array( 'refunded', 2500 ), array( $done->status, $done->refunded_amount ) );
	}

	/**
	 * Sends a donation through the REST route.
	 *
	 * @param array<string, mixed> $body Request.
	 */
	private function rest_donate( array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/opengive/v1/donations' );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}
}
