<?php
/**
 * The react-jsx-runtime script for WordPress 6.5.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Our built scripts depend on 'react-jsx-runtime', which core registers only from WordPress 6.6.
 * On 6.5 we register our own copy (built from React's package) under the same handle.
 */
final class JsxRuntimeCompat {

	/**
	 * Registers the script when core has not (on wp_default_scripts, so it precedes every enqueue).
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 */
	public static function register( \WP_Scripts $scripts ): void {
		if ( isset( $scripts->registered['react-jsx-runtime'] ) ) {
			return;
		}
		$file = OPENGIVE_DIR . '/build/vendor/react-jsx-runtime.js';
		if ( ! is_readable( $file ) ) {
			return;
		}
		$scripts->add(
			'react-jsx-runtime',
			plugins_url( 'build/vendor/react-jsx-runtime.js', OPENGIVE_FILE ),
			array( 'react' ),
			// Its content hash: the build folder is cached for a year, so the URL must change with it.
			substr( (string) md5_file( $file ), 0, 20 ),
			1 // The footer: WP_Scripts reads a group only from the integer 1 here, not from true.
		);
	}
}
