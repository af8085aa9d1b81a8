<?php
/**
 * Donor history by email.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorHistory;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Support\Container;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the email-confirm action, the link and the sign-out.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			EmailAccess::class,
			static function ( Container $c ) {
				return new EmailAccess( $c->get( DonorRepository::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		$action = static function () use ( $container ) {
			return new ConfirmEmailAction( $container->get( EmailAccess::class ), new RateLimiter() );
		};
		$confirm = static function () use ( $action ) {
			$action()->handle();
		};
		add_action( 'wp_ajax_' . ConfirmEmailAction::ACTION, $confirm );
		add_action( 'wp_ajax_nopriv_' . ConfirmEmailAction::ACTION, $confirm );
		add_action(
			'template_redirect',
			static function () use ( $action ) {
				$action()->maybe_redeem();
			},
			5
		);
		add_action( 'admin_post_nopriv_' . ConfirmEmailAction::SIGN_OUT, array( ConfirmEmailAction::class, 'sign_out' ) );
		add_action( 'admin_post_' . ConfirmEmailAction::SIGN_OUT, array( ConfirmEmailAction::class, 'sign_out' ) );
	}
}
