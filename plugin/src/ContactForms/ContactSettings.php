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
	 * Defaults.
	 */
	const DEFAULTS = array(
		// Seconds between the form being printed and its submission below which it counts as a bot.
		'contact_min_fill_seconds'  => 3,
		// Messages per window per client address (IPv6 by /64) and per sender email.
		'contact_rate_limit_ip'     => 10,
		'contact_rate_limit_email'  => 5,
		'contact_rate_limit_window' => 600,
		// Largest upload any file field takes, whatever its own limit says (bytes).
		'contact_max_upload_bytes'  => 10485760,
	);

	/**
	 * A setting.
	 *
	 * @param string $key One of DEFAULTS.
	 */
	public static function int( string $key ): int {
		$value = Settings::get( $key );
		return is_numeric( $value ) ? (int) $value : (int) self::DEFAULTS[ $key ];
	}

	/**
	 * Whether the honeypot field is checked (the donation form's setting, on by default).
	 */
	public static function honeypot(): bool {
		return false !== Settings::get( 'honeypot' );
	}
}
