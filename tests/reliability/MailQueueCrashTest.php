<?php
/**
 * Donation emails leave the donate request, and none is lost when PHP dies after the response.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Mail\MailQueue;
use PHPUnit\Framework\TestCase;

/**
 * Real donations through the native site (PHP-FPM). The test helpers plugin's
 * opengive_test_die_after_response option makes the request exit right after its response, before
 * it sends its queued mail: what a crash, a killed worker or a timeout at that point would do.
 */
final class MailQueueCrashTest extends TestCase {

	protected function setUp(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . MailQueue::table() ); // phpcs:ignore WordPress.DB -- test table cleanup.
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'opengive_test_mail_%'" ); // phpcs:ignore WordPress.DB -- test cleanup.
		// A run that earlier suites left due would be started by WP-Cron's loopback on the next page
		// load and take this test's rows while it looks (correctly: the claim keeps it to one sender).
		wp_clear_scheduled_hook( MailQueue::HOOK );
	}

	protected function tearDown(): void {
		delete_option( 'opengive_test_die_after_response' );
		$this->setUp();
	}

	/**
	 * Gives through the REST route; returns the response code and body.
	 *
	 * @param string $email Donor email.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private static function give( string $email ): array {
		global $wpdb;
		$form     = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'opengive_form' AND post_title = 'Keep the Light On' LIMIT 1" ); // phpcs:ignore WordPress.DB -- test read.
		$base     = rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' );
		$response = wp_remote_post(
			$base . '/wp-json/opengive/v1/donations',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'timeout' => 30,
				'body'    => (string) wp_json_encode(
					array(
						'formId'    => $form,
						'amount'    => 2000,
						'levelId'   => 'custom',
						'firstName' => 'Queue',
						'lastName'  => 'Crash',
						'email'     => $email,
						'gatewayId' => 'test',
						'returnUrl' => $base . '/donate/',
					)
				),
			)
		);
		self::assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		return array( (int) wp_remote_retrieve_response_code( $response ), (array) json_decode( wp_remote_retrieve_body( $response ), true ) );
	}

	/**
	 * Queue rows for a recipient, by status.
	 *
	 * @param string $email Recipient.
	 * @return array<string, int>
	 */
	private static function queued_for( string $email ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT status, COUNT(*) AS n FROM ' . MailQueue::table() . ' WHERE recipient LIKE %s OR subject LIKE %s GROUP BY status', '%' . $wpdb->esc_like( $email ) . '%', '%Queue Crash%' ), ARRAY_A ); // phpcs:ignore WordPress.DB -- test read.
		return array_map( 'intval', array_column( $rows, 'n', 'status' ) );
	}

	/**
	 * Mails the site handed to wp_mail (the test helpers catch them), to a recipient.
	 *
	 * @param string $email Recipient.
	 */
	private static function mails_to( string $email ): int {
		global $wpdb;
		// Read from the table: the site's PHP-FPM workers wrote it, this process's option cache is stale.
		// The test helpers store one option row per mail (opengive_test_mail_<unique>).
		$stored = $wpdb->get_col( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE 'opengive_test_mail_%'" ); // phpcs:ignore WordPress.DB -- test read.
		$count  = 0;
		foreach ( array_map( 'maybe_unserialize', (array) $stored ) as $mail ) {
			$count += in_array( $email, explode( ',', (string) $mail['to'] ), true ) ? 1 : 0;
		}
		return $count;
	}

	public function test_a_request_that_dies_after_its_response_leaves_its_emails_queued_for_cron(): void {
		update_option( 'opengive_test_die_after_response', 1, false );
		$email = 'crash-' . strtolower( wp_generate_password( 8, false ) ) . '@example.org';
		list( $status, $body ) = self::give( $email );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$this->assertArrayHasKey( 'receiptUrl', $body, 'the donor got the answer before PHP died' );
		$this->assertSame( 0, self::mails_to( $email ), 'the request died before sending' );
		$this->assertSame( array( 'queued' => 2 ), self::queued_for( $email ), 'receipt and site notice are both kept' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'cron', 'options' );
		$this->assertNotFalse( wp_next_scheduled( MailQueue::HOOK ), 'a cron run was scheduled before the response' );

		delete_option( 'opengive_test_die_after_response' );
		do_action( MailQueue::HOOK ); // What that cron run does.
		$sent = 0;
		for ( $i = 0; $i < 50 && 0 === $sent; $i++ ) {
			$sent = self::mails_to( $email );
			usleep( 0 === $sent ? 100000 : 0 );
		}
		$this->assertSame( 1, $sent, 'the receipt went out once' );
		$this->assertSame( array( 'sent' => 2 ), self::queued_for( $email ) );
	}

	public function test_a_request_that_lives_sends_its_emails_itself_after_the_response(): void {
		$email = 'live-' . strtolower( wp_generate_password( 8, false ) ) . '@example.org';
		list( $status ) = self::give( $email );
		$this->assertSame( 201, $status );
		// Sent after the response by the same PHP-FPM worker: allow it a moment.
		$sent = array();
		for ( $i = 0; $i < 50 && array( 'sent' => 2 ) !== $sent; $i++ ) {
			usleep( 100000 );
			$sent = self::queued_for( $email );
		}
		$this->assertSame( array( 'sent' => 2 ), $sent );
		$this->assertSame( 1, self::mails_to( $email ) );
	}
}
