<?php
/**
 * Donor history by email: the mailed link is signed, single use and expires; an unknown email gets
 * no mail and the same answer.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\DonorHistory\EmailAccess;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\OpenGiveException;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables; mail is caught.
 */
final class DonorHistoryTest extends TestCase {

	/**
	 * Caught mails.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $mails = array();

	/**
	 * The mail catcher.
	 *
	 * @var callable
	 */
	private $catcher;

	protected function setUp(): void {
		parent::setUp();
		$this->catcher = function ( $short_circuit, $atts ) {
			$this->mails[] = $atts;
			return true;
		};
		add_filter( 'pre_wp_mail', $this->catcher, 1, 2 );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'pre_wp_mail', $this->catcher, 1 );
		remove_all_filters( 'opengive_settings' );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE 'history.%.phpunit@example.org'" ); // phpcs:ignore WordPress.DB
		wp_cache_flush();
		parent::tearDown();
	}

	public function test_a_donor_gets_a_link_that_works_once(): void {
		$donor = $this->donor();
		$this->access()->request( strtoupper( $donor->email ), home_url( '/my-gifts/' ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $donor->email, $this->mails[0]['to'] );
		$value    = $this->link_value();
		$redeemed = $this->access()->redeem( $value );
		$this->assertSame( $donor->id, $redeemed['donor'] );
		$this->assertSame( $donor->email, $redeemed['email'] );
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, $redeemed['expires'], 5 );
		$this->expect_refusal( $value, 'opengive_history_link_invalid' );
	}

	public function test_an_unknown_email_gets_no_mail_and_no_error(): void {
		$this->access()->request( 'history.nobody.' . wp_rand() . '.phpunit@example.org', home_url( '/' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_malformed_email_is_refused_with_a_sentence(): void {
		try {
			$this->access()->request( 'not-an-email', home_url( '/' ) );
			$this->fail( 'A malformed email was accepted.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_email_invalid', $error->error_code() );
			$this->assertSame( 400, $error->status() );
		}
	}

	public function test_an_expired_link_is_refused(): void {
		$donor = $this->donor();
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['donor_history_link_lifetime'] = 1;
				return $settings;
			}
		);
		$this->access()->request( $donor->email, home_url( '/' ) );
		$value = $this->link_value();
		sleep( 2 );
		$this->expect_refusal( $value, 'opengive_history_link_expired' );
	}

	public function test_a_forged_or_altered_link_is_refused(): void {
		$donor = $this->donor();
		$this->access()->request( $donor->email, home_url( '/' ) );
		list( $id, $expires, $token, $signature ) = explode( '.', $this->link_value() );
		// Another donor's id, a later expiry, or a signature from elsewhere: none opens anything.
		$this->expect_refusal( implode( '.', array( (int) $id + 1, $expires, $token, $signature ) ), 'opengive_history_link_invalid' );
		$this->expect_refusal( implode( '.', array( $id, (int) $expires + 3600, $token, $signature ) ), 'opengive_history_link_invalid' );
		$this->expect_refusal( implode( '.', array( $id, $expires, $token, str_repeat( 'a', 64 ) ) ), 'opengive_history_link_invalid' );
		$this->expect_refusal( 'garbage', 'opengive_history_link_invalid' );
		// The genuine link still works after the attempts.
		$this->assertSame( $donor->id, $this->access()->redeem( implode( '.', array( $id, $expires, $token, $signature ) ) )['donor'] );
	}

	/**
	 * The query value of the link in the last mail.
	 */
	private function link_value(): string {
		$mail = end( $this->mails );
		$this->assertIsArray( $mail );
		$this->assertSame( 1, preg_match( '/[?&]' . EmailAccess::QUERY_ARG . '=([0-9a-f.]+)/', (string) $mail['message'], $match ) );
		return $match[1];
	}

	/**
	 * Asserts a link is refused with a code.
	 *
	 * @param string $value Link value.
	 * @param string $code  Expected code.
	 */
	private function expect_refusal( string $value, string $code ): void {
		try {
			$this->access()->redeem( $value );
			$this->fail( "The link {$value} was accepted." );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( $code, $error->error_code() );
		}
	}

	private function access(): EmailAccess {
		return Plugin::container()->get( EmailAccess::class );
	}

	private function donor(): Donor {
		$donor             = new Donor();
		$donor->email      = 'history.' . wp_rand() . '.phpunit@example.org';
		$donor->first_name = 'History';
		return Plugin::container()->get( DonorRepository::class )->save( $donor );
	}
}
