<?php
/**
 * How many wrong passwords the donation form's login checks, per address and per account.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Security;

use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Failures are counted with the atomic RateLimiter in ten-minute windows: every attempt is counted
 * before its password is checked (simultaneous guesses cannot all read "room left"), and a right
 * password gives its count back (succeeded()), so only failures remain.
 *
 * - Per address: ADDRESS_FAILURES, then that address is refused unchecked.
 * - Per account, from all addresses: past ACCOUNT_FAILURES the account is held. A lockout there would
 *   let anyone lock the owner out, so a held account is not locked: each attempt waits LOCK_DELAY and
 *   is still checked, but an address that has failed OWN_FAILURES_IN_HOLD times at the account is
 *   refused unchecked. Guesses spread over many addresses get a few tries each, not ADDRESS_FAILURES;
 *   the owner, whose own address has not failed (or once), logs in with the right password.
 */
final class LoginThrottle {

	const WINDOW               = 600;
	const ADDRESS_FAILURES     = 10;
	const ACCOUNT_FAILURES     = 5;
	const OWN_FAILURES_IN_HOLD = 2;
	const LOCK_DELAY           = 1;

	/**
	 * Counters.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * When the attempt was counted (the window its counts went into).
	 *
	 * @var int
	 */
	private $now = 0;

	/**
	 * Buckets this attempt was counted in.
	 *
	 * @var string[]
	 */
	private $counted = array();

	/**
	 * Constructor.
	 *
	 * @param RateLimiter $limiter Counters.
	 */
	public function __construct( RateLimiter $limiter ) {
		$this->limiter = $limiter;
	}

	/**
	 * Counts one attempt as a failure until succeeded() says otherwise; whether its password may be
	 * checked. Waits LOCK_DELAY first when the account is held.
	 *
	 * @param string $ip      Client address.
	 * @param string $account The account tried: its user id, or the login typed when none has it.
	 */
	public function admit( string $ip, string $account ): bool {
		$this->now     = time();
		$this->counted = array();
		$address       = RateLimiter::ip_bucket( $ip );
		if ( ! $this->count( 'login-ip:' . $address, self::ADDRESS_FAILURES ) ) {
			return false;
		}
		$held = ! $this->count( 'login-account:' . $account, self::ACCOUNT_FAILURES );
		$own  = $this->count( 'login-account-ip:' . $account . '|' . $address, self::OWN_FAILURES_IN_HOLD );
		if ( $held && ! $own ) {
			return false;
		}
		if ( $held ) {
			// Slows guessing at a held account; the owner waits a second, and is let in.
			sleep( self::LOCK_DELAY );
		}
		return true;
	}

	/**
	 * The password was right: the attempt was no failure.
	 */
	public function succeeded(): void {
		foreach ( $this->counted as $bucket ) {
			$this->limiter->refund( $bucket, self::WINDOW, $this->now );
		}
		$this->counted = array();
	}

	/**
	 * Counts the attempt in a bucket; whether the bucket still had room.
	 *
	 * @param string $bucket Bucket.
	 * @param int    $max    Failures allowed per window.
	 */
	private function count( string $bucket, int $max ): bool {
		// Counted even when over: RateLimiter increments before it compares.
		$this->counted[] = $bucket;
		try {
			$this->limiter->hit( $bucket, $max, self::WINDOW, $this->now );
		} catch ( OpenGiveException $spent ) {
			return false;
		}
		return true;
	}
}
