<?php
/**
 * Stripe and 2Checkout on the server, with the providers' HTTP answers stubbed.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Gateways\Actions\LoadGatewayFields;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * What each card gateway sends its provider, how it reads the answer, and what is stored.
 */
final class CardGatewaysTest extends DonationTestCase {

	/**
	 * Requests the gateways made: url, headers, body.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $sent = array();

	/**
	 * The next provider answer: status and body.
	 *
	 * @var array{0: int, 1: array<string, mixed>}
	 */
	private $answer = array( 200, array() );

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'gateways' => array( 'test', 'stripe', 'twocheckout' ) );
	}

	protected function setUp(): void {
		parent::setUp();
		$this->use_fake_card_providers();
		add_filter( 'pre_http_request', array( $this, 'provider' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'provider' ), 10 );
		parent::tearDown();
	}

	/**
	 * Stands in for the provider.
	 *
	 * @param mixed                $preempt Unused.
	 * @param array<string, mixed> $args    Request.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function provider( $preempt, $args, $url ) {
		$this->sent[] = array(
			'url'     => $url,
			'headers' => $args['headers'],
			'body'    => $args['body'],
		);
		return array(
			'headers'  => array(),
			'body'     => (string) wp_json_encode( $this->answer[1] ),
			'response' => array(
				'code'    => $this->answer[0],
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * A card donation request.
	 *
	 * @param string               $gateway Gateway.
	 * @param array<string, mixed> $extra   Extra fields.
	 * @return array<string, mixed>
	 */
	private function request( string $gateway, array $extra ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 2500,
				'levelId'   => 'custom',
				'firstName' => 'Carla',
				'lastName'  => 'Card',
				'email'     => 'card.phpunit@example.org',
				'gatewayId' => $gateway,
			),
			$extra
		);
	}

	public function test_stripe_confirms_a_payment_intent_for_the_payment_method_and_stores_only_brand_and_last4(): void {
		$this->answer = array(
			200,
			array(
				'id'             => 'pi_123',
				'status'         => 'succeeded',
				'payment_method' => array(
					'id'   => 'pm_abc',
					'card' => array(
						'brand' => 'visa',
						'last4' => '4242',
					),
				),
			),
		);
		$donation     = $this->donate( $this->request( 'stripe', array( 'paymentToken' => 'pm_abc' ) ) );

		$this->assertSame( 'publish', $donation->status );
		$this->assertSame( 'test', $donation->mode );
		$this->assertSame( 'pi_123', $donation->gateway_transaction_id );
		$this->assertSame( array( 'visa', '4242' ), array( $donation->payment_brand, $donation->payment_last4 ) );
		$this->assertCount( 1, $this->sent );
		$this->assertSame( 'https://stripe.test/v1/payment_intents', $this->sent[0]['url'] );
		$this->assertSame( 'Bearer sk_test_unit', $this->sent[0]['headers']['Authorization'] );
		$this->assertSame( 'opengive-' . $donation->purchase_key, $this->sent[0]['headers']['Idempotency-Key'] );
		parse_str( $this->sent[0]['body'], $body );
		$this->assertSame( '2500', $body['amount'] );
		$this->assertSame( 'usd', $body['currency'] );
		$this->assertSame( 'pm_abc', $body['payment_method'] );
		$this->assertSame( 'true', $body['confirm'] );
		$this->assertSame( (string) $donation->id, $body['metadata']['donation_id'] );

		$receipt = Plugin::container()->get( ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$this->assertSame( 'Visa •••• 4242', $receipt['paymentCard'] );
		$this->assertSame( 'Credit or debit card (Visa •••• 4242)', $receipt['paymentMethod'] );
	}

	/**
	 * The notes on the form's only failed donation.
	 *
	 * @return string[]
	 */
	private function failure_notes(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT n.content FROM {$wpdb->prefix}opengive_donation_notes n JOIN {$wpdb->prefix}opengive_donations d ON d.id = n.donation_id WHERE d.form_id = %d AND d.status = 'failed'", $this->form_id ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Donates, expecting the refusal donors see: one generic sentence, 402.
	 *
	 * @param array<string, mixed> $request Request.
	 */
	private function assert_generic_refusal( array $request ): void {
		try {
			$this->donate( $request );
			$this->fail( 'Expected a payment failure.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_failed', $error->error_code() );
			$this->assertSame( 402, $error->status() );
			$this->assertSame( CreateDonation::declined_message(), $error->getMessage() );
		}
	}

	public function test_a_stripe_decline_records_a_failed_donation_shows_the_donor_the_generic_sentence_and_notes_the_reason(): void {
		$this->answer = array(
			402,
			array(
				'error' => array(
					'type'    => 'card_error',
					'message' => 'Your card was declined.',
				),
			),
		);
		try {
			$this->donate( $this->request( 'stripe', array( 'paymentToken' => 'pm_declined', 'idempotencyKey' => 'attempt-0000000000000001' ) ) );
			$this->fail( 'Expected a payment failure.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_failed', $error->error_code() );
			$this->assertSame( 402, $error->status() );
			$this->assertSame( CreateDonation::declined_message(), $error->getMessage() );
			$this->assertStringNotContainsString( 'declined', $error->getMessage() );
		}
		$this->assertSame( 1, TestForm::donation_count( $this->form_id ) );
		$this->assertSame( array( 'Payment declined by stripe: Your card was declined.' ), $this->failure_notes() );

		// The same attempt with another card charges anew instead of replaying the failure.
		$this->answer = array(
			200,
			array(
				'id'     => 'pi_retry',
				'status' => 'succeeded',
			),
		);
		$retry        = $this->donate( $this->request( 'stripe', array( 'paymentToken' => 'pm_good', 'idempotencyKey' => 'attempt-0000000000000001' ) ) );
		$this->assertSame( 'publish', $retry->status );
		$this->assertSame( 2, TestForm::donation_count( $this->form_id ) );
	}

	public function test_stripe_refusing_the_request_not_the_card_gets_the_generic_sentence_and_a_note(): void {
		$this->answer = array( 400, array( 'error' => array( 'type' => 'invalid_request_error', 'message' => 'Internal detail' ) ) );
		$this->assert_generic_refusal( $this->request( 'stripe', array( 'paymentToken' => 'pm_abc' ) ) );
		$this->assertStringContainsString( 'could not be reached', implode( ' ', $this->failure_notes() ) );
	}

	public function test_a_stripe_500_keeps_the_gift_pending_and_tells_the_donor_a_retry_cannot_charge_twice(): void {
		global $wpdb;
		$this->answer = array( 500, array( 'error' => array( 'type' => 'api_error', 'message' => 'Internal detail' ) ) );
		$caught       = null;
		try {
			$this->donate( $this->request( 'stripe', array( 'paymentToken' => 'pm_abc' ) ) );
		} catch ( OpenGiveException $error ) {
			$caught = $error;
		}
		$this->assertInstanceOf( OpenGiveException::class, $caught, 'a 500 is not a success' );
		$this->assertSame( 'opengive_gateway_unavailable', $caught->error_code() );
		$this->assertSame( 503, $caught->status() );
		$this->assertStringContainsString( 'you will not be charged twice', $caught->getMessage() );
		$this->assertStringNotContainsString( 'Internal detail', $caught->getMessage() );
		$status = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", $this->form_id ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'pending', $status, 'kept, not failed: Stripe may have charged' );
		$this->assertSame( array(), $this->failure_notes() );
	}

	public function test_stripe_3d_secure_is_refused_honestly(): void {
		$this->answer = array(
			200,
			array(
				'id'     => 'pi_3ds',
				'status' => 'requires_action',
			),
		);
		$this->assert_generic_refusal( $this->request( 'stripe', array( 'paymentToken' => 'pm_abc' ) ) );
		$this->assertStringContainsString( '3-D Secure', implode( ' ', $this->failure_notes() ) );
	}

	public function test_a_stripe_payment_still_processing_is_pending_not_complete(): void {
		$this->answer = array(
			200,
			array(
				'id'     => 'pi_processing',
				'status' => 'processing',
			),
		);
		$donation     = $this->donate( $this->request( 'stripe', array( 'paymentToken' => 'pm_abc' ) ) );
		$this->assertSame( 'pending', $donation->status );
		$this->assertSame( 'pi_processing', $donation->gateway_transaction_id );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function missing_tokens(): array {
		return array(
			'stripe without token'         => array( 'stripe', array() ),
			'stripe with a card number'    => array( 'stripe', array( 'paymentToken' => '4242424242424242' ) ),
			'twocheckout without token'    => array( 'twocheckout', array() ),
			'twocheckout with a bad token' => array( 'twocheckout', array( 'paymentToken' => 'short' ) ),
			'twocheckout with a card number' => array( 'twocheckout', array( 'paymentToken' => '4242424242424242' ) ),
		);
	}

	/**
	 * @dataProvider missing_tokens
	 *
	 * @param string               $gateway Gateway.
	 * @param array<string, mixed> $extra   Extra fields.
	 */
	public function test_a_card_gateway_without_a_provider_token_is_rejected_before_anything_is_written( string $gateway, array $extra ): void {
		$this->assert_rejected( $this->request( $gateway, $extra ), 'opengive_payment_token_required', 'paymentToken' );
		$this->assertSame( array(), $this->sent );
	}

	public function test_twocheckout_authorizes_the_token_with_the_private_key(): void {
		$this->answer = array(
			200,
			array(
				'response'  => array(
					'responseCode'  => 'APPROVED',
					'transactionId' => '9093712345',
				),
				'exception' => null,
			),
		);
		$donation     = $this->donate(
			$this->request(
				'twocheckout',
				array(
					'paymentToken' => 'tco-token-123456',
					'cardBrand'    => 'mastercard',
					'cardLast4'    => '4444',
				)
			)
		);
		$this->assertSame( 'publish', $donation->status );
		$this->assertSame( '9093712345', $donation->gateway_transaction_id );
		$this->assertSame( array( 'mastercard', '4444' ), array( $donation->payment_brand, $donation->payment_last4 ) );
		$this->assertSame( 'https://2co.test/checkout/api/1/1234/rs/authService', $this->sent[0]['url'] );
		$body = json_decode( $this->sent[0]['body'], true );
		$this->assertSame( 'PRIV', $body['privateKey'] );
		$this->assertSame( 'tco-token-123456', $body['token'] );
		$this->assertSame( '25.00', $body['total'] );
		$this->assertSame( 'Carla Card', $body['billingAddr']['name'] );
	}

	public function test_twocheckout_refusal_shows_the_generic_sentence_and_notes_the_providers_reason(): void {
		$this->answer = array(
			400,
			array(
				'response'  => null,
				'exception' => array(
					'errorCode' => '602',
					'errorMsg'  => 'Payment Authorization Failed',
				),
			),
		);
		$this->assert_generic_refusal( $this->request( 'twocheckout', array( 'paymentToken' => 'tco-token-123456' ) ) );
		$this->assertStringContainsString( 'Payment Authorization Failed', implode( ' ', $this->failure_notes() ) );
	}

	public function test_unknown_brands_and_malformed_digits_are_not_stored(): void {
		$this->answer = array( 200, array( 'response' => array( 'responseCode' => 'APPROVED', 'transactionId' => '1' ) ) );
		$donation     = $this->donate( $this->request( 'twocheckout', array( 'paymentToken' => 'tco-token-123456', 'cardBrand' => '<b>', 'cardLast4' => '12345' ) ) );
		$this->assertSame( array( '', '' ), array( $donation->payment_brand, $donation->payment_last4 ) );
	}

	public function test_gateway_fields_carry_public_settings_only(): void {
		$load   = Plugin::container()->get( LoadGatewayFields::class );
		$stripe = $load( $this->form_id, 'stripe' );
		// Stripe's Payment Element: Stripe.js needs the publishable key and where Stripe.js loads from, nothing else.
		$this->assertSame( 'payment-element', $stripe['fields'] );
		$this->assertSame( array( 'fields', 'provider', 'publishableKey', 'jsUrl' ), array_keys( $stripe['client'] ) );
		$this->assertSame( 'pk_test_unit', $stripe['client']['publishableKey'] );
		$tco = $load( $this->form_id, 'twocheckout' );
		$this->assertSame( array( 'fields', 'provider', 'sellerId', 'publishableKey', 'environment', 'scriptUrl' ), array_keys( $tco['client'] ) );
		$this->assertStringNotContainsString( 'sk_test_unit', (string) wp_json_encode( $stripe ) );
		$this->assertStringNotContainsString( 'PRIV', (string) wp_json_encode( $tco ) );
		$this->assertSame( 'none', $load( $this->form_id, 'test' )['fields'] );
	}

	public function test_an_unconfigured_gateway_is_not_offered(): void {
		remove_all_filters( 'opengive_settings' );
		// Keys a previous integration run stored in the option must not configure it either.
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				return array_merge( $settings, array( 'stripe_publishable_key' => '', 'stripe_secret_key' => '', 'stripe_test_publishable_key' => '', 'stripe_test_secret_key' => '' ) );
			}
		);
		$this->expectException( ValidationException::class );
		( Plugin::container()->get( LoadGatewayFields::class ) )( $this->form_id, 'stripe' );
	}
}
