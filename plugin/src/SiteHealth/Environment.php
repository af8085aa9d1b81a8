<?php
/**
 * The facts about the site the Site Health checks judge, read once.
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

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
	 * Builds a state.
	 *
	 * @param string $type          Environment type.
	 * @param bool   $https         HTTPS in use.
	 * @param bool   $cron_disabled DISABLE_WP_CRON set.
	 * @param int    $now           Unix time.
	 */
	public function __construct( string $type, bool $https, bool $cron_disabled, int $now ) {
		$this->type          = $type;
		$this->https         = $https;
		$this->cron_disabled = $cron_disabled;
		$this->now           = $now;
	}

	/**
	 * This site, now.
	 */
	public static function current(): self {
		return new self(
			wp_get_environment_type(),
			function_exists( 'wp_is_using_https' ) ? wp_is_using_https() : is_ssl(),
			defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON,
			time()
		);
	}
}
