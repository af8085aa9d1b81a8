<?php
/**
 * WordPress 6.6's front-end script chain on WordPress 6.5.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * On WordPress 6.5 every core package and React depend on `wp-polyfill` (with `wp-polyfill-inert`
 * and `regenerator-runtime`: ~19 KB gzip), which only browsers older than the ones WordPress supports
 * need. WordPress 6.6 dropped those dependencies (Trac #60962, changeset 57981). On 6.5 this does
 * the same for core's own scripts on the public site, so a donation page loads React, ReactDOM and
 * the few packages it uses and nothing else. Scripts that name `wp-polyfill` themselves still get
 * it; wp-admin and the editor are left as they are; the `opengive_trim_core_polyfill` filter
 * (return false) turns it off.
 */
final class FrontEndPolyfillTrim {

	/**
	 * Removes `wp-polyfill` from the dependencies of core's own scripts (on `wp_default_scripts`).
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 */
	public static function trim( \WP_Scripts $scripts ): void {
		if ( ! self::applies() ) {
			return;
		}
		foreach ( $scripts->registered as $handle => $script ) {
			if ( self::is_core_package( $handle, (string) $script->src ) && in_array( 'wp-polyfill', $script->deps, true ) ) {
				$script->deps = array_values( array_diff( $script->deps, array( 'wp-polyfill' ) ) );
			}
		}
	}

	/**
	 * Only before WordPress 6.6 (which does this itself), and only on the public site.
	 */
	private static function applies(): bool {
		global $wp_version;
		if ( is_admin() || version_compare( (string) $wp_version, '6.6-alpha', '>=' ) ) {
			return false;
		}
		/**
		 * Whether OpenGive drops `wp-polyfill` from core scripts' dependencies on the public site
		 * (WordPress 6.5 only).
		 *
		 * @param bool $trim Default true.
		 */
		return (bool) apply_filters( 'opengive_trim_core_polyfill', true );
	}

	/**
	 * React, ReactDOM and the `@wordpress/*` packages core ships in wp-includes/js/dist.
	 *
	 * @param string $handle Script handle.
	 * @param string $src    Script URL or path.
	 */
	private static function is_core_package( string $handle, string $src ): bool {
		if ( 0 === strpos( $handle, 'wp-polyfill' ) ) {
			return false;
		}
		return false !== strpos( $src, '/wp-includes/js/dist/' );
	}
}
