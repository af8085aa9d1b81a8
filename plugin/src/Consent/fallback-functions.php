<?php
/**
 * The WP Consent API's functions, defined only when that plugin is absent, so plugins that follow the
 * API ask OpenGive's banner. Same names, parameters and filters as the API.
 *
 * @package OpenGive
 */

use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\Contract;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'wp_get_consent_type' ) ) {
	/**
	 * The active consent type (optin, optout, other), or false without consent management.
	 *
	 * @return string|false
	 */
	function wp_get_consent_type() {
		return apply_filters( 'wp_get_consent_type', false );
	}
}

if ( ! function_exists( 'wp_has_consent' ) ) {
	/**
	 * Whether the visitor consented to a category.
	 *
	 * @param string      $consent_category functional, preferences, statistics, statistics-anonymous, marketing.
	 * @param string|bool $requested_by     Plugin asking (passed to the filter).
	 * @return bool
	 */
	function wp_has_consent( $consent_category, $requested_by = false ) {
		// Without a consent type there is no consent management: everything is allowed, as in the API.
		return (bool) apply_filters( 'wp_has_consent', false === wp_get_consent_type(), $consent_category, $requested_by );
	}
}

if ( ! function_exists( 'wp_set_consent' ) ) {
	/**
	 * Stores a category's consent in OpenGive's cookie (server side, e.g. after a form's checkbox).
	 *
	 * @param string $consent_category Category.
	 * @param string $value            allow or deny.
	 */
	function wp_set_consent( $consent_category, $value ) {
		$consent_category = apply_filters( 'wp_set_consent_type', $consent_category );
		$value            = apply_filters( 'wp_set_consent_value', $value );
		if ( ! in_array( $consent_category, Contract::categories(), true ) || ! in_array( $value, array( 'allow', 'deny' ), true ) || headers_sent() ) {
			return;
		}
		$name = Contract::cookie_name( (string) $consent_category );
		setcookie(
			$name,
			(string) $value,
			array(
				'expires'  => time() + DAY_IN_SECONDS * (int) ConsentSettings::get( 'cookie_expiry_days' ),
				'path'     => '/',
				'secure'   => is_ssl(),
				'samesite' => 'Lax',
			)
		);
		// Later calls in this request see the new value.
		$_COOKIE[ $name ] = (string) $value;
	}
}

if ( ! function_exists( 'consent_api_registered' ) ) {
	/**
	 * Whether a plugin declared it follows the WP Consent API.
	 *
	 * @param string $plugin Plugin basename.
	 * @return bool
	 */
	function consent_api_registered( $plugin ) {
		return (bool) apply_filters( "wp_consent_api_registered_$plugin", false );
	}
}
