<?php
/**
 * Donors domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Binds the donor repository.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			DonorRepository::class,
			static function () {
				return new DonorRepository();
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
