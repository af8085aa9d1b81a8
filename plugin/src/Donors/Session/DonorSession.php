<?php
/**
 * The donor-session marker cookie.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Session;

defined( 'ABSPATH' ) || exit;

/**
 * Set after a donation so later pages know this browser gave recently. A page rendered for such a
 * browser carries data-donor-session; when the script finds the marker but no cookie (the page came
 * from a cache, or the session ended) it fetches fresh nonces (spec section 4).
 */
final class DonorSession {

	const COOKIE   = 'opengive_donor_session';
	const LIFETIME = DAY_IN_SECONDS;

	/**
	 * Starts (or renews) the session.
	 */
	public static function start(): void {
		if ( headers_sent() ) {
			return;
		}
		$token = self::exists() ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : bin2hex( random_bytes( 16 ) );
		setcookie( self::COOKIE, $token, time() + self::LIFETIME, COOKIEPATH ? COOKIEPATH : '/', COOKIE_DOMAIN, is_ssl(), false );
	}

	/**
	 * Whether this request carries a donor session.
	 */
	public static function exists(): bool {
		return isset( $_COOKIE[ self::COOKIE ] ) && '' !== sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) );
	}
}
