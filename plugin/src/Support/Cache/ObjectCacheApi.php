<?php
/**
 * The parts of WordPress's object cache API built on a few operations.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * WordPress's WP_Object_Cache API as its callers see it (hit counters, this request's memory, groups,
 * network sites, get, the *_multiple loops, decr, stats), on top of the operations a cache implements: add(), delete(),
 * incr(), get_multiple(), is_persistent().
 */
abstract class ObjectCacheApi {

	/**
	 * Lookups answered (memory or Redis), as WordPress's cache counts them.
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Lookups not answered.
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * This request's values: group => id => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	protected $cache = array();

	/**
	 * Key names and groups.
	 *
	 * @var CacheKeys
	 */
	protected $keys;

	/**
	 * Stores a value unless the key already holds one.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live, 0 for no expiry.
	 */
	abstract public function add( $key, $data, $group = 'default', $expire = 0 ): bool;

	/**
	 * Deletes a value; answers whether it existed.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	abstract public function delete( $key, $group = 'default' ): bool;

	/**
	 * Adds to a number; false when the key holds nothing.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	abstract public function incr( $key, $offset = 1, $group = 'default' );

	/**
	 * Reads several values.
	 *
	 * @param array<int|string> $keys       Keys.
	 * @param string            $group      Group.
	 * @param bool              $force      Whether to skip this request's memory.
	 * @param array|null        $found_keys Set to key => true for each key that held a value.
	 * @return array<int|string, mixed> Values by key, false where missing.
	 */
	abstract public function get_multiple( $keys, $group = 'default', $force = false, &$found_keys = null ): array;

	/**
	 * Whether values reach the persistent store.
	 */
	abstract public function is_persistent(): bool;

	/**
	 * Adds several values (each as add()).
	 *
	 * @param array<int|string, mixed> $data   Values by key.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds to live, 0 for no expiry.
	 * @return array<int|string, bool>
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$results = array();
		foreach ( $data as $key => $value ) {
			$results[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $results;
	}

	/**
	 * Reads a value; $force skips this request's memory and asks Redis.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Whether to skip memory.
	 * @param bool|null  $found Set to whether the key held a value.
	 * @return mixed The value, or false.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		if ( ! CacheKeys::valid( $key ) ) {
			$found = false;
			return false;
		}
		$values = $this->get_multiple( array( $key ), $group, $force, $found_keys );
		$found  = isset( $found_keys[ $key ] );
		return $values[ $key ]; // A stored null is returned as null, not as false.

	}

	/**
	 * Deletes several values.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool>
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$results = array();
		foreach ( $keys as $key ) {
			$results[ $key ] = $this->delete( $key, $group );
		}
		return $results;
	}

	/**
	 * Subtracts from a number, never below 0.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/**
	 * Marks groups as shared by every site of a network.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		$this->keys->add_global_groups( $groups );
	}

	/**
	 * Marks groups as kept in memory only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		$this->keys->add_non_persistent_groups( $groups );
	}

	/**
	 * Switches the site whose values are read and written.
	 *
	 * @param int $blog_id Site.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->keys->switch_to_blog( $blog_id );
	}

	/**
	 * Prints hits, misses and where values live (for debugging tools that call it).
	 */
	public function stats(): void {
		printf(
			'<p><strong>Cache Hits:</strong> %d<br /><strong>Cache Misses:</strong> %d<br /><strong>Redis:</strong> %s</p>',
			(int) $this->cache_hits,
			(int) $this->cache_misses,
			$this->is_persistent() ? 'connected' : 'not connected'
		);
	}

	/**
	 * Forgets this request's memory only.
	 */
	public function flush_runtime(): bool {
		$this->cache = array();
		return true;
	}

	/**
	 * Whether this request's memory holds the id (a stored false or null counts).
	 *
	 * @param string $id    Id.
	 * @param string $group Group.
	 */
	protected function in_memory( string $id, string $group ): bool {
		return isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] );
	}

	/**
	 * Keeps a copy in this request's memory.
	 *
	 * @param string $id    Id.
	 * @param string $group Group.
	 * @param mixed  $data  Value.
	 */
	protected function remember( string $id, string $group, $data ): void {
		$this->cache[ $group ][ $id ] = CachedValue::copy( $data );
	}
}
