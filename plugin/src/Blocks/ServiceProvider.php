<?php
/**
 * Blocks.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every block built into build/blocks from its block.json.
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
		add_action( 'wp_default_scripts', array( JsxRuntimeCompat::class, 'register' ) );
		add_action( 'wp_default_scripts', array( FrontEndPolyfillTrim::class, 'trim' ), 20 );
		add_action( 'wp_default_scripts', array( DeferredVendorScripts::class, 'defer' ), 20 );
		add_action( 'init', array( self::class, 'register_blocks' ) );
		add_filter( 'style_loader_src', array( StyleVersions::class, 'versioned' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( PublicRestSettings::class, 'add_settings' ), 1 );
		add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
	}

	/**
	 * Where the built blocks are.
	 */
	public static function build_dir(): string {
		return OPENGIVE_DIR . '/build/blocks';
	}

	/**
	 * Registers each built block.
	 */
	public static function register_blocks(): void {
		self::register_shared_styles();
		foreach ( (array) glob( self::build_dir() . '/*/block.json' ) as $block_json ) {
			$block = register_block_type( dirname( (string) $block_json ) );
			if ( $block ) {
				self::print_view_scripts_in_footer( $block->view_script_handles );
				if ( 'opengive/donation-form' === $block->name ) {
					array_map( array( PublicRestSettings::class, 'add_to' ), $block->view_script_handles );
				}
			}
		}
	}

	/**
	 * Stylesheets several blocks share (build/ui): the dialog, listed by the grid and campaign
	 * blocks and enqueued by a donation form in its modal and button modes. Versioned by content
	 * like the blocks' own (StyleVersions).
	 */
	private static function register_shared_styles(): void {
		$file = 'build/ui/dialog';
		if ( is_readable( OPENGIVE_DIR . "/{$file}.asset.php" ) ) {
			$asset = require OPENGIVE_DIR . "/{$file}.asset.php";
			wp_register_style( 'opengive-dialog', plugins_url( "{$file}.css", OPENGIVE_FILE ), array(), $asset['version'] );
			wp_style_add_data( 'opengive-dialog', 'rtl', 'replace' );
			// Like a block's own stylesheet, WordPress may print it inline when the page's are small.
			wp_style_add_data( 'opengive-dialog', 'path', OPENGIVE_DIR . "/{$file}.css" );
		}
	}

	/**
	 * Moves a block's view scripts, and with them their WordPress dependencies (React, element,
	 * i18n, api-fetch: core registers those for the footer), out of the page's head. WordPress puts
	 * a block's view script in the head with `defer`, which does not carry over to its dependencies,
	 * so React and the rest were render-blocking. A dependency another head script needs stays in
	 * the head (WordPress lowers a dependency to its earliest dependent's group).
	 *
	 * @param string[] $handles View script handles.
	 */
	private static function print_view_scripts_in_footer( array $handles ): void {
		foreach ( $handles as $handle ) {
			wp_scripts()->add_data( $handle, 'group', 1 );
		}
	}

	/**
	 * Tells administrators when the JavaScript build is missing (a source checkout without `npm run build`).
	 */
	public static function missing_build_notice(): void {
		if ( current_user_can( 'activate_plugins' ) && ! is_dir( self::build_dir() ) ) {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html__( 'OpenGive: the block build is missing. Run "npm run build" in the plugin\'s source folder.', 'opengive' )
			);
		}
	}
}
