<?php
/**
 * Setup: the first-run guided setup (organisation, payments, a first form on a new page).
 *
 * @package OpenGive
 */

namespace OpenGive\Setup;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Setup\Rest\SetupController;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Opens the setup once after the first activation, keeps a notice while it is unfinished, and
 * registers its route (the screen is one of Admin\AdminPages' screens).
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			FirstForm::class,
			static function ( Container $c ) {
				return new FirstForm( $c->get( GatewayRegistry::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_action( 'admin_init', array( self::class, 'open_after_activation' ) );
		add_filter( 'opengive_admin_notices', array( self::class, 'unfinished_notice' ) );
		add_action(
			'rest_api_init',
			static function () use ( $container ) {
				( new SetupController( $container->get( FirstForm::class ) ) )->register_routes();
			}
		);
	}

	/**
	 * The first admin page after the first activation opens the setup, once, for someone who may
	 * do it (not for a bulk activation, where WordPress shows its own list).
	 */
	public static function open_after_activation(): void {
		if ( ! get_option( SetupState::REDIRECT_OPTION ) || wp_doing_ajax() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		delete_option( SetupState::REDIRECT_OPTION );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to leave a bulk activation alone.
		if ( isset( $_GET['activate-multi'] ) || is_network_admin() ) {
			return;
		}
		wp_safe_redirect( SetupState::url() );
		exit;
	}

	/**
	 * While a setup is under way (started, neither finished nor skipped), OpenGive's screens offer
	 * to resume it.
	 *
	 * @param array<int, array<string, mixed>> $notices Notices.
	 * @return array<int, array<string, mixed>>
	 */
	public static function unfinished_notice( array $notices ): array {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		// Not on the setup itself.
		if ( 'started' !== SetupState::get()['status'] || ! current_user_can( 'manage_options' ) || ( null !== $screen && false !== strpos( $screen->id, 'opengive-setup' ) ) ) {
			return $notices;
		}
		$notices[] = array(
			'id'          => 'setup-unfinished',
			'type'        => 'info',
			'message'     => __( 'OpenGive’s setup is not finished: your organisation, a way to pay and a first form take a few minutes.', 'opengive' ),
			'link'        => array( SetupState::url(), __( 'Resume the setup', 'opengive' ) ),
			'autoDismiss' => 0,
		);
		return $notices;
	}
}
