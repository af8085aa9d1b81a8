<?php
/**
 * The charity site's chrome that is not a block: the sticky header (a block style on template
 * parts, or the opengive_sticky_header setting for the header part of any block theme) and the
 * "Reveal on scroll" block style. Back to Top and Preloader are blocks (blocks/).
 *
 * @package OpenGive
 */

namespace OpenGive\Chrome;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block styles and adds the scripts only to pages whose markup uses them.
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
		add_action( 'init', array( HeaderChrome::class, 'register' ) );
		add_filter( 'render_block_core/template-part', array( HeaderChrome::class, 'render_template_part' ), 10, 2 );
		add_filter( 'render_block', array( HeaderChrome::class, 'render_reveal' ), 10, 2 );
	}
}
