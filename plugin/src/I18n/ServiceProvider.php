<?php
/**
 * I18n: the plugin's own translations (plugin/languages) for PHP and for every OpenGive script.
 *
 * @package OpenGive
 */

namespace OpenGive\I18n;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain and gives every OpenGive script handle its JSON translations.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_action( 'init', array( ScriptTranslations::class, 'load_textdomain' ), 1 );
		// Late, so every handle (blocks' ones included) is registered by then.
		foreach ( array( 'wp_enqueue_scripts', 'admin_enqueue_scripts', 'enqueue_block_editor_assets', 'enqueue_block_assets' ) as $hook ) {
			add_action( $hook, array( ScriptTranslations::class, 'attach_all' ), 1000 );
		}
		add_filter( 'load_script_translation_file', array( ScriptTranslations::class, 'shipped_file' ), 10, 3 );
	}
}
