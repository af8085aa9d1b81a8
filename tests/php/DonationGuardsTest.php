<?php
/**
 * Idempotency, honeypot, rate limits and emails of the donate action.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * What keeps one gift from becoming two, and bots and floods out.
 */
final class DonationGuardsTest extends DonationTestCase {

	/**
	 * A valid request.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $overrides = array() ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 1500,
				'levelId'   => 'custom',
				'firstName' => 'Grace',
				'lastName'  => 'Hopper',
				'email'     => 'grace.phpunit@example.org',
				'gatewayId' => 'test',
				'returnUrl' => home_url( '/donate/' ),
			),
			$overrides
		);
	}


	public function test_a_retried_attempt_returns_the_first_donation_and_charges_once(): void {
		$first  = $this->donate( $this->request( array( 'idempotencyKey' => 'attempt-0123456789abcdef' ) ) );
		$second = $this->donate( $this->request( array( 'idempotencyKey' => 'attempt-0123456789abcdef' ) ) );
		$this->assertSame( $first->id, $second->id );
		$this->assertSame( $first->gateway_transaction_id, $second->gateway_transaction_id );
		$this->assertSame( 1, TestForm::donation_count( $this->form_id ) );
	}

	public function test_the_same_attempt_key_from_another_donor_is_a_new_donation(): void {
		$first  = $this->donate( $this->request( array( 'idempotencyKey' => 'cached-page-key-000000' ) ) );
		$second = $this->donate(
			$this->request(
				array(
					'idempotencyKey' => 'cached-page-key-000000',
					'email'          => 'other.phpunit@example.org',
				)
			)
		);
		$this->assertNotSame( $first->id, $second->id );
		$this->assertSame( 2, TestForm::donation_count( $this->form_id ) );
	}

	public function test_a_malformed_attempt_key_is_rejected(): void {
		try {
			$this->donate( $this->request( array( 'idempotencyKey' => 'short' ) ) );
			$this->fail( 'Expected a rejection.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_invalid_idempotency_key', $error->error_code() );
		}
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
	}

	public function test_a_filled_honeypot_is_rejected_and_writes_nothing(): void {
		try {
			$this->donate( $this->request( array( CreateDonation::HONEYPOT_FIELD => 'http://spam.example' ) ) );
			$this->fail( 'Expected a rejection.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_spam', $error->error_code() );
			$this->assertSame( 400, $error->status() );
		}
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
	}

	public function test_the_honeypot_can_be_switched_off(): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['honeypot'] = false;
				return $settings;
			}
		);
		$donation = $this->donate( $this->request( array( CreateDonation::HONEYPOT_FIELD => 'autofill' ) ) );
		$this->assertGreaterThan( 0, $donation->id );
	}

	public function test_the_per_email_limit_answers_429_and_writes_nothing_more(): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['rate_limit_email'] = 2;
				return $settings;
			}
		);
		$this->donate( $this->request() );
		$this->donate( $this->request() );
		try {
			$this->donate( $this->request() );
			$this->fail( 'Expected the rate limit.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_rate_limited', $error->error_code() );
			$this->assertSame( 429, $error->status() );
			$this->assertStringContainsString( 'Please wait', $error->getMessage() );
		}
		$this->assertSame( 2, TestForm::donation_count( $this->form_id ) );
		// Another donor on another address is not affected.
		$this->donate( $this->request( array( 'email' => 'other.phpunit@example.org' ) ), '198.51.100.8' );
		$this->assertSame( 3, TestForm::donation_count( $this->form_id ) );
	}

	public function test_the_per_ip_limit_counts_across_donors(): void {
		$limiter = new RateLimiter();
		$limiter->hit( 'ip:phpunit-203.0.113.50', 2, 60 );
		$limiter->hit( 'ip:phpunit-203.0.113.50', 2, 60 );
		$this->expectException( OpenGiveException::class );
		$limiter->hit( 'ip:phpunit-203.0.113.50', 2, 60 );
	}

	public function test_a_zero_limit_means_unlimited(): void {
		$limiter = new RateLimiter();
		for ( $i = 0; $i < 5; $i++ ) {
			$limiter->hit( 'ip:phpunit-unlimited', 0, 60 );
		}
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", 'opengive_rl_' . md5( 'ip:phpunit-unlimited' ) . '%' ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_with_a_persistent_object_cache_the_limit_counts_in_the_cache_not_the_options_table(): void {
		global $wpdb;
		$was = wp_using_ext_object_cache( true );
		try {
			$limiter = new RateLimiter();
			$limiter->hit( 'email:cache.phpunit@example.org', 2, 60 );
			$limiter->hit( 'email:cache.phpunit@example.org', 2, 60 );
			try {
				$limiter->hit( 'email:cache.phpunit@example.org', 2, 60 );
				$this->fail( 'Expected 429.' );
			} catch ( OpenGiveException $error ) {
				$this->assertSame( 429, $error->status() );
			}
		} finally {
			wp_using_ext_object_cache( (bool) $was ); // null before anything set it, and null would change nothing.
		}
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", 'opengive_rl_' . md5( 'email:cache.phpunit@example.org' ) . '%' ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_ipv6_addresses_in_one_64_share_a_bucket_and_ipv4_addresses_do_not(): void {
		$this->assertSame( RateLimiter::ip_bucket( '2001:db8:1:2::1' ), RateLimiter::ip_bucket( '2001:db8:1:2:ffff:ffff:ffff:fffe' ) );
		$this->assertNotSame( RateLimiter::ip_bucket( '2001:db8:1:2::1' ), RateLimiter::ip_bucket( '2001:db8:1:3::1' ) );
		$this->assertNotSame( RateLimiter::ip_bucket( '203.0.113.1' ), RateLimiter::ip_bucket( '203.0.113.2' ) );
		$this->assertSame( 'ip:unknown', RateLimiter::ip_bucket( 'not an ip' ) );
	}

	public function test_a_rotating_ipv6_client_inside_one_64_is_limited(): void {
		$limiter = new RateLimiter();
		$limiter->hit( RateLimiter::ip_bucket( '2001:db8:77::1' ), 2, 60 );
		$limiter->hit( RateLimiter::ip_bucket( '2001:db8:77::2' ), 2, 60 );
		$this->expectException( OpenGiveException::class );
		$limiter->hit( RateLimiter::ip_bucket( '2001:db8:77::3' ), 2, 60 );
	}

	public function test_x_forwarded_for_is_ignored_unless_the_request_comes_from_a_trusted_proxy(): void {
		$server = array(
			'REMOTE_ADDR'          => '10.0.0.5',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.7, 10.0.0.9',
		);
		$this->assertSame( '10.0.0.5', RateLimiter::client_ip( $server ) );

		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['trusted_proxies'] = '10.0.0.5, 10.0.0.9';
				return $settings;
			}
		);
		$this->assertSame( '198.51.100.7', RateLimiter::client_ip( $server ) );
		// A direct client (not a proxy) cannot choose its address by sending the header.
		$this->assertSame( '192.0.2.44', RateLimiter::client_ip( array( 'REMOTE_ADDR' => '192.0.2.44', 'HTTP_X_FORWARDED_FOR' => '198.51.100.7' ) ) );
		// A garbled header from the proxy falls back to the proxy's address.
		$this->assertSame( '10.0.0.5', RateLimiter::client_ip( array( 'REMOTE_ADDR' => '10.0.0.5', 'HTTP_X_FORWARDED_FOR' => 'nonsense' ) ) );
	}

	public function test_a_donation_insert_that_fails_leaves_no_donor_row_behind(): void {
		global $wpdb;
		$email = 'half-written.phpunit@example.org';
		// The database refuses the donation row (as MariaDB's strict mode does for a too-long value).
		$break = static function ( $query ) use ( $wpdb ) {
			return 0 === strpos( ltrim( $query ), "INSERT INTO `{$wpdb->prefix}opengive_donations`" ) ? 'INSERT INTO no_such_table_opengive VALUES (1)' : $query;
		};
		add_filter( 'query', $break );
		$suppress = $wpdb->suppress_errors( true );
		try {
			$this->donate( $this->request( array( 'email' => $email ) ) );
			$this->fail( 'Expected the write to fail.' );
		} catch ( \RuntimeException $error ) {
			$this->assertStringContainsString( 'Could not save the donation', $error->getMessage() );
		} finally {
			remove_filter( 'query', $break );
			$wpdb->suppress_errors( $suppress );
		}
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donors WHERE email = %s", $email ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
	}

	public function test_a_level_whose_id_outgrows_its_column_is_refused_before_anything_is_written(): void {
		$long = str_repeat( 'L', 25 );
		update_post_meta(
			$this->form_id,
			'opengive_form_settings',
			array_merge(
				(array) get_post_meta( $this->form_id, 'opengive_form_settings', true ),
				array( 'levels' => array( array( 'id' => $long, 'amount' => 1000, 'label' => '' ) ) )
			)
		);
		$this->assert_rejected( $this->request( array( 'levelId' => $long, 'email' => 'long-level.phpunit@example.org' ) ), 'opengive_value_too_long', 'levelId' );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donors WHERE email = %s", 'long-level.phpunit@example.org' ) ) ); // phpcs:ignore WordPress.DB
	}

	public function test_a_donation_sends_the_donor_receipt_and_the_admin_notice(): void {
		$donation = $this->donate( $this->request() );
		$this->assertCount( 2, $this->mails );
		list( $receipt, $notice ) = $this->mails;

		$this->assertSame( 'grace.phpunit@example.org', $receipt['to'] );
		$this->assertStringStartsWith( '[Test] Your donation receipt from ', $receipt['subject'] );
		$this->assertStringContainsString( 'Thank you for your donation of $15.00 to PHPUnit form.', $receipt['message'] );
		$this->assertStringContainsString( 'Donation ID: ' . $donation->id, $receipt['message'] );
		$this->assertStringContainsString( '/donate/?opengive-receipt=' . $donation->purchase_key, $receipt['message'] );

		$this->assertSame( get_option( 'admin_email' ), $notice['to'] );
		$this->assertSame( '[Test] New donation: $15.00 from Grace Hopper', $notice['subject'] );
	}

	public function test_emails_can_be_switched_off(): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['send_donor_receipt'] = false;
				$settings['send_admin_notice']  = false;
				return $settings;
			}
		);
		$this->donate( $this->request() );
		$this->assertSame( array(), $this->mails );
	}
}
