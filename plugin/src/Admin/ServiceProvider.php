<?php
/**
 * The admin: screens, notices, export.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks only; the screens read their data through the REST API.
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
		add_action( 'admin_menu', array( AdminPages::class, 'register' ) );
		add_action( 'admin_enqueue_scripts', array( AdminPages::class, 'enqueue' ) );
		add_action( 'enqueue_block_editor_assets', array( FormSettingsEditor::class, 'enqueue' ) );
		add_action( 'enqueue_block_editor_assets', array( ContactSettingsEditor::class, 'enqueue' ) );
		add_filter( 'block_editor_settings_all', array( FormEditorCanvas::class, 'editor_settings' ), 10, 2 );
		add_filter( 'rest_prepare_' . \OpenGive\Forms\FormPostType::POST_TYPE, array( FormEditorCanvas::class, 'rest_prepare' ), 10, 3 );
		add_action( 'admin_notices', array( Notices::class, 'render' ) );
		add_action( 'wp_ajax_' . Notices::ACTION, array( Notices::class, 'dismiss' ) );
		add_action( 'admin_post_' . CsvExport::ACTION, array( CsvExport::class, 'handle' ) );
	}
}
