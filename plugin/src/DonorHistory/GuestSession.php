<?php
/**
 * The browser session a followed donor-history link opens.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorHistory;

defined( 'ABSPATH' ) || exit;

/**
 * A random id in an HttpOnly, SameSite=Lax cookie; the server keeps only its hash, with the donor and
 * the expiry (the link's), in a transient. The session ends when it expires or the donor signs out;
 * it shows one donor's gifts and grants nothing else (no account, no capability).
 */
final class GuestSession {

	const COOKIE = 'opengive_donor_history';
	const PREFIX = 'opengive_hs_';

	/**
	 * The session of this request, once read.
	 *
	 * @var array{donor: int, email: string, expires: int}|null|false False until read.
	 */
	private static $current = false;

	/**
	 * Opens a session for a redeemed link.
	 *
	 * @param array{donor: int, email: string, expires: int} $access Redeemed link.
	 */
	public static function open( array $access ): void {
		$id  = bin2hex( random_bytes( 32 ) );
		$ttl = max( 1, $access['expires'] - time() );
		set_transient( self::PREFIX . hash( 'sha256', $id ), $access, $ttl );
		self::set_cookie( $id, $access['expires'] );
		self::$current = $access;
	}

	/**
	 * The current session, or null.
	 *
	 * @return array{donor: int, email: string, expires: int}|null
	 */
	public static function current(): ?array {
		if ( false !== self::$current ) {
			return self::$current;
		}
		self::$current = null;
		$id            = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $id ) ) {
			return null;
		}
		$session = get_transient( self::PREFIX . hash( 'sha256', $id ) );
		if ( is_array( $session ) && (int) $session['expires'] >= time() ) {
			self::$current = array(
				'donor'   => (int) $session['donor'],
				'email'   => (string) $session['email'],
				'expires' => (int) $session['expires'],
			);
		}
		return self::$current;
	}

	/**
	 * Ends the session.
	 */
	public static function close(): void {
		$id = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( preg_match( '/^[a-f0-9]{64}$/', $id ) ) {
			delete_transient( self::PREFIX . hash( 'sha256', $id ) );
		}
		self::set_cookie( '', time() - YEAR_IN_SECONDS );
		self::$current = null;
	}

	/**
	 * Sets (or clears) the cookie.
	 *
	 * @param string $value   Value.
	 * @param int    $expires Expiry.
	 */
	private static function set_cookie( string $value, int $expires ): void {
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			self::COOKIE,
			$value,
			array(
				'expires'  => $expires,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}
}
