<?php
/**
 * Site-wide OpenGive settings.
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the opengive_settings option over the schema's defaults; the opengive_settings filter can
 * override any value in code (the settings screen then shows it locked).
 */
final class Settings {

	const OPTION = 'opengive_settings';

	/**
	 * Defaults: plugin/data/site-settings.json, the schema the settings screen draws from.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return \OpenGive\Settings\SiteSettingsSchema::defaults();
	}

	/**
	 * The stored values over the defaults, before the opengive_settings filter (the settings screen
	 * compares the two to find values forced in code).
	 *
	 * @return array<string, mixed>
	 */
	public static function unfiltered(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One setting.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$settings = self::unfiltered();
		/**
		 * Filters OpenGive's settings.
		 *
		 * @param array<string, mixed> $settings Settings.
		 */
		$settings = (array) apply_filters( 'opengive_settings', $settings );
		return array_key_exists( $key, $settings ) ? $settings[ $key ] : null;
	}
}
