<?php
/**
 * OpenGive's Redis object cache: copy this file to wp-content/object-cache.php.
 *
 * For sites on more than one web server. WordPress's own object cache lives for one request on one
 * server; with this drop-in, cached values, transients and OpenGive's rate-limit counters live in
 * Redis, shared by every web server. Needs the phpredis extension (Debian: php-redis) and a Redis
 * server; set in wp-config.php WP_REDIS_PATH (a unix socket) or WP_REDIS_HOST and WP_REDIS_PORT,
 * and where needed WP_REDIS_PASSWORD, WP_REDIS_DATABASE, WP_REDIS_TIMEOUT (seconds, default 1) and
 * WP_CACHE_KEY_SALT (a prefix that keeps sites sharing one Redis apart; default: the database name
 * and table prefix).
 *
 * The code is the plugin's (plugin/src/Support/Cache), so a plugin update updates it. Without the
 * plugin or phpredis this file defines nothing and WordPress uses its own cache. When Redis does not
 * answer, a request runs from memory, with transients and rate limits in the database, as WordPress
 * does without this file.
 *
 * @package OpenGive
 */

$opengive_cache_code = ( defined( 'WP_PLUGIN_DIR' ) ? WP_PLUGIN_DIR : WP_CONTENT_DIR . '/plugins' ) . '/opengive/src/Support/Cache/';
if ( class_exists( 'Redis' ) && is_readable( $opengive_cache_code . 'RedisObjectCache.php' ) ) {
	foreach ( array( 'RedisStore', 'CacheKeys', 'CachedValue', 'AllOptionsHash', 'ObjectCacheApi', 'RedisConnection', 'RedisObjectCache' ) as $opengive_cache_class ) {
		require_once $opengive_cache_code . $opengive_cache_class . '.php';
	}

	/**
	 * Connects to Redis and starts the cache (WordPress calls this once, early).
	 */
	function wp_cache_init() {
		$settings = array();
		foreach ( array( 'PATH', 'HOST', 'PORT', 'PASSWORD', 'DATABASE', 'TIMEOUT' ) as $name ) {
			if ( defined( 'WP_REDIS_' . $name ) ) {
				$settings[ $name ] = constant( 'WP_REDIS_' . $name );
			}
		}
		$store = new OpenGive\Support\Cache\RedisStore( $settings );
		$salt  = defined( 'WP_CACHE_KEY_SALT' ) && '' !== (string) WP_CACHE_KEY_SALT ? (string) WP_CACHE_KEY_SALT : DB_NAME . ':' . $GLOBALS['table_prefix'];

		$GLOBALS['wp_object_cache'] = new OpenGive\Support\Cache\RedisObjectCache( $store, $salt, is_multisite(), get_current_blog_id() );
		if ( ! $store->connected() ) {
			// Transients and rate-limit counters then go to the database, not to this request's memory.
			wp_using_ext_object_cache( false );
		}
	}

	/**
	 * See WordPress's wp_cache_add().
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
	}

	/**
	 * See WordPress's wp_cache_add_multiple().
	 *
	 * @param array  $data   Values by key.
	 * @param string $group  Group.
	 * @param int    $expire Seconds to live.
	 */
	function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
	}

	/**
	 * See WordPress's wp_cache_replace().
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
	}

	/**
	 * See WordPress's wp_cache_set().
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live.
	 */
	function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
	}

	/**
	 * See WordPress's wp_cache_set_multiple().
	 *
	 * @param array  $data   Values by key.
	 * @param string $group  Group.
	 * @param int    $expire Seconds to live.
	 */
	function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
	}

	/**
	 * See WordPress's wp_cache_get().
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip this request's memory.
	 * @param bool|null  $found Whether the key held a value.
	 */
	function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
		return $GLOBALS['wp_object_cache']->get( $key, $group, (bool) $force, $found );
	}

	/**
	 * See WordPress's wp_cache_get_multiple().
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @param bool   $force Skip this request's memory.
	 */
	function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
		return $GLOBALS['wp_object_cache']->get_multiple( (array) $keys, $group, (bool) $force );
	}

	/**
	 * See WordPress's wp_cache_delete().
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	function wp_cache_delete( $key, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete( $key, $group );
	}

	/**
	 * See WordPress's wp_cache_delete_multiple().
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 */
	function wp_cache_delete_multiple( array $keys, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
	}

	/**
	 * See WordPress's wp_cache_incr().
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 */
	function wp_cache_incr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, $group );
	}

	/**
	 * See WordPress's wp_cache_decr().
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 */
	function wp_cache_decr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->decr( $key, (int) $offset, $group );
	}

	/**
	 * See WordPress's wp_cache_flush(): this site's keys only.
	 */
	function wp_cache_flush() {
		return $GLOBALS['wp_object_cache']->flush();
	}

	/**
	 * See WordPress's wp_cache_flush_runtime().
	 */
	function wp_cache_flush_runtime() {
		return $GLOBALS['wp_object_cache']->flush_runtime();
	}

	/**
	 * See WordPress's wp_cache_flush_group().
	 *
	 * @param string $group Group.
	 */
	function wp_cache_flush_group( $group ) {
		return $GLOBALS['wp_object_cache']->flush_group( $group );
	}

	/**
	 * See WordPress's wp_cache_supports(): everything 6.5 asks about.
	 *
	 * @param string $feature Feature.
	 */
	function wp_cache_supports( $feature ) {
		return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
	}

	/**
	 * See WordPress's wp_cache_close().
	 */
	function wp_cache_close() {
		return $GLOBALS['wp_object_cache']->close();
	}

	/**
	 * See WordPress's wp_cache_add_global_groups().
	 *
	 * @param string|string[] $groups Groups.
	 */
	function wp_cache_add_global_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_global_groups( $groups );
	}

	/**
	 * See WordPress's wp_cache_add_non_persistent_groups().
	 *
	 * @param string|string[] $groups Groups.
	 */
	function wp_cache_add_non_persistent_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
	}

	/**
	 * See WordPress's wp_cache_switch_to_blog().
	 *
	 * @param int $blog_id Site.
	 */
	function wp_cache_switch_to_blog( $blog_id ) {
		$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
	}
}
unset( $opengive_cache_code, $opengive_cache_class );
