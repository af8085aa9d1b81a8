<?php
/**
 * The cookie-consent domain: settings, REST routes, the banner on public pages, content blocking,
 * the WP Consent API provider, the consent log (cron purge, privacy tools) and the admin screen.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

use OpenGive\Consent\Rest\ConsentAdminController;
use OpenGive\Consent\Rest\ConsentAreaController;
use OpenGive\Consent\Rest\ConsentController;
use OpenGive\Consent\Rest\TrackController;
use OpenGive\Support\Container;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the consent domain.
 */
final class ServiceProvider implements ServiceProviderContract {

	const PURGE_HOOK = 'opengive_purge_consent_log';

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		require_once __DIR__ . '/functions.php';
		WpConsentApi::boot();
		Frontend::boot();
		Privacy::boot();
		Admin\ConsentAdminPage::boot();
		add_action( 'template_redirect', array( Blocker::class, 'start' ), PHP_INT_MAX );
		add_action(
			'rest_api_init',
			static function () {
				$log = new ConsentLog();
				( new ConsentController() )->register_routes();
				( new TrackController( $log, new RateLimiter() ) )->register_routes();
				( new ConsentAreaController() )->register_routes();
				( new ConsentAdminController( $log ) )->register_routes();
			}
		);
		add_action( self::PURGE_HOOK, array( self::class, 'purge' ) );
		add_action(
			'init',
			static function () {
				if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
				}
			}
		);
	}

	/**
	 * Cron: deletes log rows older than the retention setting.
	 */
	public static function purge(): int {
		return ( new ConsentLog() )->purge( (int) ConsentSettings::get( 'log_retention_months' ) );
	}
}
