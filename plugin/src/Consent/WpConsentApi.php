<?php
/**
 * OpenGive as the site's consent management provider for the WP Consent API. With the WP Consent API
 * plugin active, its functions answer through our filters (consent type, and every wp_has_consent
 * from our cmplz_* cookies). Without it, fallback-functions.php defines the same functions so plugins
 * written for the API still obey our banner.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks into (or stands in for) the WP Consent API.
 */
final class WpConsentApi {

	/**
	 * Whether the WP Consent API plugin itself is loaded (it defines the functions first).
	 */
	public static function plugin_active(): bool {
		return class_exists( 'WP_CONSENT_API' );
	}

	/**
	 * Called on plugins_loaded, once every plugin file is included.
	 */
	public static function boot(): void {
		if ( ! function_exists( 'wp_has_consent' ) ) {
			require_once __DIR__ . '/fallback-functions.php';
		}
		add_filter( 'wp_get_consent_type', array( self::class, 'consent_type' ), 100 );
		add_filter( 'wp_has_consent', array( self::class, 'filter_has_consent' ), 100, 2 );
		add_filter( 'wp_consent_api_registered_' . plugin_basename( OPENGIVE_FILE ), '__return_true' );
	}

	/**
	 * The current visitor's consent type (optin, optout, other).
	 *
	 * @param mixed $type The type another filter chose (ignored: OpenGive is the banner).
	 * @return string|false
	 */
	public static function consent_type( $type = false ) {
		return ConsentSettings::enabled() ? CurrentVisitor::region()['consentType'] : $type;
	}

	/**
	 * wp_has_consent answered from our cookies and decisions.
	 *
	 * @param mixed $has_consent The API's own answer (from its wp_consent_* cookies).
	 * @param mixed $category    Category ('statistics-anonymous' included).
	 * @return bool
	 */
	public static function filter_has_consent( $has_consent, $category ): bool {
		if ( ! ConsentSettings::enabled() ) {
			return (bool) $has_consent;
		}
		return is_string( $category ) && CurrentVisitor::has_consent( $category );
	}
}
