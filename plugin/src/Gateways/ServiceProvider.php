<?php
/**
 * Payment gateways domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Actions\LoadGatewayFields;
use OpenGive\Gateways\Ajax\LoadGatewayAction;
use OpenGive\Gateways\Gateways\OfflineGateway;
use OpenGive\Gateways\Gateways\StripeGateway;
use OpenGive\Gateways\Gateways\TwoCheckoutGateway;
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
				$registry->add( new StripeGateway() );
				$registry->add( new TwoCheckoutGateway() );
				/**
				 * Lets other plugins add payment gateways.
				 *
				 * @param GatewayRegistry $registry The registry.
				 */
				do_action( 'opengive_register_gateways', $registry );
				return $registry;
			}
		);
		$container->singleton(
			LoadGatewayFields::class,
			static function ( Container $c ) {
				return new LoadGatewayFields( $c->get( FormRepository::class ), $c->get( GatewayRegistry::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		$load = static function () use ( $container ) {
			( new LoadGatewayAction( $container->get( LoadGatewayFields::class ) ) )->handle();
		};
		add_action( 'wp_ajax_' . LoadGatewayAction::ACTION, $load );
		add_action( 'wp_ajax_nopriv_' . LoadGatewayAction::ACTION, $load );
	}
}
