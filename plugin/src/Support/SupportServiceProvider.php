<?php
/**
 * Cross-domain services: migrations and the tables' recorded character sets.
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

use OpenGive\Support\Database\TableCharsets;
use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Upgrades the schema when the code is newer than the database (e.g. after a plugin update,
 * which does not fire the activation hook).
 */
final class SupportServiceProvider implements ServiceProvider {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			Migrator::class,
			static function () {
				return new Migrator();
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		TableCharsets::register();
		$migrator = $container->get( Migrator::class );
		if ( $migrator->is_pending() ) {
			$migrator->run();
		}
	}
}
