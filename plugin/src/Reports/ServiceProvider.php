<?php
/**
 * Reports: the admin overview's aggregate route.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Reports\Rest\OverviewController;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the reports.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			OverviewReport::class,
			static function ( Container $c ) {
				return new OverviewReport( new OverviewQuery(), $c->get( CampaignRepository::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_action(
			'rest_api_init',
			static function () use ( $container ) {
				( new OverviewController( $container->get( OverviewReport::class ) ) )->register_routes();
			}
		);
	}
}
