<?php
/**
 * Donation forms domain.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms;

use OpenGive\Forms\Ajax\FormNonceActions;
use OpenGive\Forms\Ajax\GetStatesAction;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Forms\Views\FormView;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the form post type and its repository.
 */
final class ServiceProvider implements ServiceProviderContract {

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			FormRepository::class,
			static function () {
				return new FormRepository();
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_action( 'init', array( FormPostType::class, 'register' ) );
		add_filter( 'rest_prepare_' . FormPostType::POST_TYPE, array( FormPassword::class, 'withhold_rest_meta' ), 10, 3 );
		add_action( 'init', array( self::class, 'flush_rewrites_after_activation' ), 99 );
		add_action( 'wp_ajax_' . GetStatesAction::ACTION, array( GetStatesAction::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . GetStatesAction::ACTION, array( GetStatesAction::class, 'handle' ) );
		add_action(
			'template_redirect',
			static function () use ( $container ) {
				( new FormView( $container->get( FormRepository::class ) ) )->maybe_render();
			}
		);
		foreach ( array( 'wp_ajax_', 'wp_ajax_nopriv_' ) as $hook ) {
			add_action( $hook . FormNonceActions::NONCE, array( FormNonceActions::class, 'nonce' ) );
			add_action( $hook . FormNonceActions::RESET_ALL, array( FormNonceActions::class, 'reset_all' ) );
		}
	}

	/**
	 * Flushes rewrite rules once after activation, when the post type exists.
	 */
	public static function flush_rewrites_after_activation(): void {
		if ( get_option( 'opengive_flush_rewrite_rules' ) ) {
			delete_option( 'opengive_flush_rewrite_rules' );
			flush_rewrite_rules( false );
		}
	}
}
