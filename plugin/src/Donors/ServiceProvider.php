<?php
/**
 * Donors domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors;

use OpenGive\Donors\Ajax\DonationLoginAction;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Verification\EmailVerification;
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
		// Confirmation links from the email land on the home page; handled before any template.
		add_action(
			'template_redirect',
			static function () use ( $container ) {
				( new EmailVerification( $container->get( DonorRepository::class ) ) )->handle_request();
			},
			0
		);
		add_action( 'wp_ajax_nopriv_' . DonationLoginAction::NONCE, array( DonationLoginAction::class, 'nonce' ) );
		add_action( 'wp_ajax_' . DonationLoginAction::NONCE, array( DonationLoginAction::class, 'nonce' ) );
		add_action( 'wp_ajax_nopriv_' . DonationLoginAction::LOGIN, array( DonationLoginAction::class, 'login' ) );
		// A donor logged in elsewhere in another tab still gets an answer, not admin-ajax's bare 0.
		add_action( 'wp_ajax_' . DonationLoginAction::LOGIN, array( DonationLoginAction::class, 'login' ) );
		foreach ( array( 'wp_ajax_', 'wp_ajax_nopriv_' ) as $hook ) {
			add_action( $hook . DonationLoginAction::SHOW_LOGIN, array( DonationLoginAction::class, 'show_login' ) );
			add_action( $hook . DonationLoginAction::SHOW_REGISTER, array( DonationLoginAction::class, 'show_register' ) );
			add_action( $hook . DonationLoginAction::CANCEL_LOGIN, array( DonationLoginAction::class, 'cancel_login' ) );
		}
	}
}
