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

use OpenGive\Plugin;
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
	 * @var array<int, array{url: string, body: array<string, mixed>}>
	 */
	private $sent = array();

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
			'url'  => $url,
			'body' => $body,
		);
		$answer = false !== strpos( $url, '/v1/customers' )
			? array( 'id' => 'cus_1' )
			: array(
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
}
