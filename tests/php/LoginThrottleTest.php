<?php
/**
 * The in-form login's failure counters (LoginThrottle) and the limiter's refund, on the database
 * counter (Playground) and the object cache's (native, Redis).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Security\LoginThrottle;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;
use PHPUnit\Framework\TestCase;

/**
 * Each test counts under names of its own.
 */
final class LoginThrottleTest extends TestCase {

	/**
	 * This test's account and address prefix.
	 *
	 * @var string
	 */
	private $run = '';

	/**
	 * A fresh run name.
	 */
	protected function setUp(): void {
		$this->run = 'phpunit-' . wp_generate_password( 8, false, false );
		// Fixed windows: start with room left in this one, so a test's counts all land in it.
		while ( LoginThrottle::WINDOW - time() % LoginThrottle::WINDOW < 10 ) {
			usleep( 250000 );
		}
	}

	/**
	 * Drops the counters.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '%opengive_rl_%'" ); // phpcs:ignore WordPress.DB
		wp_cache_flush();
	}

	/**
	 * Whether a hit is over the limit.
	 *
	 * @param RateLimiter $limiter Limiter.
	 * @param string      $bucket  Bucket.
	 * @param int         $now     Time.
	 */
	private static function refused( RateLimiter $limiter, string $bucket, int $now ): bool {
		try {
			$limiter->hit( $bucket, 2, 600, $now );
		} catch ( OpenGiveException $spent ) {
			return true;
		}
		return false;
	}

	public function test_a_refund_takes_back_one_counted_attempt_of_its_window_and_never_goes_below_zero(): void {
		$limiter = new RateLimiter();
		$now     = time();
		$bucket  = $this->run . ':refund';
		$limiter->refund( $this->run . ':empty', 600, $now );
		$limiter->refund( $this->run . ':empty', 600, $now );

		$answers = array( self::refused( $limiter, $bucket, $now ), self::refused( $limiter, $bucket, $now ) );
		$limiter->refund( $bucket, 600, $now );
		$answers[] = self::refused( $limiter, $bucket, $now );
		$answers[] = self::refused( $limiter, $bucket, $now );
		$empty     = array( self::refused( $limiter, $this->run . ':empty', $now ), self::refused( $limiter, $this->run . ':empty', $now ), self::refused( $limiter, $this->run . ':empty', $now ) );

		$this->assertSame( array( false, false, false, true ), $answers );
		$this->assertSame( array( false, false, true ), $empty, 'refunds of nothing left no credit' );
	}

	public function test_right_passwords_count_nothing_and_an_address_is_stopped_after_its_failures(): void {
		$throttle  = new LoginThrottle( new RateLimiter() );
		$successes = array();
		for ( $i = 0; $i < 15; $i++ ) {
			$successes[] = $throttle->admit( '192.0.2.40', 'user:' . $this->run );
			$throttle->succeeded();
		}
		$failures = array();
		for ( $i = 0; $i <= LoginThrottle::ADDRESS_FAILURES; $i++ ) {
			$failures[] = $throttle->admit( '192.0.2.40', 'name:' . $this->run . $i );
		}

		$this->assertSame( array_fill( 0, 15, true ), $successes );
		$this->assertSame( array_merge( array_fill( 0, LoginThrottle::ADDRESS_FAILURES, true ), array( false ) ), $failures );
	}

	public function test_a_held_account_still_checks_an_address_until_it_failed_there_and_lets_the_owner_in(): void {
		$throttle = new LoginThrottle( new RateLimiter() );
		$account  = 'user:' . $this->run;
		for ( $i = 0; $i < LoginThrottle::ACCOUNT_FAILURES; $i++ ) {
			$throttle->admit( '192.0.2.' . ( 50 + $i ), $account );
		}

		$guesser = array();
		for ( $i = 0; $i <= LoginThrottle::OWN_FAILURES_IN_HOLD; $i++ ) {
			$guesser[] = $throttle->admit( '192.0.2.60', $account );
		}
		$owner = $throttle->admit( '192.0.2.70', $account );
		$throttle->succeeded();
		$again = $throttle->admit( '192.0.2.70', $account );

		$this->assertSame( array_merge( array_fill( 0, LoginThrottle::OWN_FAILURES_IN_HOLD, true ), array( false ) ), $guesser );
		$this->assertTrue( $owner );
		$this->assertTrue( $again, 'the owner\'s own success counted no failure' );
	}
}
