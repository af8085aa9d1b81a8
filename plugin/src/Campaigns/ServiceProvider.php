<?php
/**
 * Campaigns.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Binds the campaign repository and the goal progress.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			CampaignRepository::class,
			static function () {
				return new CampaignRepository();
			}
		);
		$container->singleton(
			GoalProgress::class,
			static function () {
				return new GoalProgress();
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
