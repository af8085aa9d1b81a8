<?php
/**
 * The Redis side of OpenGive's object cache drop-in (plugin/dropins/object-cache.php).
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * Stores encoded values in Redis over phpredis. Every call that fails (Redis stopped, restarted, out
 * of memory) marks the store down for the rest of the request and answers as a miss: the page is then
 * built from the database, never broken by its cache. No WordPress function is used here: the drop-in
 * loads before most of WordPress.
 */
final class RedisStore {

	/**
	 * Adds to an existing number atomically (two nodes incrementing one rate-limit counter must both
	 * count). A missing key stays missing (WordPress's incr answers false); a value that is not a
	 * stored integer counts as 0, as in WordPress's own cache; the result never goes below 0.
	 */
	const INCREMENT_SCRIPT = <<<'LUA'
local value = redis.call('GET', KEYS[1])
if not value then return false end
local number = tonumber(value) or 0
number = math.max(0, number + tonumber(ARGV[1]))
redis.call('SET', KEYS[1], number, 'KEEPTTL')
return number
LUA;

	/**
	 * The connection, or null once it failed.
	 *
	 * @var \Redis|null
	 */
	private $redis;

	/**
	 * Why the store is down ('' while it works).
	 *
	 * @var string
	 */
	private $failure = '';

	/**
	 * Connects. Settings (WordPress constants in wp-config.php): WP_REDIS_PATH (a unix socket) or
	 * WP_REDIS_HOST + WP_REDIS_PORT, WP_REDIS_PASSWORD, WP_REDIS_DATABASE, WP_REDIS_TIMEOUT (seconds).
	 *
	 * @param array<string, mixed> $settings Connection settings, keys as the constants without WP_REDIS_.
	 */
	public function __construct( array $settings ) {
		if ( ! class_exists( 'Redis' ) ) {
			$this->failure = 'the phpredis extension is not loaded';
			return;
		}
		try {
			$redis   = new \Redis();
			$timeout = (float) ( $settings['TIMEOUT'] ?? 1 );
			$path    = (string) ( $settings['PATH'] ?? '' );
			$connected = '' !== $path
				? $redis->connect( $path, 0, $timeout )
				: $redis->connect( (string) ( $settings['HOST'] ?? '127.0.0.1' ), (int) ( $settings['PORT'] ?? 6379 ), $timeout );
			if ( ! $connected ) {
				throw new \RuntimeException( 'connection refused' );
			}
			if ( '' !== (string) ( $settings['PASSWORD'] ?? '' ) ) {
				$redis->auth( (string) $settings['PASSWORD'] );
			}
			$redis->select( (int) ( $settings['DATABASE'] ?? 0 ) );
			$redis->setOption( \Redis::OPT_SCAN, \Redis::SCAN_RETRY );
			$this->redis = $redis;
		} catch ( \Throwable $error ) {
			$this->failure = $error->getMessage();
		}
	}

	/**
	 * Whether Redis answers (false from the first failure on).
	 */
	public function connected(): bool {
		return null !== $this->redis;
	}

	/**
	 * Why Redis does not answer, for Site Health and logs.
	 */
	public function failure(): string {
		return $this->failure;
	}

	/**
	 * Raw values by key; a missing key is left out.
	 *
	 * @param string[] $keys Redis keys.
	 * @return array<string, string>
	 */
	public function get_many( array $keys ): array {
		if ( ! $keys ) {
			return array();
		}
		$values = $this->call( static fn( \Redis $redis ) => $redis->mget( array_values( $keys ) ), array() );
		$found  = array();
		foreach ( array_values( $keys ) as $index => $key ) {
			if ( isset( $values[ $index ] ) && false !== $values[ $index ] ) {
				$found[ $key ] = (string) $values[ $index ];
			}
		}
		return $found;
	}

	/**
	 * Writes a value. $condition 'NX' writes only a missing key, 'XX' only an existing one.
	 *
	 * @param string $key       Redis key.
	 * @param string $value     Encoded value.
	 * @param int    $expire    Seconds to live, 0 for no expiry.
	 * @param string $condition '', 'NX' or 'XX'.
	 */
	public function set( string $key, string $value, int $expire, string $condition = '' ): bool {
		$options = array();
		if ( '' !== $condition ) {
			$options[] = $condition;
		}
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		return true === $this->call( static fn( \Redis $redis ) => $options ? $redis->set( $key, $value, $options ) : $redis->set( $key, $value ), false );
	}

	/**
	 * Writes several values in one round trip.
	 *
	 * @param array<string, string> $values Encoded values by key.
	 * @param int                   $expire Seconds to live, 0 for no expiry.
	 */
	public function set_many( array $values, int $expire ): bool {
		if ( ! $values ) {
			return true;
		}
		$replies = $this->call(
			static function ( \Redis $redis ) use ( $values, $expire ) {
				$pipe = $redis->multi( \Redis::PIPELINE );
				foreach ( $values as $key => $value ) {
					$expire > 0 ? $pipe->set( (string) $key, $value, array( 'ex' => $expire ) ) : $pipe->set( (string) $key, $value );
				}
				return $pipe->exec();
			},
			array()
		);
		return is_array( $replies ) && count( $replies ) === count( $values ) && ! in_array( false, $replies, true );
	}

	/**
	 * A hash's fields, or null when it is missing (or Redis is down).
	 *
	 * @param string $key Redis key.
	 * @return array<string, string>|null
	 */
	public function hash_all( string $key ): ?array {
		$fields = $this->call( static fn( \Redis $redis ) => $redis->hGetAll( $key ), array() );
		return is_array( $fields ) && array() !== $fields ? $fields : null;
	}

	/**
	 * Sets and removes fields of a hash in one transaction (other fields are left as they are).
	 *
	 * @param string                $key   Redis key.
	 * @param array<string, string> $set   Encoded values by field.
	 * @param string[]              $unset Fields to remove.
	 */
	public function hash_update( string $key, array $set, array $unset ): bool {
		if ( ! $set && ! $unset ) {
			return true;
		}
		$replies = $this->call(
			static function ( \Redis $redis ) use ( $key, $set, $unset ) {
				$multi = $redis->multi();
				if ( $set ) {
					$multi->hMSet( $key, $set );
				}
				if ( $unset ) {
					$multi->hDel( $key, ...array_map( 'strval', $unset ) );
				}
				return $multi->exec();
			},
			false
		);
		return is_array( $replies ) && ! in_array( false, $replies, true );
	}

	/**
	 * Whether a key exists.
	 *
	 * @param string $key Redis key.
	 */
	public function exists( string $key ): bool {
		return (bool) $this->call( static fn( \Redis $redis ) => $redis->exists( $key ), false );
	}

	/**
	 * Deletes keys; answers how many existed.
	 *
	 * @param string[] $keys Redis keys.
	 */
	public function delete( array $keys ): int {
		return $keys ? (int) $this->call( static fn( \Redis $redis ) => $redis->del( array_values( $keys ) ), 0 ) : 0;
	}

	/**
	 * Adds $by to a stored integer (see INCREMENT_SCRIPT); null when the key is missing or Redis is down.
	 *
	 * @param string $key Redis key.
	 * @param int    $by  Amount, negative to decrement.
	 */
	public function increment( string $key, int $by ): ?int {
		$result = $this->call( static fn( \Redis $redis ) => $redis->eval( self::INCREMENT_SCRIPT, array( $key, $by ), 1 ), false );
		return is_int( $result ) ? $result : null;
	}

	/**
	 * Deletes every key matching a glob pattern, a thousand at a time (SCAN, never KEYS: a large
	 * cache must not block Redis for other sites).
	 *
	 * @param string $pattern Glob pattern, already escaped where it holds names.
	 */
	public function delete_matching( string $pattern ): bool {
		return true === $this->call(
			static function ( \Redis $redis ) use ( $pattern ) {
				// With SCAN_RETRY, scan() skips empty pages and answers false once the cursor is back at 0.
				$cursor = null;
				$keys   = $redis->scan( $cursor, $pattern, 1000 );
				while ( false !== $keys ) {
					$redis->del( $keys );
					$keys = $redis->scan( $cursor, $pattern, 1000 );
				}
				return true;
			},
			false
		);
	}

	/**
	 * Closes the connection.
	 */
	public function close(): void {
		if ( null !== $this->redis ) {
			$this->call( static fn( \Redis $redis ) => $redis->close(), false );
		}
	}

	/**
	 * Runs one Redis call; on any failure the store goes down and $fallback is the answer.
	 *
	 * @param callable $operation Receives the connection.
	 * @param mixed    $fallback  Answer when Redis is down or fails.
	 * @return mixed
	 */
	private function call( callable $operation, $fallback ) {
		if ( null === $this->redis ) {
			return $fallback;
		}
		try {
			return $operation( $this->redis );
		} catch ( \Throwable $error ) {
			$this->redis   = null;
			$this->failure = $error->getMessage();
			return $fallback;
		}
	}
}
