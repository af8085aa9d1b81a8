<?php
/**
 * Fixed-window attempt counters.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Security;

use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Counts attempts per bucket (an IPv4 address, an IPv6 /64, an email) in fixed windows. Each hit is
 * one atomic increment, never read-then-write, so simultaneous requests cannot all read the same count
 * and all pass: with a persistent object cache wp_cache_add + wp_cache_incr, otherwise one
 * INSERT ... ON DUPLICATE KEY UPDATE on an options row named after the bucket and the window. Buckets
 * are hashed, so no IP or email is stored in clear. A counter of failures (the in-form login) counts
 * every attempt before its outcome is known, so simultaneous attempts cannot all read "room left",
 * and refund() takes back an attempt that turned out to be no failure.
 */
final class RateLimiter {

	const PREFIX = 'opengive_rl_';
	const GROUP  = 'opengive_rate_limits';

	/**
	 * Records one attempt; throws once the bucket has used its allowance for the window.
	 *
	 * @param string   $bucket Bucket name, e.g. 'ip:203.0.113.9'.
	 * @param int      $max    Attempts allowed per window (0 disables the limit).
	 * @param int      $window Window length in seconds.
	 * @param int|null $now    The attempt's time (refund() needs the same one); now when null.
	 * @throws OpenGiveException 429 when over the limit.
	 */
	public function hit( string $bucket, int $max, int $window, ?int $now = null ): void {
		if ( $max <= 0 ) {
			return;
		}
		$window   = max( 1, $window );
		$now      = $now ?? time();
		$reset_at = self::reset_at( $now, $window );
		$key      = self::key( $bucket, $reset_at );
		$count    = wp_using_ext_object_cache() ? $this->cache_increment( $key, $window ) : $this->db_increment( $key, $now );
		if ( $count <= $max ) {
			return;
		}
		$minutes = max( 1, (int) ceil( ( $reset_at - $now ) / 60 ) );
		throw new OpenGiveException(
			'opengive_rate_limited',
			sprintf(
				/* translators: %d: minutes to wait */
				_n( 'Too many donation attempts. Please wait %d minute and try again.', 'Too many donation attempts. Please wait %d minutes and try again.', $minutes, 'opengive' ),
				$minutes
			),
			429,
			array( 'retryAfter' => $reset_at - $now )
		);
	}

	/**
	 * Takes back one attempt that hit() counted at $now, in the same window (never below zero).
	 *
	 * @param string $bucket Bucket name.
	 * @param int    $window Window length in seconds, as given to hit().
	 * @param int    $now    The time given to hit().
	 */
	public function refund( string $bucket, int $window, int $now ): void {
		$key = self::key( $bucket, self::reset_at( $now, max( 1, $window ) ) );
		if ( wp_using_ext_object_cache() ) {
			wp_cache_decr( $key, 1, self::GROUP );
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the counter hit() keeps outside the options API.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value - 1 WHERE option_name = %s AND option_value > 0", $key ) );
	}

	/**
	 * When the window holding $now ends.
	 *
	 * @param int $now    Unix time.
	 * @param int $window Window length in seconds (at least 1).
	 */
	private static function reset_at( int $now, int $window ): int {
		return ( intdiv( $now, $window ) + 1 ) * $window;
	}

	/**
	 * A bucket's counter name in the window ending at $reset_at (sweep() reads the end from it).
	 *
	 * @param string $bucket   Bucket name.
	 * @param int    $reset_at End of the window.
	 */
	private static function key( string $bucket, int $reset_at ): string {
		return self::PREFIX . md5( $bucket ) . '_' . $reset_at;
	}

	/**
	 * The bucket for a client address: an IPv4 address as it is, an IPv6 address by its /64 (one
	 * household or server usually holds a whole /64, so counting single IPv6 addresses limits nothing).
	 *
	 * @param string $ip Client address ('' when unknown).
	 */
	public static function ip_bucket( string $ip ): string {
		$packed = '' !== $ip ? @inet_pton( $ip ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors.Forbidden -- a malformed address simply has no bucket of its own.
		if ( false === $packed ) {
			return 'ip:unknown';
		}
		if ( 16 === strlen( $packed ) ) {
			return 'ip6:' . bin2hex( substr( $packed, 0, 8 ) ) . '::/64';
		}
		return 'ip:' . inet_ntop( $packed );
	}

	/**
	 * The client's address. X-Forwarded-For is read only when the request comes from a proxy the
	 * trusted_proxies setting names; then the nearest address in it that is not itself a trusted proxy.
	 *
	 * @param array<string, mixed> $server $_SERVER or a test double.
	 */
	public static function client_ip( array $server ): string {
		$remote = self::valid_ip( $server['REMOTE_ADDR'] ?? '' );
		$trusted = self::trusted_proxies();
		if ( '' === $remote || ! in_array( $remote, $trusted, true ) || ! isset( $server['HTTP_X_FORWARDED_FOR'] ) || ! is_string( $server['HTTP_X_FORWARDED_FOR'] ) ) {
			return $remote;
		}
		$hops = array_reverse( array_map( 'trim', explode( ',', $server['HTTP_X_FORWARDED_FOR'] ) ) );
		foreach ( $hops as $hop ) {
			$hop = self::valid_ip( $hop );
			if ( '' === $hop ) {
				return $remote; // A forged or garbled header: fall back to the proxy itself.
			}
			if ( ! in_array( $hop, $trusted, true ) ) {
				return $hop;
			}
		}
		return $remote;
	}

	/**
	 * Proxy addresses from the trusted_proxies setting (a list or a comma-separated string).
	 *
	 * @return string[]
	 */
	private static function trusted_proxies(): array {
		$setting = Settings::get( 'trusted_proxies' );
		$list    = is_array( $setting ) ? $setting : explode( ',', (string) $setting );
		return array_values( array_filter( array_map( array( self::class, 'valid_ip' ), $list ) ) );
	}

	/**
	 * A valid IP address in its canonical form, or ''.
	 *
	 * @param mixed $ip Candidate.
	 */
	private static function valid_ip( $ip ): string {
		if ( ! is_string( $ip ) ) {
			return '';
		}
		$packed = false !== filter_var( trim( $ip ), FILTER_VALIDATE_IP ) ? inet_pton( trim( $ip ) ) : false;
		return false === $packed ? '' : (string) inet_ntop( $packed );
	}

	/**
	 * Increments in the persistent object cache (atomic in Memcached and Redis).
	 *
	 * @param string $key    Counter key.
	 * @param int    $window Lifetime.
	 */
	private function cache_increment( string $key, int $window ): int {
		wp_cache_add( $key, 0, self::GROUP, $window );
		$count = wp_cache_incr( $key, 1, self::GROUP );
		return false === $count ? PHP_INT_MAX : (int) $count;
	}

	/**
	 * Increments an options row in one statement and reads it back inside the same transaction: the
	 * increment holds the row's lock until the commit, so the count read is exactly this request's
	 * own (read after the commit, a simultaneous request's increment could land in between, and both
	 * would read the higher count and refuse: fewer than $max would pass). At most $max requests
	 * read a count of $max or less, and at least $max do.
	 *
	 * @param string $key Counter key (the option name).
	 * @param int    $now Current time, to sweep expired counters now and then.
	 */
	private function db_increment( string $key, int $now ): int {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an atomic counter has no options API.
		$count = Transaction::run(
			static function () use ( $wpdb, $key ) {
				$wpdb->query(
					$wpdb->prepare(
						"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'no') ON DUPLICATE KEY UPDATE option_value = option_value + 1",
						$key
					)
				);
				return $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $key ) );
			}
		);
		if ( 0 === wp_rand( 0, 99 ) ) {
			$this->sweep( $now );
		}
		// phpcs:enable
		// Fail closed: a counter that could not be written or read counts as spent.
		return null === $count ? PHP_INT_MAX : (int) $count;
	}

	/**
	 * Deletes counters whose window ended (their names end in the window's end time).
	 *
	 * @param int $now Current time.
	 */
	private function sweep( int $now ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- counters live outside the options API (see db_increment).
		$names = (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 1000", $wpdb->esc_like( self::PREFIX ) . '%' ) );
		foreach ( $names as $name ) {
			$ends = (int) substr( (string) strrchr( (string) $name, '_' ), 1 );
			if ( $ends < $now ) {
				$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
			}
		}
		// phpcs:enable
	}
}
