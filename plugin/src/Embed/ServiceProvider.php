<?php
/**
 * Donation embed domain: the form on any website (issue 15).
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Views\FormView;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * embed.js and its headers, GiveWP's form and receipt routes, the locale parameter and the frame
 * headers of the form view.
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
		// Before any translation loads (the plugin starts on plugins_loaded).
		FormLocale::apply();
		add_action( 'init', array( EmbedScript::class, 'maybe_serve' ), 0 );
		// Registered before blocks (init 10), whose block.json names the handle.
		add_action( 'init', array( EmbedScript::class, 'register' ), 5 );
		add_action( 'opengive_form_view_headers', array( FrameHeaders::class, 'send' ) );
		add_action( 'wp_ajax_nopriv_' . PopupLogin::ACTION, array( PopupLogin::class, 'to_login' ) );
		add_action( 'wp_ajax_' . PopupLogin::ACTION, array( PopupLogin::class, 'hand_back' ) );
		add_action(
			'template_redirect',
			static function () use ( $container ) {
				GiveWpRoutes::maybe_render(
					new FormView( $container->get( FormRepository::class ) ),
					$container->get( DonationRepository::class )
				);
			},
			9
		);
	}
}
