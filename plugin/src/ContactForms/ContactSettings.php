<?php
/**
 * Site-wide contact form guards, read from opengive_settings with their own defaults.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms;

use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Spam defence is on by default. Each value can be set in the opengive_settings option or through
 * the opengive_settings filter, like every other OpenGive setting.
 */
final class ContactSettings {

	/**
	 * A setting.
	 *
	 * @param string $key A contact_* key of plugin/data/site-settings.json.
	 */
	public static function int( string $key ): int {
		$value = Settings::get( $key );
		return is_numeric( $value ) ? (int) $value : (int) Settings::defaults()[ $key ];
	}

	/**
	 * Whether the honeypot field is checked (the donation form's setting, on by default).
	 */
	public static function honeypot(): bool {
		return false !== Settings::get( 'honeypot' );
	}
}
