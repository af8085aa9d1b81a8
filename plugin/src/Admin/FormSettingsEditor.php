<?php
/**
 * The donation form's settings panel in the block editor.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Forms\FormPostType;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Loads src/form-settings on opengive_form posts only; it edits the opengive_form_settings meta,
 * which REST validates against FormSettings::schema() when the post is saved.
 */
final class FormSettingsEditor {

	/**
	 * Enqueues the panel.
	 */
	public static function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || FormPostType::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$asset_file = OPENGIVE_DIR . '/build/form-settings/form-settings.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script(
			'opengive-form-settings',
			plugins_url( 'build/form-settings/form-settings.js', OPENGIVE_FILE ),
			array_unique( array_merge( $asset['dependencies'], array( 'wp-plugins', 'wp-edit-post', 'wp-dom-ready', 'wp-data' ) ) ),
			$asset['version'],
			true
		);
		wp_set_script_translations( 'opengive-form-settings', 'opengive' );
		$gateways = array();
		foreach ( Plugin::container()->get( GatewayRegistry::class )->all() as $gateway ) {
			$gateways[] = array(
				'id'    => $gateway->id(),
				'label' => $gateway->label() . ( $gateway->is_configured() ? '' : ' ' . __( '(not set up)', 'opengive' ) ),
			);
		}
		$globals = array(
			'gateways' => $gateways,
			// The copy-paste embed snippets (src/form-settings/EmbedSnippets.tsx).
			'embed'    => array(
				'homeUrl'   => home_url( '/' ),
				'loaderUrl' => \OpenGive\Embed\EmbedScript::url(),
			),
		);
		wp_add_inline_script( 'opengive-form-settings', 'window.opengiveFormSettings = ' . wp_json_encode( $globals ) . ';', 'before' );
		// The form's settings are what its editor is for: open the document sidebar with the
		// "Donation form" panel expanded (WordPress 6.5 keeps panels in core/editor, older ones in
		// core/edit-post).
		wp_add_inline_script(
			'opengive-form-settings',
			'wp.domReady( function () {'
			. ' var data = wp.data, panel = "opengive-form-settings/opengive-form-settings";'
			. ' var editor = data.select( "core/editor" ).isEditorPanelOpened ? "core/editor" : "core/edit-post";'
			. ' if ( ! data.select( editor ).isEditorPanelOpened( panel ) ) { data.dispatch( editor ).toggleEditorPanelOpened( panel ); }'
			. ' var post = data.dispatch( "core/edit-post" );'
			. ' if ( post && post.openGeneralSidebar ) { post.openGeneralSidebar( "edit-post/document" ); }'
			. ' } );',
			'after'
		);
	}
}
