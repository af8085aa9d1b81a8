<?php
/**
 * Privacy: WordPress's personal data export and erasure tools, and a suggested privacy-policy text.
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the exporters and erasers for donors, donations and subscriptions.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			PersonalData::class,
			static function () {
				return new PersonalData();
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_filter(
			'wp_privacy_personal_data_exporters',
			static function ( $exporters ) use ( $container ) {
				return $container->get( PersonalData::class )->add_exporters( (array) $exporters );
			}
		);
		add_filter(
			'wp_privacy_personal_data_erasers',
			static function ( $erasers ) use ( $container ) {
				return $container->get( PersonalData::class )->add_erasers( (array) $erasers );
			}
		);
		add_action( 'admin_init', array( PolicyText::class, 'register' ) );
		add_action( Retention::HOOK, array( Retention::class, 'run' ) );
		add_action( 'init', array( Retention::class, 'schedule' ) );
	}
}
