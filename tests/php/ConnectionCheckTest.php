<?php
/**
 * "Check connection" for Stripe, with Stripe's answers stubbed: keys that work (test or live), a
 * refused key, keys from two modes, no answer at all, and no key to check.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Settings\ConnectionCheck;
use PHPUnit\Framework\TestCase;

/**
 * Settings\ConnectionCheck.
 */
final class ConnectionCheckTest extends TestCase {

	/**
	 * The Authorization header of the last request to Stripe.
	 *
	 * @var string
	 */
	private $sent = '';

	/**
	 * The stub.
	 *
	 * @var callable|null
	 */
	private $stub;

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->stub );
		remove_all_filters( 'opengive_settings', 98 );
	}

	/**
	 * Answers the next requests to /v1/balance as Stripe would.
	 *
	 * @param int|null            $status HTTP status, or null for no answer at all.
	 * @param array<string,mixed> $body   JSON body.
	 */
	private function stripe_answers( ?int $status, array $body = array() ): void {
		$this->stub = function ( $pre, $args, $url ) use ( $status, $body ) {
			if ( false === strpos( (string) $url, '/v1/balance' ) ) {
				return $pre;
			}
			$this->sent = (string) ( $args['headers']['Authorization'] ?? '' );
			if ( null === $status ) {
				return new \WP_Error( 'http_request_failed', 'cURL error 28: timed out' );
			}
			return array(
				'headers'  => array(),
				'body'     => (string) wp_json_encode( $body ),
				'response' => array(
					'code'    => $status,
					'message' => '',
				),
				'cookies'  => array(),
			);
		};
		add_filter( 'pre_http_request', $this->stub, 10, 3 );
	}

	/**
	 * The stored keys, as a site would have them.
	 *
	 * @param string $secret      Secret key.
	 * @param string $publishable Publishable key.
	 * @param string $pair        stripe (the live slot) or stripe_test.
	 */
	private function stored( string $secret, string $publishable, string $pair = 'stripe_test' ): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) use ( $secret, $publishable, $pair ) {
				$settings[ $pair . '_secret_key' ]      = $secret;
				$settings[ $pair . '_publishable_key' ] = $publishable;
				return $settings;
			},
			98
		);
	}

	public function test_test_keys_that_work_are_reported_as_test_keys(): void {
		$this->stored( 'sk_test_stored12345', 'pk_test_stored12345' );
		$this->stripe_answers( 200, array( 'object' => 'balance', 'livemode' => false ) );
		$this->assertSame(
			array(
				'ok'      => true,
				'mode'    => 'test',
				'message' => 'Connected to Stripe with test keys: gifts move no real money.',
			),
			ConnectionCheck::stripe( 'stripe_test', '', '' )
		);
		$this->assertSame( 'Bearer sk_test_stored12345', $this->sent );
	}

	public function test_the_keys_typed_on_the_screen_are_checked_before_they_are_saved(): void {
		$this->stored( 'sk_live_stored12345', 'pk_live_stored12345', 'stripe' );
		$this->stripe_answers( 200, array( 'object' => 'balance', 'livemode' => true ) );
		$answer = ConnectionCheck::stripe( 'stripe', 'sk_live_typed123456', 'pk_live_typed123456' );
		$this->assertSame( 'Bearer sk_live_typed123456', $this->sent );
		$this->assertTrue( $answer['ok'] );
		$this->assertSame( 'live', $answer['mode'] );
		$this->assertSame( 'Connected to Stripe with live keys: gifts move real money.', $answer['message'] );
	}

	public function test_a_live_secret_key_with_a_test_publishable_key_is_not_ok(): void {
		$this->stored( 'sk_live_stored12345', 'pk_test_stored12345', 'stripe' );
		$this->stripe_answers( 200, array( 'livemode' => true ) );
		$answer = ConnectionCheck::stripe( 'stripe', '', '' );
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 'The secret key is a live key but the publishable key is not: enter both from the same mode.', $answer['message'] );
	}

	public function test_keys_of_the_other_mode_are_not_ok_and_the_answer_says_where_they_go(): void {
		$this->stripe_answers( 200, array( 'livemode' => false ) );
		$in_live_slot = ConnectionCheck::stripe( 'stripe', 'sk_test_typed123456', 'pk_test_typed123456' );
		$this->assertFalse( $in_live_slot['ok'] );
		$this->assertSame( 'test', $in_live_slot['mode'] );
		$this->assertSame( 'Stripe says these are test keys: enter them under Test keys.', $in_live_slot['message'] );
		remove_filter( 'pre_http_request', $this->stub );
		$this->stripe_answers( 200, array( 'livemode' => true ) );
		$in_test_slot = ConnectionCheck::stripe( 'stripe_test', 'sk_live_typed123456', 'pk_live_typed123456' );
		$this->assertFalse( $in_test_slot['ok'] );
		$this->assertSame( 'Stripe says these are live keys: enter them under Live keys.', $in_test_slot['message'] );
	}

	public function test_a_refused_key_says_what_stripe_said_and_no_answer_says_so(): void {
		$this->stored( 'sk_test_stored12345', 'pk_test_stored12345' );
		$this->stripe_answers( 401, array( 'error' => array( 'message' => 'Invalid API Key provided: sk_test_***2345' ) ) );
		$this->assertSame( 'Stripe refused the secret key: Invalid API Key provided: sk_test_***2345', ConnectionCheck::stripe( 'stripe_test', '', '' )['message'] );
		remove_filter( 'pre_http_request', $this->stub );
		$this->stripe_answers( null );
		$unreachable = ConnectionCheck::stripe( 'stripe_test', '', '' );
		$this->assertFalse( $unreachable['ok'] );
		$this->assertStringStartsWith( 'Stripe could not be reached.', $unreachable['message'] );
	}

	public function test_without_a_secret_key_nothing_is_sent(): void {
		$this->stored( '', 'pk_test_stored12345' );
		$this->stripe_answers( 200, array( 'livemode' => false ) );
		$this->assertSame( 'Enter Stripe’s secret key first: there is none to check.', ConnectionCheck::stripe( 'stripe_test', '', '' )['message'] );
		$this->assertSame( '', $this->sent );
	}
}
