<?php
/**
 * The REST root and nonce the public form views send their JSON with.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The donation form's view talks to REST through a small fetch wrapper (src/api/rest-request.ts)
 * instead of wp-api-fetch, which with wp-url weighed 6 KB gzip on every donation page (issue 19's
 * budget). What api-fetch read from core's inline setup, the REST root, the nonce and where to renew
 * it, comes from the `opengive-rest` handle instead: a script with no file, only inline data.
 */
final class PublicRestSettings {

	/**
	 * The inline-only handle the public views depend on.
	 */
	const HANDLE = 'opengive-rest';

	/**
	 * Registers the handle (no file), so a view script that depends on it always prints.
	 */
	public static function register(): void {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			wp_register_script( self::HANDLE, false, array(), OPENGIVE_VERSION, true );
		}
	}

	/**
	 * Makes a view script depend on the settings.
	 *
	 * @param string $handle View script handle.
	 */
	public static function add_to( string $handle ): void {
		self::register();
		$script = wp_scripts()->query( $handle );
		if ( $script && ! in_array( self::HANDLE, $script->deps, true ) ) {
			$script->deps[] = self::HANDLE;
		}
	}

	/**
	 * Prints the settings into the handle, on front-end pages only (a REST or ajax request needs
	 * no nonce made for it).
	 */
	public static function add_settings(): void {
		self::register();
		$settings = array(
			'root'          => esc_url_raw( rest_url() ),
			'nonce'         => wp_installing() ? '' : wp_create_nonce( 'wp_rest' ),
			'nonceEndpoint' => admin_url( 'admin-ajax.php?action=rest-nonce' ),
		);
		wp_add_inline_script( self::HANDLE, 'var opengiveRest = ' . wp_json_encode( $settings ) . ';' );
	}
}
