<?php
/**
 * The contact form's settings panel in the block editor.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\ContactForms\ContactFormPostType;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Validation\FieldRules;
use OpenGive\ContactForms\Validation\Swv;

defined( 'ABSPATH' ) || exit;

/**
 * Loads src/contact-form/settings on opengive_contact posts only. The panel's placeholders are the
 * server's own defaults (passed here, translated), so the editor sees what a visitor gets when a
 * field stays empty; the message keys are the ones ContactForm::message() looks up.
 */
final class ContactSettingsEditor {

	/**
	 * Enqueues the panel.
	 */
	public static function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ContactFormPostType::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$asset_file = OPENGIVE_DIR . '/build/form-settings/contact-settings.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script(
			'opengive-contact-settings',
			plugins_url( 'build/form-settings/contact-settings.js', OPENGIVE_FILE ),
			array_unique( array_merge( $asset['dependencies'], array( 'wp-plugins', 'wp-edit-post', 'wp-data', 'wp-block-editor' ) ) ),
			$asset['version'],
			true
		);
		wp_set_script_translations( 'opengive-contact-settings', 'opengive' );
		wp_add_inline_script( 'opengive-contact-settings', 'window.opengiveContactSettings = ' . wp_json_encode( self::defaults() ) . ';', 'before' );
	}

	/**
	 * The defaults the panel shows as placeholders.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$settings = ContactForm::default_settings();
		unset( $settings['messages'] );
		$rules = array();
		foreach ( FieldRules::NAMES as $rule ) {
			$rules[ $rule ] = Swv::default_message( $rule );
		}
		return array(
			'settings' => $settings,
			'messages' => ContactForm::default_messages(),
			'rules'    => $rules,
		);
	}
}
