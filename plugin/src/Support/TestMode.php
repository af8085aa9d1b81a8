<?php
/**
 * The site-wide test mode (GiveWP's "test mode").
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

defined( 'ABSPATH' ) || exit;

/**
 * While on, every gateway takes test payments: Stripe with its test keys, 2Checkout in its sandbox.
 */
final class TestMode {

	/**
	 * Whether the site is in test mode.
	 */
	public static function on(): bool {
		return (bool) Settings::get( 'test_mode' );
	}

	/**
	 * Whether the current user is told about test mode (the admin-bar badge, the note on forms):
	 * those who may change it.
	 */
	public static function shown_to_current_user(): bool {
		return self::on() && \OpenGive\Rest\Permissions\Capabilities::can_manage_settings();
	}

	/**
	 * Whether donors reach the site at a public address: not localhost, an IP address, or a name
	 * reserved for local and test sites (.local, .test, .localhost, .example, .invalid). Test mode on
	 * a production site at such an address turns away real gifts (a Site Health critical issue).
	 */
	public static function is_public_host(): bool {
		$host = strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
		if ( '' === $host || 'localhost' === $host || false !== filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		foreach ( array( '.localhost', '.local', '.test', '.example', '.invalid' ) as $suffix ) {
			if ( substr( $host, -strlen( $suffix ) ) === $suffix ) {
				return false;
			}
		}
		return true;
	}
}
