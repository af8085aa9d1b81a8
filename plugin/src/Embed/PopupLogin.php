<?php
/**
 * Logging in from a form framed by another site, in a window of the charity's own site.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * Inside a cross-site frame the browser withholds the charity's cookies (WordPress's auth cookies
 * default to SameSite=Lax, the login nonce cookie is SameSite=Strict, and many browsers block
 * third-party cookies outright), so the in-form login cannot work there. The frame instead opens
 * `admin-ajax.php?action=opengive_login_popup` in a window of its own: logged out, that sends the
 * donor to wp-login.php (first-party, so every cookie works) and back; logged in, it answers a page
 * that hands the donor's name and email to the window that opened it, only if that window is on
 * this site's origin (the form's frame is), and closes.
 */
final class PopupLogin {

	const ACTION = 'opengive_login_popup';
	/** The message the opener receives. */
	const MESSAGE_TYPE = 'opengive-logged-in';

	/**
	 * This action's own address.
	 */
	public static function url(): string {
		return add_query_arg( 'action', self::ACTION, admin_url( 'admin-ajax.php' ) );
	}

	/**
	 * The origin (scheme, host and port) of an address.
	 *
	 * @param string $url Address.
	 */
	public static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * Logged out: on to the login screen, which comes back here.
	 */
	public static function to_login(): void {
		nocache_headers();
		wp_safe_redirect( wp_login_url( self::url() ) );
		exit;
	}

	/**
	 * Logged in: hands the donor's details to the form's frame and closes.
	 */
	public static function hand_back(): void {
		nocache_headers();
		// Only a window of this site may show or read this page.
		header( "Content-Security-Policy: frame-ancestors 'none'" );
		header( 'X-Frame-Options: DENY' );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		$user    = wp_get_current_user();
		$message = array(
			'type' => self::MESSAGE_TYPE,
			'user' => array(
				'firstName' => (string) $user->first_name,
				'lastName'  => (string) $user->last_name,
				'email'     => (string) $user->user_email,
			),
		);
		// The frame of a form is the form view, on the home address's origin.
		$origin = self::origin( home_url( '/' ) );
		$flags  = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT;
		echo '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="' . esc_attr( get_option( 'blog_charset' ) ) . '"><title>' . esc_html__( 'Logged in', 'opengive' ) . '</title></head><body>';
		echo '<p>' . esc_html__( 'You are logged in. You can close this window and go back to the donation form.', 'opengive' ) . '</p>';
		// A fixed target origin: any other page that opened this window hears nothing.
		echo '<script>if(window.opener){window.opener.postMessage(' . wp_json_encode( $message, $flags ) . ',' . wp_json_encode( $origin, $flags ) . ');window.close();}</script>';
		echo '</body></html>';
		exit;
	}
}
