<?php
/**
 * One donor giving many times at once (a double-clicking donor, a company's staff on one shared
 * email) is served without deadlocks.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Tests\DonationTestCase;
use OpenGive\Tests\Reliability\Support\DonationStream;

require_once dirname( __DIR__ ) . '/php/DonationTestCase.php';
require_once __DIR__ . '/support/DonationStream.php';

/**
 * Runs on the native target: eight clients at once against PHP-FPM and MariaDB. Each test-gateway
 * gift is inserted pending (its donor row locked first) and completed in a second transaction (the
 * counts moved from pending to complete, then the donor's counters). Those two orders used to cross:
 * MariaDB found deadlocks, and after three in a row a gift answered 500. InnoDB's deadlock counter
 * must not move while the gifts stream in.
 */
final class SameDonorConcurrencyTest extends DonationTestCase {

	const GIFTS   = 40;
	const CLIENTS = 8;

	/**
	 * The site's settings before the rate limits were lifted.
	 *
	 * @var mixed
	 */
	private $settings;

	/**
	 * Lifts the per-IP and per-email limits (every request here comes from one address and email).
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( '' === (string) getenv( 'OPENGIVE_BASE_URL' ) ) {
			$this->fail( 'The same-donor run needs the native site (tests/native/run.sh).' );
		}
		$this->settings = get_option( 'opengive_settings', array() );
		update_option( 'opengive_settings', array_merge( (array) $this->settings, array( 'rate_limit_ip' => 100000000, 'rate_limit_email' => 100000000 ) ) );
	}

	/**
	 * Restores the limits.
	 */
	protected function tearDown(): void {
		update_option( 'opengive_settings', $this->settings );
		parent::tearDown();
	}

	/**
	 * Forty gifts of one email, eight at a time: every one created, no deadlock on the server.
	 */
	public function test_simultaneous_gifts_of_one_donor_are_all_created_without_a_deadlock(): void {
		global $wpdb;
		$before = self::deadlocks();
		$email  = 'same-donor-' . bin2hex( random_bytes( 4 ) ) . '@example.org';
		$stream = new DonationStream( rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' ) . '/?rest_route=/opengive/v1/donations', $this->form_id, $email );
		for ( $i = 0; $i < self::GIFTS; $i++ ) {
			$stream->add( $i );
		}
		$stream->pump( self::CLIENTS, static function () {} );

		$this->assertSame( array(), $stream->other, 'no gift answered other than 201' );
		$this->assertCount( self::GIFTS, $stream->ok );
		$this->assertSame( $before, self::deadlocks(), 'InnoDB detected no deadlock' );
		$donors = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donors WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB -- test read of the plugin's table.
		$this->assertSame( 1, $donors, 'one donor for the one email' );
		$gifts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT completed_gifts FROM {$wpdb->prefix}opengive_donors WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB -- test read of the plugin's table.
		$this->assertSame( self::GIFTS, $gifts, 'the donor counted every completed gift' );
	}

	/**
	 * Deadlocks InnoDB has detected since the server started.
	 */
	private static function deadlocks(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'INNODB_DEADLOCKS'" ); // phpcs:ignore WordPress.DB -- server status, no user input.
	}
}
