<?php
/**
 * Which object cache this request uses, for Site Health.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * One of: 'redis' (OpenGive's drop-in, Redis answering), 'redis-down' (OpenGive's drop-in, Redis not
 * answering: every request runs on the database alone), 'other' (another persistent cache drop-in),
 * 'none' (WordPress's own cache, one request long).
 */
final class ObjectCacheState {

	/**
	 * The state.
	 *
	 * @var string
	 */
	public $kind;

	/**
	 * Why Redis does not answer ('' otherwise).
	 *
	 * @var string
	 */
	public $failure;

	/**
	 * A chosen state (tests) or this request's.
	 *
	 * @param string $kind    redis, redis-down, other or none.
	 * @param string $failure Why Redis does not answer.
	 */
	public function __construct( string $kind, string $failure = '' ) {
		$this->kind    = $kind;
		$this->failure = $failure;
	}

	/**
	 * This request's object cache.
	 */
	public static function current(): self {
		$cache = $GLOBALS['wp_object_cache'] ?? null;
		if ( $cache instanceof RedisObjectCache ) {
			return $cache->is_persistent() ? new self( 'redis' ) : new self( 'redis-down', $cache->failure() );
		}
		return new self( wp_using_ext_object_cache() ? 'other' : 'none' );
	}
}
