<?php
/**
 * The in-form login's nonce.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Security;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress nonces are the same for every logged-out visitor, so another site could fetch one and
 * post a login with it from a victim's browser (login CSRF: the victim then gives, logged in to the
 * attacker's account). This nonce is bound to a random HttpOnly, SameSite=Strict cookie of this
 * browser: a cross-site post neither carries the cookie nor can know the nonce that matches it.
 * Valid for one or two ticks of 12 hours, like WordPress's.
 */
final class LoginNonce {

	const COOKIE = 'opengive_login_csrf';
	const FIELD  = 'give_login_nonce';

	/**
	 * The browser token, made (and set as a cookie) when missing.
	 *
	 * @var string|null
	 */
	private static $token = null;

	/**
	 * A nonce for this browser.
	 */
	public static function create(): string {
		$token = self::token();
		if ( '' === $token ) {
			$token = bin2hex( random_bytes( 16 ) );
			if ( ! headers_sent() ) {
				setcookie(
					self::COOKIE,
					$token,
					array(
						'expires'  => time() + DAY_IN_SECONDS,
						'path'     => COOKIEPATH ? COOKIEPATH : '/',
						'domain'   => (string) COOKIE_DOMAIN,
						'secure'   => is_ssl(),
						'httponly' => true,
						'samesite' => 'Strict',
					)
				);
			}
			self::$token = $token;
		}
		return self::hash( $token, self::tick() );
	}

	/**
	 * Whether a nonce matches this browser's cookie (this tick or the previous one).
	 *
	 * @param string $nonce Sent nonce.
	 */
	public static function verify( string $nonce ): bool {
		$token = self::token();
		if ( '' === $token || '' === $nonce ) {
			return false;
		}
		$tick = self::tick();
		return hash_equals( self::hash( $token, $tick ), $nonce ) || hash_equals( self::hash( $token, $tick - 1 ), $nonce );
	}

	/**
	 * This browser's token ('' when none).
	 */
	private static function token(): string {
		if ( null !== self::$token ) {
			return self::$token;
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return preg_match( '/^[a-f0-9]{32}$/', $cookie ) ? $cookie : '';
	}

	/**
	 * The nonce for a token and tick.
	 *
	 * @param string $token Browser token.
	 * @param int    $tick  Tick.
	 */
	private static function hash( string $token, int $tick ): string {
		return substr( hash_hmac( 'sha256', 'opengive-login|' . $tick . '|' . $token, wp_salt( 'nonce' ) ), 0, 20 );
	}

	/**
	 * WordPress's nonce tick.
	 */
	private static function tick(): int {
		return (int) wp_nonce_tick( 'opengive-login' );
	}
}
