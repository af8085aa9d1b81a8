<?php
/**
 * Subscriptions domain: recurring gifts and their renewals.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions;

use OpenGive\Donations\Emails\DonationEmails;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Subscriptions\Actions\ProcessRenewals;
use OpenGive\Subscriptions\Actions\SubscriptionAccess;
use OpenGive\Subscriptions\Actions\UpdatePaymentMethod;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Bindings, the hourly renewal job and the renewal emails.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			SubscriptionRepository::class,
			static function () {
				return new SubscriptionRepository();
			}
		);
		$container->singleton(
			ProcessRenewals::class,
			static function ( Container $c ) {
				return new ProcessRenewals( $c->get( SubscriptionRepository::class ), $c->get( DonationRepository::class ), $c->get( DonorRepository::class ), $c->get( GatewayRegistry::class ) );
			}
		);
		$container->singleton(
			SubscriptionAccess::class,
			static function ( Container $c ) {
				return new SubscriptionAccess( $c->get( SubscriptionRepository::class ), $c->get( DonorRepository::class ) );
			}
		);
		$container->singleton(
			UpdatePaymentMethod::class,
			static function ( Container $c ) {
				return new UpdatePaymentMethod( $c->get( SubscriptionRepository::class ), $c->get( SubscriptionAccess::class ), $c->get( GatewayRegistry::class ) );
			}
		);
		$container->singleton(
			ChangeRenewalAmount::class,
			static function ( Container $c ) {
				return new ChangeRenewalAmount( $c->get( SubscriptionRepository::class ), $c->get( SubscriptionAccess::class ), $c->get( FormRepository::class ) );
			}
		);
		$container->singleton(
			CancelSubscription::class,
			static function ( Container $c ) {
				return new CancelSubscription( $c->get( SubscriptionRepository::class ), $c->get( SubscriptionAccess::class ) );
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
			ProcessRenewals::HOOK,
			static function () use ( $container ) {
				( $container->get( ProcessRenewals::class ) )();
			}
		);
		add_action(
			'init',
			static function () {
				if ( ! wp_next_scheduled( ProcessRenewals::HOOK ) ) {
					wp_schedule_event( time() + MINUTE_IN_SECONDS, 'hourly', ProcessRenewals::HOOK );
				}
			}
		);
		// Each renewal gets the same receipt and site notice as a first gift.
		add_action(
			'opengive_renewal_created',
			static function ( $renewal ) use ( $container ) {
				$container->get( DonationEmails::class )->on_donation_created( $renewal, home_url( '/' ) );
			}
		);
		add_action(
			'opengive_renewal_failed',
			static function ( $renewal, $subscription, $message, $next_try = null ) use ( $container ) {
				$container->get( DonationEmails::class )->on_renewal_failed( $renewal, (string) $message, is_string( $next_try ) ? $next_try : null );
			},
			10,
			4
		);
	}
}
