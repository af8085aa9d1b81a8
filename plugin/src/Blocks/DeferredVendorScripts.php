<?php
/**
 * React and the core packages our view scripts need, deferred on the public site.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress defers a block's view script but not its dependencies: React, ReactDOM and the few
 * packages under them print as plain footer scripts, which the browser fetches and runs at high
 * priority before the page is done (Lighthouse counts them against first paint). Asking for `defer`
 * on them is safe because WordPress decides per page: a script keeps `defer` only when every
 * enqueued script depending on it is deferred too (WP_Scripts::filter_eligible_strategies), and a
 * script with an "after" inline script stays blocking (so `wp-i18n` and `wp-api-fetch` do). A theme
 * or plugin that runs React synchronously therefore gets it as before. wp-admin and the editor are
 * left alone; the `opengive_defer_vendor_scripts` filter (return false) turns this off.
 */
final class DeferredVendorScripts {

	/**
	 * The handles asked to defer: what the view scripts in build/ depend on, minus those with an
	 * "after" inline script, plus the packages beneath them.
	 */
	const HANDLES = array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element', 'wp-escape-html', 'wp-dom-ready', 'wp-a11y' );

	/**
	 * Asks for `defer` on the vendor handles (on `wp_default_scripts`, after JsxRuntimeCompat).
	 *
	 * @param \WP_Scripts $scripts The script registry.
	 */
	public static function defer( \WP_Scripts $scripts ): void {
		if ( is_admin() ) {
			return;
		}
		/**
		 * Whether OpenGive asks WordPress to defer React and the core packages its blocks use on the
		 * public site.
		 *
		 * @param bool $defer Default true.
		 */
		if ( ! apply_filters( 'opengive_defer_vendor_scripts', true ) ) {
			return;
		}
		foreach ( self::HANDLES as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && ! $scripts->get_data( $handle, 'strategy' ) ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
		}
	}
}
