<?php
/**
 * Fixed-window attempt counters.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Security;

use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Counts attempts per bucket (e.g. an IP address) in transients, which use the object cache when the
 * site has one. Buckets are hashed, so no IP or email is stored in clear.
 */
final class RateLimiter {

	/**
	 * Records one attempt; throws once the bucket has used its allowance for the window.
	 *
	 * @param string $bucket Bucket name, e.g. 'ip:203.0.113.9'.
	 * @param int    $max    Attempts allowed per window (0 disables the limit).
	 * @param int    $window Window length in seconds.
	 * @throws OpenGiveException 429 when over the limit.
	 */
	public function hit( string $bucket, int $max, int $window ): void {
		if ( $max <= 0 ) {
			return;
		}
		$key   = 'opengive_rl_' . md5( $bucket );
		$now   = time();
		$state = get_transient( $key );
		if ( ! is_array( $state ) || (int) $state['reset_at'] <= $now ) {
			$state = array(
				'count'    => 0,
				'reset_at' => $now + $window,
			);
		}
		if ( (int) $state['count'] >= $max ) {
			$minutes = max( 1, (int) ceil( ( (int) $state['reset_at'] - $now ) / 60 ) );
			throw new OpenGiveException(
				'opengive_rate_limited',
				sprintf(
					/* translators: %d: minutes to wait */
					_n( 'Too many donation attempts. Please wait %d minute and try again.', 'Too many donation attempts. Please wait %d minutes and try again.', $minutes, 'opengive' ),
					$minutes
				),
				429,
				array( 'retryAfter' => (int) $state['reset_at'] - $now )
			);
		}
		++$state['count'];
		set_transient( $key, $state, max( 1, (int) $state['reset_at'] - $now ) );
	}
}
