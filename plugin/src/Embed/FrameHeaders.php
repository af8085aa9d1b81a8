<?php
/**
 * Who may frame the donation form view.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The form view is made to be framed by other sites (the embed widget), so it says so explicitly:
 * `Content-Security-Policy: frame-ancestors …` from the `embed_allowed_origins` setting. Empty (the
 * default, as GiveWP does) allows any site; a list allows this site and those origins only.
 * Only the form view (and the receipt view, which is the same page) gets this header.
 */
final class FrameHeaders {

	/**
	 * The origins the setting names, malformed entries left out (a typo must not open the form to
	 * `*` or break the header).
	 *
	 * @return string[]
	 */
	public static function allowed_origins(): array {
		$setting = Settings::get( 'embed_allowed_origins' );
		$entries = is_array( $setting ) ? $setting : preg_split( '/[\s,]+/', (string) $setting );
		$origins = array();
		foreach ( (array) $entries as $entry ) {
			$entry = rtrim( trim( (string) $entry ), '/' );
			// An origin: scheme, host (optionally *.host, which CSP understands) and port. No path.
			if ( preg_match( '#^https?://(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$#i', $entry ) ) {
				$origins[] = strtolower( $entry );
			}
		}
		return array_values( array_unique( $origins ) );
	}

	/**
	 * The frame-ancestors directive's value.
	 */
	public static function frame_ancestors(): string {
		$origins = self::allowed_origins();
		return array() === $origins ? '*' : "'self' " . implode( ' ', $origins );
	}

	/**
	 * Sends the headers (before the view prints anything).
	 */
	public static function send(): void {
		if ( headers_sent() ) {
			return;
		}
		// An older X-Frame-Options (a security plugin's, say) would contradict the policy.
		header_remove( 'X-Frame-Options' );
		header( 'Content-Security-Policy: frame-ancestors ' . self::frame_ancestors() );
	}
}
