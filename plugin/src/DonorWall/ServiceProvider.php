<?php
/**
 * The donor wall: block data, [give_donor_wall], give_get_donor_comments, its REST twin, moderation.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall;

use OpenGive\DonorWall\Ajax\GetDonorCommentsAction;
use OpenGive\DonorWall\Rest\CommentVisibilityController;
use OpenGive\DonorWall\Rest\DonorCommentsController;
use OpenGive\DonorWall\Rest\DonorWallController;
use OpenGive\Plugin;
use OpenGive\Support\Container;
use OpenGive\Support\ServiceProvider as ServiceProviderContract;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the donor wall.
 */
final class ServiceProvider implements ServiceProviderContract {

	const SHORTCODE = 'give_donor_wall';

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function register( Container $container ): void {
		$container->singleton(
			WallRepository::class,
			static function () {
				return new WallRepository();
			}
		);
		$container->singleton(
			WallRenderer::class,
			static function ( Container $c ) {
				return new WallRenderer( $c->get( WallRepository::class ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Container $container The container.
	 */
	public function boot( Container $container ): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'render_shortcode' ) );
		$load_more = static function () use ( $container ) {
			( new GetDonorCommentsAction( $container->get( WallRenderer::class ) ) )->handle();
		};
		add_action( 'wp_ajax_' . GetDonorCommentsAction::ACTION, $load_more );
		add_action( 'wp_ajax_nopriv_' . GetDonorCommentsAction::ACTION, $load_more );
		add_action(
			'rest_api_init',
			static function () use ( $container ) {
				( new DonorWallController( $container->get( WallRenderer::class ) ) )->register_routes();
				( new CommentVisibilityController( $container->get( WallRepository::class ) ) )->register_routes();
				( new DonorCommentsController( $container->get( WallRepository::class ) ) )->register_routes();
			}
		);
	}

	/**
	 * [give_donor_wall]: the block's own markup, so the block's style and script apply.
	 *
	 * @param array<string, mixed>|string $atts Shortcode attributes ('' when none).
	 */
	public static function render_shortcode( $atts ): string {
		$atts          = WallAttributes::parse( $atts );
		$atts['paged'] = self::requested_page();
		wp_enqueue_style( 'opengive-donor-wall-style' );
		wp_enqueue_script( 'opengive-donor-wall-view-script' );
		return Plugin::container()->get( WallRenderer::class )->wall( $atts );
	}

	/**
	 * The page a no-JavaScript "Load more" link asked for (?opengive-wall-page=2).
	 */
	public static function requested_page(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public page number, bounded below.
		$page = isset( $_GET['opengive-wall-page'] ) && is_string( $_GET['opengive-wall-page'] ) ? sanitize_text_field( wp_unslash( $_GET['opengive-wall-page'] ) ) : '1';
		return preg_match( '/^\d{1,5}$/', $page ) ? max( 1, (int) $page ) : 1;
	}
}
