<?php
/**
 * Site Health: OpenGive's status tests and debug information, and the mail listener they read.
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Container;
use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * The tests are direct (run when the Status screen loads); the mail listener is always on.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			MailHealth::class,
			static function () {
				return new MailHealth();
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		$container->get( MailHealth::class )->listen();
		add_filter(
			'site_status_tests',
			static function ( $tests ) use ( $container ) {
				$tests = (array) $tests;
				foreach ( Checks::methods() as $id => $method ) {
					$tests['direct'][ $id ] = array(
						'label' => __( 'OpenGive', 'opengive' ),
						'test'  => static function () use ( $container, $method ) {
							$checks = new Checks( $container->get( GatewayRegistry::class ), new Migrator(), $container->get( MailHealth::class ), Environment::current() );
							return $checks->$method();
						},
					);
				}
				return $tests;
			}
		);
		add_filter(
			'debug_information',
			static function ( $info ) use ( $container ) {
				return ( new DebugInfo( $container->get( GatewayRegistry::class ), new Migrator() ) )->add( (array) $info );
			}
		);
	}
}
