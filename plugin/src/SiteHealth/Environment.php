<?php
/**
 * The facts about the site the Site Health checks judge, read once.
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

use OpenGive\Support\Cache\ObjectCacheState;
use OpenGive\Support\TestMode;

defined( 'ABSPATH' ) || exit;

/**
 * A plain value, so each check can be run against a chosen state (constants such as
 * DISABLE_WP_CRON and WP_ENVIRONMENT_TYPE cannot change within one PHP process).
 */
final class Environment {

	/**
	 * Wp_get_environment_type(): production, staging, development or local.
	 *
	 * @var string
	 */
	public $type;

	/**
	 * Whether the site's home and site URLs use HTTPS.
	 *
	 * @var bool
	 */
	public $https;

	/**
	 * Whether DISABLE_WP_CRON is set (page views no longer run WP-Cron).
	 *
	 * @var bool
	 */
	public $cron_disabled;

	/**
	 * Unix time the checks compare against.
	 *
	 * @var int
	 */
	public $now;

	/**
	 * The object cache in use.
	 *
	 * @var ObjectCacheState
	 */
	public $object_cache;

	/**
	 * Whether donors reach the site at a public address (not localhost, an IP, or .local/.test).
	 *
	 * @var bool
	 */
	public $public_host;

	/**
	 * Builds a state.
	 *
	 * @param string $type          Environment type.
	 * @param bool   $https         HTTPS in use.
	 * @param bool   $cron_disabled DISABLE_WP_CRON set.
	 * @param int    $now           Unix time.
	 * @param ObjectCacheState|null $object_cache The object cache (WordPress's own when null).
	 * @param bool                  $public_host  Whether the address is a public one.
	 */
	public function __construct( string $type, bool $https, bool $cron_disabled, int $now, ?ObjectCacheState $object_cache = null, bool $public_host = true ) {
		$this->type          = $type;
		$this->https         = $https;
		$this->cron_disabled = $cron_disabled;
		$this->now           = $now;
		$this->object_cache  = $object_cache ?? new ObjectCacheState( 'none' );
		$this->public_host   = $public_host;
	}

	/**
	 * Whether this is the site donors use: WordPress calls it production and its address is public.
	 */
	public function is_production_site(): bool {
		return 'production' === $this->type && $this->public_host;
	}

	/**
	 * This site, now.
	 */
	public static function current(): self {
		return new self(
			wp_get_environment_type(),
			function_exists( 'wp_is_using_https' ) ? wp_is_using_https() : is_ssl(),
			defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON,
			time(),
			ObjectCacheState::current(),
			TestMode::is_public_host()
		);
	}
}
