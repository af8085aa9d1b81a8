<?php
/**
 * Stripe 3-D Secure on the server: the pending gift, the return route, with Stripe's answers stubbed.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * requires_action with a redirect keeps the donation pending and hands the bank's address to the
 * donor; the return route reads the PaymentIntent from Stripe and settles the donation once.
 */
final class StripeThreeDSecureTest extends DonationTestCase {

	const CHALLENGE = 'https://hooks.stripe.test/3d_secure_2/hosted?intent=pi_3ds';

	/**
	 * Requests sent to Stripe: method, url, body.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $sent = array();

	/**
	 * What Stripe holds for pi_3ds (the GET answers it).
	 *
	 * @var array<string, mixed>
	 */
	private $intent = array();

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'gateways' => array( 'stripe' ) );
	}

	protected function setUp(): void {
		parent::setUp();
		$this->use_fake_card_providers();
		$this->intent = array(
			'id'          => 'pi_3ds',
			'status'      => 'requires_action',
			'next_action' => array(
				'type'            => 'redirect_to_url',
				'redirect_to_url' => array( 'url' => self::CHALLENGE ),
			),
		);
		add_filter( 'pre_http_request', array( $this, 'stripe' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'stripe' ), 10 );
		parent::tearDown();
	}

	/**
	 * Stands in for Stripe: every call answers the intent as it is now.
	 *
	 * @param mixed                $preempt Unused.
	 * @param array<string, mixed> $args    Request.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function stripe( $preempt, $args, $url ) {
		$this->sent[] = array(
			'method' => $args['method'] ?? 'GET',
			'url'    => $url,
			'body'   => $args['body'] ?? '',
		);
		return array(
			'headers'  => array(),
			'body'     => (string) wp_json_encode( $this->intent ),
			'response' => array(
				'code'    => 200,
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * Gives 25.00 with a card that needs 3-D Secure.
	 */
	private function give(): Donation {
		return $this->donate(
			array(
				'formId'       => $this->form_id,
				'amount'       => 2500,
				'levelId'      => 'custom',
				'firstName'    => 'Tessa',
				'lastName'     => 'Secure',
				'email'        => 'tds.phpunit@example.org',
				'gatewayId'    => 'stripe',
				'paymentToken' => 'pm_3ds',
				'returnUrl'    => home_url( '/give/' ),
			)
		);
	}

	/**
	 * Visits the return route as the bank's page sends the donor there.
	 *
	 * @param array<string, string> $query Query.
	 * @return \WP_REST_Response
	 */
	private function come_back( array $query ) {
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/stripe/return' );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * The donation as stored now.
	 *
	 * @param int $id Donation id.
	 */
	private function stored( int $id ): Donation {
		wp_cache_flush();
		$donation = Plugin::container()->get( DonationRepository::class )->find( $id );
		$this->assertNotNull( $donation );
		return $donation;
	}

	/**
	 * Notes on a donation.
	 *
	 * @param int $id Donation id.
	 * @return string[]
	 */
	private function notes( int $id ): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT content FROM {$wpdb->prefix}opengive_donation_notes WHERE donation_id = %d ORDER BY id", $id ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Stripe now says the challenge ended this way.
	 *
	 * @param string $status succeeded or requires_payment_method.
	 */
	private function challenge_ends( string $status ): void {
		$this->intent = array(
			'id'             => 'pi_3ds',
			'status'         => $status,
			'payment_method' => array(
				'card' => array(
					'brand' => 'visa',
					'last4' => '3184',
				),
			),
		);
		if ( 'requires_payment_method' === $status ) {
			$this->intent['last_payment_error'] = array( 'message' => 'We are unable to authenticate your payment method.' );
		}
	}

	public function test_a_card_that_needs_3d_secure_leaves_the_gift_pending_with_a_note_and_the_banks_address(): void {
		$donation = $this->give();

		$this->assertSame( 'pending', $donation->status );
		$this->assertSame( self::CHALLENGE, $donation->next_action_url );
		$this->assertSame( 'pending', $this->stored( $donation->id )->status );
		$this->assertSame( 'pi_3ds', $this->stored( $donation->id )->gateway_transaction_id );
		$this->assertSame( array( 'Waiting for 3-D Secure: the donor was sent to their bank to authenticate the payment.' ), $this->notes( $donation->id ) );
		// Stripe was given our return route, carrying the donation's key and the page to land on.
		parse_str( (string) $this->sent[0]['body'], $sent );
		$this->assertStringContainsString( '/opengive/v1/stripe/return', $sent['return_url'] );
		$this->assertStringContainsString( 'key=' . $donation->purchase_key, $sent['return_url'] );
	}

	public function test_the_rest_answer_tells_the_form_where_to_send_the_donor(): void {
		$request = new \WP_REST_Request( 'POST', '/opengive/v1/donations' );
		$request->set_body_params(
			array(
				'formId'       => $this->form_id,
				'amount'       => 2500,
				'levelId'      => 'custom',
				'firstName'    => 'Tessa',
				'lastName'     => 'Secure',
				'email'        => 'tds.phpunit@example.org',
				'gatewayId'    => 'stripe',
				'paymentToken' => 'pm_3ds',
			)
		);
		$response = rest_do_request( $request );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'pending', $response->get_data()['status'] );
		$this->assertSame( self::CHALLENGE, $response->get_data()['redirectUrl'] );
	}

	public function test_coming_back_after_a_completed_challenge_completes_the_gift_and_lands_on_the_receipt(): void {
		$donation = $this->give();
		$this->challenge_ends( 'succeeded' );

		$response = $this->come_back( array( 'key' => $donation->purchase_key, 'to' => home_url( '/give/' ) ) );

		$this->assertSame( 303, $response->get_status() );
		$this->assertSame( add_query_arg( 'opengive-receipt', $donation->purchase_key, home_url( '/give/' ) ), $response->get_headers()['Location'] );
		$stored = $this->stored( $donation->id );
		$this->assertSame( 'publish', $stored->status );
		$this->assertSame( '3184', $stored->payment_last4 );
		$this->assertContains( '3-D Secure completed: payment received.', $this->notes( $donation->id ) );
		// The outcome was read from Stripe, for the intent stored on the donation.
		$last = end( $this->sent );
		$this->assertSame( 'GET', $last['method'] );
		$this->assertStringStartsWith( 'https://stripe.test/v1/payment_intents/pi_3ds', $last['url'] );
	}

	public function test_the_receipt_is_mailed_once_the_bank_confirms_not_while_the_gift_waits(): void {
		$donation = $this->give();
		$this->assertSame( array(), $this->mails, 'nothing is mailed while the bank has not confirmed' );

		$this->challenge_ends( 'succeeded' );
		$this->come_back( array( 'key' => $donation->purchase_key, 'to' => home_url( '/give/' ) ) );
		$this->assertContains( $donation->email, array_column( $this->mails, 'to' ) );
		$sent = count( $this->mails );

		$this->come_back( array( 'key' => $donation->purchase_key, 'to' => home_url( '/give/' ) ) );
		$this->assertCount( $sent, $this->mails, 'a second return mails nothing again' );
	}

	public function test_coming_back_after_a_failed_challenge_fails_the_gift_and_shows_the_form_with_the_refusal(): void {
		$donation = $this->give();
		$this->challenge_ends( 'requires_payment_method' );

		$response = $this->come_back( array( 'key' => $donation->purchase_key, 'to' => home_url( '/give/' ) ) );

		$this->assertSame( 303, $response->get_status() );
		$location = $response->get_headers()['Location'];
		$this->assertStringNotContainsString( 'opengive-receipt', $location );
		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		$error = HandleDonationFormPost::take_error( $query['opengive-error'] );
		$this->assertSame( 'opengive_payment_failed', $error['code'] );
		$this->assertStringContainsString( 'No money was taken', $error['message'] );
		$stored = $this->stored( $donation->id );
		$this->assertSame( 'failed', $stored->status );
		$this->assertNull( $stored->idempotency_key );
		$this->assertContains( '3-D Secure failed: We are unable to authenticate your payment method.', $this->notes( $donation->id ) );
	}

	public function test_a_second_return_settles_nothing_again(): void {
		$donation = $this->give();
		$this->challenge_ends( 'succeeded' );
		$this->come_back( array( 'key' => $donation->purchase_key ) );
		$calls = count( $this->sent );
		$notes = $this->notes( $donation->id );

		// Stripe now answering otherwise must not matter: the gift is settled.
		$this->challenge_ends( 'requires_payment_method' );
		$again = $this->come_back( array( 'key' => $donation->purchase_key ) );

		$this->assertSame( 303, $again->get_status() );
		$this->assertStringContainsString( 'opengive-receipt=' . $donation->purchase_key, $again->get_headers()['Location'] );
		$this->assertSame( 'publish', $this->stored( $donation->id )->status );
		$this->assertSame( $notes, $this->notes( $donation->id ) );
		$this->assertSame( $calls, count( $this->sent ), 'A settled donation asks Stripe nothing.' );
	}

	public function test_a_forged_payment_intent_in_the_query_is_ignored(): void {
		$donation = $this->give();
		// The donor never finished; someone writes the return address by hand, naming a paid intent.
		$response = $this->come_back(
			array(
				'key'            => $donation->purchase_key,
				'payment_intent' => 'pi_someone_elses_paid_intent',
				'redirect_status' => 'succeeded',
			)
		);

		$this->assertSame( 303, $response->get_status() );
		$this->assertSame( 'pending', $this->stored( $donation->id )->status );
		$last = end( $this->sent );
		$this->assertStringStartsWith( 'https://stripe.test/v1/payment_intents/pi_3ds', $last['url'] );
	}

	public function test_an_unknown_key_changes_nothing_and_says_so(): void {
		$donation = $this->give();
		$this->challenge_ends( 'succeeded' );

		$response = $this->come_back( array( 'key' => str_repeat( 'a', 32 ) ) );

		$this->assertSame( 303, $response->get_status() );
		$this->assertStringContainsString( 'opengive-error=', $response->get_headers()['Location'] );
		$this->assertSame( 'pending', $this->stored( $donation->id )->status );
	}

	public function test_an_offsite_landing_page_is_replaced_by_the_home_page(): void {
		$donation = $this->give();
		$this->challenge_ends( 'succeeded' );

		$response = $this->come_back( array( 'key' => $donation->purchase_key, 'to' => 'https://evil.example/phish' ) );

		$this->assertStringStartsWith( home_url( '/' ), $response->get_headers()['Location'] );
	}
}
