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
	const MARKER   = 'opengive_donor_session_marker';
	const LIFETIME = DAY_IN_SECONDS;

	/**
	 * Starts (or renews) the session.
	 */
	public static function start(): void {
		if ( headers_sent() ) {
			return;
		}
		$token = self::exists() ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : bin2hex( random_bytes( 16 ) );
		// The token is never readable by scripts; the script only needs to know a session exists,
		// which the value-less MARKER cookie tells it.
		setcookie( self::COOKIE, $token, self::options( true ) );
		setcookie( self::MARKER, '1', self::options( false ) );
	}

	/**
	 * Cookie options: SameSite=Lax (sent on top-level navigation only, never on cross-site POSTs),
	 * Secure on https.
	 *
	 * @param bool $http_only Hidden from scripts.
	 * @return array<string, mixed>
	 */
	public static function options( bool $http_only ): array {
		return array(
			'expires'  => time() + self::LIFETIME,
			'path'     => COOKIEPATH ? COOKIEPATH : '/',
			'domain'   => (string) COOKIE_DOMAIN,
			'secure'   => is_ssl(),
			'httponly' => $http_only,
			'samesite' => 'Lax',
		);
	}

	/**
	 * Whether this request carries a donor session.
	 */
	public static function exists(): bool {
		return isset( $_COOKIE[ self::COOKIE ] ) && '' !== sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) );
	}
}
