<?php
/**
 * Shared scaffolding for tests that donate through a throwaway form.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Models\Donation;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\ValidationException;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/TestForm.php';

/**
 * Creates a form before each test and removes it, its donations, the test donors (emails ending
 * .phpunit@example.org), rate-limit counters and setting filters after; catches outgoing mail.
 */
abstract class DonationTestCase extends TestCase {

	/**
	 * The test form.
	 *
	 * @var int
	 */
	protected $form_id;

	/**
	 * Mails caught by pre_wp_mail.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected $mails = array();

	/**
	 * The mail catcher.
	 *
	 * @var callable
	 */
	private $catcher;

	/**
	 * Settings for this class's test form (merged over TestForm's defaults).
	 *
	 * @return array<string, mixed>
	 */
	protected function form_settings(): array {
		return array();
	}

	protected function setUp(): void {
		$this->form_id = TestForm::create( $this->form_settings() );
		$this->mails   = array();
		$this->catcher = function ( $short_circuit, $atts ) {
			$this->mails[] = $atts;
			return true;
		};
		add_filter( 'pre_wp_mail', $this->catcher, 1, 2 );
		// The emails' content is checked here at once; the queue has its own tests (MailQueueTest).
		add_filter( 'opengive_queue_mail', '__return_false' );
	}

	/**
	 * Points Stripe and 2Checkout at addresses a test's own pre_http_request filter answers, with
	 * unit-test keys (the filter goes with the other setting filters in tearDown).
	 */
	protected function use_fake_card_providers(): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				return array_merge(
					$settings,
					array(
						// Test keys in the live slot, as code may force them: the keys decide the mode.
						'test_mode'                   => false,
						'stripe_publishable_key'      => 'pk_test_unit',
						'stripe_secret_key'           => 'sk_test_unit',
						'stripe_api_base'             => 'https://stripe.test/',
						'twocheckout_seller_id'       => '1234',
						'twocheckout_publishable_key' => 'PUB',
						'twocheckout_private_key'     => 'PRIV',
						'twocheckout_environment'     => 'sandbox',
						'twocheckout_api_base'        => 'https://2co.test',
					)
				);
			}
		);
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'pre_wp_mail', $this->catcher, 1 );
		remove_filter( 'opengive_queue_mail', '__return_false' );
		remove_all_filters( 'opengive_settings' );
		TestForm::destroy( $this->form_id );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE '%.phpunit@example.org'" );
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '%opengive_rl_%'" );
		// The rows went behind the object cache's back: drop its copies too.
		wp_cache_flush();
	}

	/**
	 * Donates through the real action.
	 *
	 * @param array<string, mixed> $input Request.
	 * @param string               $ip    Client IP.
	 */
	protected function donate( array $input, string $ip = '192.0.2.1' ): Donation {
		return ( Plugin::container()->get( CreateDonation::class ) )( $input, $ip );
	}

	/**
	 * Asserts a request is rejected with a code and field, and that nothing was written.
	 *
	 * @param array<string, mixed> $input Request.
	 * @param string               $code  Expected error code.
	 * @param string               $field Expected field.
	 */
	protected function assert_rejected( array $input, string $code, string $field ): void {
		try {
			$this->donate( $input );
			$this->fail( "Expected {$code}." );
		} catch ( ValidationException $error ) {
			$this->assertSame( $code, $error->error_code() );
			$this->assertSame( $field, $error->field() );
			$this->assertSame( 400, $error->status() );
		}
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
	}
}
