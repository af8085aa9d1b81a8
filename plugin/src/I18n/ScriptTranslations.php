<?php
/**
 * Where the plugin's translations live and how scripts find theirs.
 *
 * @package OpenGive
 */

namespace OpenGive\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * PHP strings come from plugin/languages/opengive-<locale>.mo (a language pack in wp-content/languages
 * wins, as load_plugin_textdomain does). Scripts' strings come from one Jed JSON per locale,
 * plugin/languages/opengive-<locale>-scripts.json, built by `node playground/tools/make-pot.mjs --compile`;
 * a handle-named file (opengive-<locale>-<handle>.json, WordPress's own naming) in the same folder wins.
 */
final class ScriptTranslations {

	const DOMAIN = 'opengive';

	/**
	 * The folder of the shipped translations.
	 */
	public static function directory(): string {
		return OPENGIVE_DIR . '/languages';
	}

	/**
	 * Loads the PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( OPENGIVE_FILE ) ) . '/languages' );
	}

	/**
	 * Whether a registered handle is one of ours.
	 *
	 * @param string $handle Script handle.
	 */
	public static function is_ours( string $handle ): bool {
		return 0 === strpos( $handle, 'opengive-' ) || 0 === strpos( $handle, 'opengive/' );
	}

	/**
	 * Calls wp_set_script_translations for every OpenGive handle that uses wp.i18n.
	 */
	public static function attach_all(): void {
		$scripts = wp_scripts();
		foreach ( $scripts->registered as $handle => $script ) {
			if ( self::is_ours( (string) $handle ) && in_array( 'wp-i18n', (array) $script->deps, true ) ) {
				wp_set_script_translations( (string) $handle, self::DOMAIN, self::directory() );
			}
		}
	}

	/**
	 * Points an OpenGive handle whose own JSON file does not exist at the locale's shared file.
	 *
	 * @param string|false $file   The file WordPress is about to read.
	 * @param string       $handle Script handle.
	 * @param string       $domain Text domain.
	 * @return string|false
	 */
	public static function shipped_file( $file, $handle, $domain ) {
		if ( self::DOMAIN !== $domain || ( is_string( $file ) && is_readable( $file ) ) || ! self::is_ours( (string) $handle ) ) {
			return $file;
		}
		$shared = self::directory() . '/' . self::DOMAIN . '-' . determine_locale() . '-scripts.json';
		return is_readable( $shared ) ? $shared : $file;
	}
}
