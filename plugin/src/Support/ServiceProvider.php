<?php
/**
 * Contract for a domain's service provider.
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

defined( 'ABSPATH' ) || exit;

/**
 * register() binds services and must not touch WordPress hooks; boot() adds the hooks.
 */
interface ServiceProvider {

	/**
	 * Binds the domain's services.
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void;

	/**
	 * Hooks the domain into WordPress.
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void;
}
