<?php
/**
 * WordPress's object cache kept in Redis, for sites that run on more than one web server.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * The object behind wp_cache_*() when plugin/dropins/object-cache.php is installed. It keeps
 * WordPress's own semantics (the core WP_Object_Cache's, plus what a persistent cache adds):
 * values live for the request in memory and across requests and web servers in Redis; objects are
 * copies, never shared; non-persistent groups stay in memory; global groups are shared by the sites
 * of a network; expiry is honoured by Redis; incr/decr are atomic across servers. Keys start with a
 * salt (WP_CACHE_KEY_SALT, else the database name and table prefix), so sites sharing one Redis never
 * read each other's values, and flush() deletes this site's keys only.
 *
 * When Redis is down the cache serves this request from memory, as WordPress does without a
 * persistent cache. The autoloaded options go to Redis field by field (AllOptionsHash).
 */
final class RedisObjectCache extends RedisConnection {

	/**
	 * The autoloaded options' fields.
	 *
	 * @var AllOptionsHash
	 */
	private $alloptions;

	/**
	 * Starts the cache.
	 *
	 * @param RedisStore $store     Redis.
	 * @param string     $salt      Key prefix for this site.
	 * @param bool       $multisite Whether this is a network.
	 * @param int        $blog_id   The current site.
	 */
	public function __construct( RedisStore $store, string $salt, bool $multisite, int $blog_id ) {
		$this->store      = $store;
		$this->keys       = new CacheKeys( $salt, $multisite, $blog_id );
		$this->alloptions = new AllOptionsHash( $store );
	}

	/**
	 * Stores a value unless the key already holds one, here or in Redis.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 for no expiry.
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) || ! CacheKeys::valid( $key ) ) {
			return false;
		}
		list( $group, $id ) = $this->keys->locate( $key, $group );
		if ( $this->in_memory( $id, $group ) ) {
			return false;
		}
		if ( $this->persists( $group ) && ! $this->write( $id, $group, $data, (int) $expire, 'NX' ) ) {
			return false;
		}
		$this->remember( $id, $group, $data );
		return true;
	}

	/**
	 * Stores a value only where the key already holds one.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 for no expiry.
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! CacheKeys::valid( $key ) ) {
			return false;
		}
		list( $group, $id ) = $this->keys->locate( $key, $group );
		if ( $this->persists( $group ) ) {
			if ( ! $this->write( $id, $group, $data, (int) $expire, 'XX' ) ) {
				return false;
			}
		} elseif ( ! $this->in_memory( $id, $group ) ) {
			return false;
		}
		$this->remember( $id, $group, $data );
		return true;
	}

	/**
	 * Stores a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 for no expiry.
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! CacheKeys::valid( $key ) ) {
			return false;
		}
		list( $group, $id ) = $this->keys->locate( $key, $group );
		$this->remember( $id, $group, $data );
		if ( $this->persists( $group ) ) {
			// A failed write takes Redis out for the rest of the request; memory still holds the value.
			$this->write( $id, $group, $data, (int) $expire, '' );
		}
		return true;
	}

	/**
	 * Stores several values in one Redis round trip.
	 *
	 * @param array<int|string, mixed> $data   Values by key.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds to live, 0 for no expiry.
	 * @return array<int|string, bool>
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$encoded = array();
		$results = array();
		foreach ( $data as $key => $value ) {
			$results[ $key ] = CacheKeys::valid( $key );
			if ( $results[ $key ] ) {
				list( $real_group, $id ) = $this->keys->locate( $key, $group );
				$this->remember( $id, $real_group, $value );
				if ( $this->persists( $real_group ) && AllOptionsHash::handles( $id, $real_group ) ) {
					$this->write( $id, $real_group, $value, (int) $expire, '' );
				} elseif ( $this->persists( $real_group ) ) {
					$encoded[ $this->keys->redis_key( $id, $real_group ) ] = CachedValue::encode( $value );
				}
			}
		}
		$this->store->set_many( $encoded, (int) $expire );
		return $results;
	}

	/**
	 * Reads several values, those not in memory in one Redis round trip.
	 *
	 * @param array<int|string> $keys       Keys.
	 * @param string            $group      Group.
	 * @param bool              $force      Whether to skip memory.
	 * @param array|null        $found_keys Set to key => true for each key that held a value.
	 * @return array<int|string, mixed> Values by key, false where missing.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false, &$found_keys = null ): array {
		$values     = array();
		$found_keys = array();
		$wanted     = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = false;
			if ( ! CacheKeys::valid( $key ) ) {
				continue;
			}
			list( $real_group, $id ) = $this->keys->locate( $key, $group );
			if ( ( ! $force || ! $this->persists( $real_group ) ) && $this->in_memory( $id, $real_group ) ) {
				$values[ $key ]     = CachedValue::copy( $this->cache[ $real_group ][ $id ] );
				$found_keys[ $key ] = true;
			} elseif ( $this->persists( $real_group ) ) {
				$wanted[ $this->keys->redis_key( $id, $real_group ) ] = array( $key, $id, $real_group );
			}
		}
		// The autoloaded options come from their hash, the rest in one MGET.
		$hashes  = array_filter( $wanted, static fn( array $want ): bool => AllOptionsHash::handles( $want[1], $want[2] ) );
		$fetched = array_map( array( CachedValue::class, 'decode' ), $this->store->get_many( array_keys( array_diff_key( $wanted, $hashes ) ) ) );
		foreach ( array_keys( $hashes ) as $hash ) {
			$options = $this->alloptions->read( $hash );
			if ( null !== $options ) {
				$fetched[ $hash ] = $options;
			}
		}
		foreach ( $fetched as $redis_key => $value ) {
			list( $key, $id, $real_group ) = $wanted[ $redis_key ];
			$this->remember( $id, $real_group, $value );
			$values[ $key ]     = CachedValue::copy( $value );
			$found_keys[ $key ] = true;
		}
		$this->cache_hits   += count( $found_keys );
		$this->cache_misses += count( $values ) - count( $found_keys );
		return $values;
	}

	/**
	 * Deletes a value; answers whether it existed.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		if ( ! CacheKeys::valid( $key ) ) {
			return false;
		}
		list( $group, $id ) = $this->keys->locate( $key, $group );
		$existed            = $this->in_memory( $id, $group );
		unset( $this->cache[ $group ][ $id ] );
		if ( $this->persists( $group ) ) {
			$redis_key = $this->keys->redis_key( $id, $group );
			$redis_key = AllOptionsHash::handles( $id, $group ) ? $this->alloptions->forget( $redis_key ) : $redis_key;
			$existed   = $this->store->delete( array( $redis_key ) ) > 0 || $existed;
		}
		return $existed;
	}

	/**
	 * Adds to a number (atomic across web servers); false when the key holds nothing.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! CacheKeys::valid( $key ) ) {
			return false;
		}
		list( $group, $id ) = $this->keys->locate( $key, $group );
		if ( $this->persists( $group ) ) {
			$number = $this->store->increment( $this->keys->redis_key( $id, $group ), (int) $offset );
			if ( null === $number ) {
				unset( $this->cache[ $group ][ $id ] );
				return false;
			}
		} elseif ( $this->in_memory( $id, $group ) ) {
			$current = $this->cache[ $group ][ $id ];
			$number  = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + (int) $offset );
		} else {
			return false;
		}
		$this->cache[ $group ][ $id ] = $number;
		return $number;
	}

	/**
	 * Writes one value to Redis ($condition 'NX': only when missing, 'XX': only when present).
	 *
	 * @param string $id        Id.
	 * @param string $group     Group.
	 * @param mixed  $data      Value.
	 * @param int    $expire    Seconds to live, 0 for no expiry.
	 * @param string $condition '', 'NX' or 'XX'.
	 */
	private function write( string $id, string $group, $data, int $expire, string $condition ): bool {
		$redis_key = $this->keys->redis_key( $id, $group );
		return AllOptionsHash::handles( $id, $group ) && is_array( $data )
			? $this->alloptions->write( $redis_key, $data, $condition )
			: $this->store->set( $redis_key, CachedValue::encode( $data ), $expire, $condition );
	}
}
