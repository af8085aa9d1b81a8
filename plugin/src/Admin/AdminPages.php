<?php
/**
 * The admin screens: Overview, Donations, Donors, Subscriptions, Campaigns, Forms, Contact messages
 * and Settings.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Forms\FormPostType;
use OpenGive\Rest\Permissions\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Each screen is a React app (src/admin) reading the /givewp/v3 routes through core-data. The script
 * loads on these screens only.
 */
final class AdminPages {

	const PARENT = 'edit.php?post_type=' . FormPostType::POST_TYPE;

	/**
	 * Screen slug => [menu title, capability].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function screens(): array {
		return array(
			'overview'      => array( __( 'Overview', 'opengive' ), Capabilities::VIEW_REPORTS ),
			'donations'     => array( __( 'Donations', 'opengive' ), Capabilities::VIEW_PAYMENTS ),
			'donors'        => array( __( 'Donors', 'opengive' ), Capabilities::VIEW_REPORTS ),
			'subscriptions' => array( __( 'Subscriptions', 'opengive' ), Capabilities::VIEW_PAYMENTS ),
			'campaigns'     => array( __( 'Campaigns', 'opengive' ), Capabilities::VIEW_PAYMENTS ),
			'forms'         => array( __( 'Forms overview', 'opengive' ), Capabilities::EDIT_FORMS ),
			'contact-submissions' => array( __( 'Contact messages', 'opengive' ), 'manage_options' ),
			'settings'      => array( __( 'Settings', 'opengive' ), Capabilities::MANAGE_SETTINGS ),
			'setup'         => array( __( 'Set up OpenGive', 'opengive' ), Capabilities::MANAGE_SETTINGS ),
		);
	}

	/**
	 * Hook suffixes of our screens (filled when the menu is built).
	 *
	 * @var string[]
	 */
	private static $hooks = array();

	/**
	 * Adds the submenu pages.
	 */
	public static function register(): void {
		foreach ( self::screens() as $screen => list( $title, $capability ) ) {
			$hook = add_submenu_page(
				self::PARENT,
				$title,
				$title,
				$capability,
				'opengive-' . $screen,
				static function () use ( $screen, $title ) {
					self::render( $screen, $title );
				}
			);
			if ( false !== $hook ) {
				self::$hooks[] = $hook;
			}
		}
		self::overview_first();
		// Reached from the settings screen, its notice and the first activation, not the menu: once
		// a site is set up it would only take a line of the menu.
		remove_submenu_page( self::PARENT, 'opengive-setup' );
	}

	/**
	 * Moves Overview to the top of the OpenGive menu: WordPress links a top-level menu to its first
	 * submenu entry, so the menu opens on the overview (for users who may see it; the others keep
	 * the forms list first).
	 */
	private static function overview_first(): void {
		global $submenu;
		if ( empty( $submenu[ self::PARENT ] ) ) {
			return;
		}
		foreach ( $submenu[ self::PARENT ] as $position => $item ) {
			if ( 'opengive-overview' === ( $item[2] ?? '' ) ) {
				unset( $submenu[ self::PARENT ][ $position ] );
				array_unshift( $submenu[ self::PARENT ], $item );
				return;
			}
		}
	}

	/**
	 * The page: a mount point the app fills (with a message for browsers without JavaScript).
	 *
	 * @param string $screen Screen slug.
	 * @param string $title  Page title.
	 */
	private static function render( string $screen, string $title ): void {
		printf(
			'<div class="wrap opengive-admin-wrap"><h1>%1$s</h1><div id="opengive-admin" data-screen="%2$s"><noscript>%3$s</noscript></div></div>',
			esc_html( $title ),
			esc_attr( $screen ),
			esc_html__( 'This screen needs JavaScript.', 'opengive' )
		);
	}

	/**
	 * Loads the admin app on our screens only.
	 *
	 * @param string $hook_suffix Current screen's hook.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, self::$hooks, true ) ) {
			return;
		}
		$asset_file = OPENGIVE_DIR . '/build/admin/admin.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( 'opengive-admin', plugins_url( 'build/admin/admin.js', OPENGIVE_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( 'opengive-admin', 'opengive' );
		// The bundled components' and DataViews' styles, then ours on top.
		foreach ( array(
			'opengive-admin-ui' => 'style-admin.css',
			'opengive-admin'    => 'admin.css',
		) as $handle => $file ) {
			if ( is_readable( OPENGIVE_DIR . '/build/admin/' . $file ) ) {
				// Not core's wp-components styles: WordPress 6.5's are older than the bundled components.
				wp_enqueue_style( $handle, plugins_url( 'build/admin/' . $file, OPENGIVE_FILE ), array(), $asset['version'] );
			}
		}
		wp_add_inline_script(
			'opengive-admin',
			'window.opengiveAdmin = ' . wp_json_encode(
				array(
					// Not wp_nonce_url(): it HTML-escapes the &, and this goes to JavaScript, not HTML.
					'exportUrl'   => add_query_arg( '_wpnonce', wp_create_nonce( CsvExport::ACTION ), admin_url( 'admin-post.php?action=' . CsvExport::ACTION ) ),
					'contactExportUrl' => add_query_arg( '_wpnonce', wp_create_nonce( \OpenGive\ContactForms\Admin\SubmissionsCsv::ACTION ), admin_url( 'admin-post.php?action=' . \OpenGive\ContactForms\Admin\SubmissionsCsv::ACTION ) ),
					'newFormUrl'  => admin_url( 'post-new.php?post_type=' . FormPostType::POST_TYPE ),
					'canExport'   => current_user_can( Capabilities::EXPORT ),
					'canEdit'     => current_user_can( Capabilities::EDIT_PAYMENTS ),
					'canSeeEmail' => Capabilities::can_view_sensitive(),
					'canViewReports' => current_user_can( Capabilities::VIEW_REPORTS ),
				)
			) . ';',
			'before'
		);
	}
}
