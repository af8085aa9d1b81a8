<?php
/**
 * The Redis side of the object cache: the connection and what acts on the whole cache.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * What RedisObjectCache does beyond single keys: whether Redis answers, flushing this site's keys or
 * one group's, closing the connection. The per-key operations are RedisObjectCache's.
 */
abstract class RedisConnection extends ObjectCacheApi {

	/**
	 * The persistent side.
	 *
	 * @var RedisStore
	 */
	protected $store;

	/**
	 * Whether values reach Redis (false once it failed in this request).
	 */
	public function is_persistent(): bool {
		return $this->store->connected();
	}

	/**
	 * Why Redis does not answer ('' while it does).
	 */
	public function failure(): string {
		return $this->store->failure();
	}

	/**
	 * Deletes every value of this site (and network), in memory and in Redis.
	 */
	public function flush(): bool {
		$this->cache = array();
		return $this->store->delete_matching( $this->keys->site_pattern() ) || ! $this->store->connected();
	}

	/**
	 * Deletes one group's values, on every site of a network.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( $group ): bool {
		$group = CacheKeys::group( $group );
		unset( $this->cache[ $group ] );
		return ! $this->persists( $group ) || $this->store->delete_matching( $this->keys->group_pattern( $group ) );
	}

	/**
	 * Closes the connection to Redis.
	 */
	public function close(): bool {
		$this->store->close();
		return true;
	}

	/**
	 * Whether a group's values go to Redis.
	 *
	 * @param string $group Group.
	 */
	protected function persists( string $group ): bool {
		return ! $this->keys->is_non_persistent( $group ) && $this->store->connected();
	}
}
