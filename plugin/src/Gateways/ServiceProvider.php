<?php
/**
 * Payment gateways domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways;

use OpenGive\Gateways\Gateways\OfflineGateway;
use OpenGive\Gateways\Gateways\TestGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the registry with the built-in gateways.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			GatewayRegistry::class,
			static function () {
				$registry = new GatewayRegistry();
				$registry->add( new TestGateway() );
				$registry->add( new OfflineGateway() );
				/**
				 * Lets other plugins add payment gateways.
				 *
				 * @param GatewayRegistry $registry The registry.
				 */
				do_action( 'opengive_register_gateways', $registry );
				return $registry;
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
	}
}
