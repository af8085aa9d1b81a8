<?php
/**
 * Nonce fields that are not strings.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Security;

defined( 'ABSPATH' ) || exit;

/**
 * An array sent as _wpnonce or _ajax_nonce reaches wp_verify_nonce as one, and WordPress warns
 * ("Array to string conversion"; found by tests/fuzz). It is no nonce: dropping it before
 * check_admin_referer / check_ajax_referer gets WordPress's own refusal, without the warning.
 */
final class NonceFields {

	/**
	 * Drops nonce fields of the request that are not strings.
	 */
	public static function strings_only(): void {
		foreach ( array( '_wpnonce', '_ajax_nonce' ) as $field ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the caller checks the nonce right after.
			if ( isset( $_REQUEST[ $field ] ) && ! is_string( $_REQUEST[ $field ] ) ) {
				unset( $_REQUEST[ $field ], $_GET[ $field ], $_POST[ $field ] );
			}
		}
	}
}
