<?php
/**
 * The "Test mode" badge in the admin bar, on every screen and page, while test mode is on.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Admin\AdminPages;
use OpenGive\Support\TestMode;

defined( 'ABSPATH' ) || exit;

/**
 * Shown to those who may turn test mode off, and links to where they do.
 */
final class TestModeBadge {

	const NODE = 'opengive-test-mode';

	/**
	 * Hooks the badge in.
	 */
	public static function register(): void {
		add_action( 'admin_bar_menu', array( self::class, 'add_node' ), 100 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'style' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'style' ) );
	}

	/**
	 * Adds the badge.
	 *
	 * @param \WP_Admin_Bar $bar The admin bar.
	 */
	public static function add_node( $bar ): void {
		if ( ! TestMode::shown_to_current_user() ) {
			return;
		}
		$bar->add_node(
			array(
				'id'    => self::NODE,
				'title' => esc_html__( 'OpenGive test mode', 'opengive' ),
				'href'  => add_query_arg( array( 'page' => 'opengive-settings', 'tab' => 'payments' ), admin_url( AdminPages::PARENT ) ),
				'meta'  => array( 'title' => __( 'Gifts move no real money. Turn test mode off in OpenGive → Settings → Payments.', 'opengive' ) ),
			)
		);
	}

	/**
	 * The badge's colours, on the admin bar's own stylesheet (no file of its own for one rule).
	 */
	public static function style(): void {
		if ( ! TestMode::shown_to_current_user() || ! is_admin_bar_showing() ) {
			return;
		}
		wp_add_inline_style(
			'admin-bar',
			'#wpadminbar #wp-admin-bar-' . self::NODE . ' > .ab-item{background:#f0c33c;color:#1e1e1e;font-weight:600}'
			. '#wpadminbar #wp-admin-bar-' . self::NODE . ' > .ab-item:hover,#wpadminbar #wp-admin-bar-' . self::NODE . ' > .ab-item:focus{background:#dba617;color:#1e1e1e}'
			// The admin bar hides most items on phones; this one must stay.
			. '@media screen and (max-width:782px){#wpadminbar li#wp-admin-bar-' . self::NODE . '{display:block}#wpadminbar #wp-admin-bar-' . self::NODE . ' > .ab-item{font-size:13px;padding:0 8px;line-height:46px;height:46px;width:auto}}'
		);
	}
}
