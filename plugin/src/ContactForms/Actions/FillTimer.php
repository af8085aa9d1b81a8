<?php
/**
 * The signed "form printed at" stamp behind the minimum fill time.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

defined( 'ABSPATH' ) || exit;

/**
 * The stamp is a time and an HMAC of it, so a bot cannot claim its form was printed long ago without
 * fetching a page. A page from a full-page cache carries an older stamp, which only makes the fill
 * time look longer (never a false positive), and it is no nonce: it never expires.
 */
final class FillTimer {

	const FIELD = '_opengive_started';

	/**
	 * A stamp for now.
	 *
	 * @param int $now Unix time.
	 */
	public static function stamp( int $now ): string {
		return $now . '.' . self::mac( $now );
	}

	/**
	 * Seconds since a stamp was made, or null when it is missing or forged.
	 *
	 * @param mixed $stamp Posted value.
	 * @param int   $now   Unix time.
	 */
	public static function elapsed( $stamp, int $now ): ?int {
		if ( ! is_string( $stamp ) || ! preg_match( '/^(\d{1,12})\.([a-f0-9]{16})$/', $stamp, $match ) ) {
			return null;
		}
		if ( ! hash_equals( self::mac( (int) $match[1] ), $match[2] ) ) {
			return null;
		}
		return $now - (int) $match[1];
	}

	/**
	 * The stamp's HMAC.
	 *
	 * @param int $time Unix time.
	 */
	private static function mac( int $time ): string {
		return substr( hash_hmac( 'sha256', 'opengive-contact-started|' . $time, wp_salt( 'nonce' ) ), 0, 16 );
	}
}
