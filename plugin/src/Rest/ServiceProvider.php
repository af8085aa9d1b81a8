<?php
/**
 * REST routes.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Actions\RefundDonation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\Controllers\CampaignProgressController;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Gateways\Actions\LoadGatewayFields;
use OpenGive\Rest\Controllers\DonateController;
use OpenGive\Rest\Controllers\GatewayFieldsController;
use OpenGive\Rest\Controllers\StatesController;
use OpenGive\Rest\Controllers\StripeReturnController;
use OpenGive\Rest\Controllers\StripeWebhookController;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Rest\Controllers\SubscriptionCancelController;
use OpenGive\Rest\Controllers\SubscriptionPaymentMethodController;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Actions\SubscriptionAccess;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Subscriptions\Actions\UpdatePaymentMethod;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every controller on rest_api_init, so ordinary page loads build none of them.
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
		// WordPress's namespace indexes (/wp-json/opengive/v1, /wp-json/givewp/v3) take untyped
		// arguments and die with a TypeError (500) when `namespace` is an array (found by tests/fuzz).
		// Typed, core's own validation answers 400 rest_invalid_param instead.
		add_filter(
			'rest_endpoints',
			static function ( $endpoints ) {
				foreach ( array( '/opengive/v1', '/givewp/v3' ) as $index ) {
					foreach ( array( 'namespace', 'context' ) as $arg ) {
						if ( isset( $endpoints[ $index ][0]['args'][ $arg ] ) && is_array( $endpoints[ $index ][0]['args'][ $arg ] ) ) {
							$endpoints[ $index ][0]['args'][ $arg ]['type'] = 'string';
						}
					}
				}
				return $endpoints;
			}
		);
		add_action(
			'rest_api_init',
			static function () use ( $container ) {
				( new DonateController( $container->get( CreateDonation::class ), $container->get( ReceiptBuilder::class ) ) )->register_routes();
				( new StatesController() )->register_routes();
				( new StripeReturnController( $container->get( DonationRepository::class ), $container->get( GatewayRegistry::class ) ) )->register_routes();
				( new StripeWebhookController( new \OpenGive\Gateways\Webhooks\StripeWebhook( $container->get( DonationRepository::class ) ) ) )->register_routes();
				( new GatewayFieldsController( $container->get( LoadGatewayFields::class ) ) )->register_routes();
				( new SubscriptionCancelController( $container->get( CancelSubscription::class ), $container->get( SubscriptionAccess::class ) ) )->register_routes();
				( new V3\DonationsController( $container->get( DonationRepository::class ), $container->get( DonationNoteRepository::class ), $container->get( RefundDonation::class ), $container->get( DonorRepository::class ) ) )->register_routes();
				( new V3\DonorsController( $container->get( DonorRepository::class ), $container->get( DonationRepository::class ) ) )->register_routes();
				( new V3\SubscriptionsController( $container->get( SubscriptionRepository::class ), $container->get( CancelSubscription::class ), $container->get( DonorRepository::class ), $container->get( DonationRepository::class ) ) )->register_routes();
				( new V3\FormsController() )->register_routes();
				( new V3\CampaignsController( $container->get( CampaignRepository::class ), $container->get( GoalProgress::class ) ) )->register_routes();
				( new CampaignProgressController( $container->get( CampaignRepository::class ), $container->get( GoalProgress::class ) ) )->register_routes();
				( new SubscriptionPaymentMethodController( $container->get( UpdatePaymentMethod::class ), $container->get( ChangeRenewalAmount::class ), new RateLimiter(), $container->get( SubscriptionAccess::class ) ) )->register_routes();
			}
		);
	}
}
