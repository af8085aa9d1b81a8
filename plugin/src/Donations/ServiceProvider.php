<?php
/**
 * Donations domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Actions\ReadGiveWpForm;
use OpenGive\Donations\Actions\ReconcileTotals;
use OpenGive\Donations\Ajax\ProcessDonationAction;
use OpenGive\Donations\Emails\DonationEmails;
use OpenGive\Donations\Receipts\GetReceiptAction;
use OpenGive\Donations\Receipts\PrivatePages;
use OpenGive\Donations\Receipts\ReceiptPage;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Actions\RefundDonation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Session\DonorSession;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Container;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Binds the donation services and the no-JavaScript form handler.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			DonationRepository::class,
			static function () {
				return new DonationRepository();
			}
		);
		$container->singleton(
			DonationNoteRepository::class,
			static function () {
				return new DonationNoteRepository();
			}
		);
		$container->singleton(
			RefundDonation::class,
			static function ( Container $c ) {
				return new RefundDonation( $c->get( DonationRepository::class ), $c->get( DonationNoteRepository::class ), $c->get( GatewayRegistry::class ) );
			}
		);
		$container->singleton(
			CreateDonation::class,
			static function ( Container $c ) {
				return new CreateDonation( $c->get( FormRepository::class ), $c->get( DonorRepository::class ), $c->get( DonationRepository::class ), $c->get( GatewayRegistry::class ), new RateLimiter(), $c->get( SubscriptionRepository::class ) );
			}
		);
		$container->singleton(
			ReceiptBuilder::class,
			static function ( Container $c ) {
				return new ReceiptBuilder( $c->get( FormRepository::class ), $c->get( GatewayRegistry::class ), $c->get( SubscriptionRepository::class ) );
			}
		);
		$container->singleton(
			DonationEmails::class,
			static function ( Container $c ) {
				return new DonationEmails( $c->get( ReceiptBuilder::class ) );
			}
		);
		$container->singleton(
			HandleDonationFormPost::class,
			static function ( Container $c ) {
				return new HandleDonationFormPost( $c->get( CreateDonation::class ), $c->get( FormRepository::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		// Once a day: campaign totals against their donations, repaired and reported when they drifted.
		add_action(
			ReconcileTotals::HOOK,
			static function () use ( $container ) {
				( new ReconcileTotals( $container->get( DonationRepository::class )->totals() ) )();
			}
		);
		add_action(
			'init',
			static function () {
				if ( ! wp_next_scheduled( ReconcileTotals::HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', ReconcileTotals::HOOK );
				}
			}
		);
		$handler = static function () use ( $container ) {
			$container->get( HandleDonationFormPost::class )->handle();
		};
		add_action( 'admin_post_nopriv_' . HandleDonationFormPost::ACTION, $handler );
		add_action( 'admin_post_' . HandleDonationFormPost::ACTION, $handler );
		$receipt = static function () use ( $container ) {
			( new GetReceiptAction( $container->get( DonationRepository::class ), $container->get( ReceiptBuilder::class ) ) )->handle();
		};
		add_action( 'wp_ajax_' . GetReceiptAction::ACTION, $receipt );
		add_action( 'wp_ajax_nopriv_' . GetReceiptAction::ACTION, $receipt );
		$process = static function () use ( $container ) {
			( new ProcessDonationAction( $container->get( CreateDonation::class ), new ReadGiveWpForm( $container->get( FormRepository::class ) ) ) )->handle();
		};
		add_action( 'wp_ajax_' . ProcessDonationAction::ACTION, $process );
		add_action( 'wp_ajax_nopriv_' . ProcessDonationAction::ACTION, $process );
		add_action( 'opengive_donation_created', array( DonorSession::class, 'start' ), 5, 0 );
		add_action( 'send_headers', array( PrivatePages::class, 'send' ) );
		add_filter(
			'the_content',
			static function ( $content ) use ( $container ) {
				return ( new ReceiptPage( $container->get( DonationRepository::class ), $container->get( ReceiptBuilder::class ) ) )->prepend( $content );
			},
			5
		);
		add_action(
			'opengive_donation_created',
			static function ( $donation, $return_url ) use ( $container ) {
				$container->get( DonationEmails::class )->on_donation_created( $donation, (string) $return_url );
			},
			10,
			2
		);
	}
}
