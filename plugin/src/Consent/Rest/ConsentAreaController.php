<?php
/**
 * The consent-area route, GET opengive/v1/consent/consent-area/{post_id}/{block_id} (spec section 7):
 * a consent-area block's content once its category or service is allowed.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Rest;

use OpenGive\Consent\ConsentArea;
use OpenGive\Consent\CurrentVisitor;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * GET consent/consent-area/{post_id}/{block_id}: answers from the caller's own consent cookies.
 */
final class ConsentAreaController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$public = '__return_true';
		register_rest_route(
			ConsentController::NAMESPACE_,
			'/consent/consent-area/(?P<post_id>\d+)/(?P<block_id>[A-Za-z0-9_-]{1,64})',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'consent_area' ),
				'permission_callback' => $public,
			)
		);
	}

	/**
	 * GET consent-area/{post_id}/{block_id}: the content of a consent-area block, once its category
	 * (read from the request's consent cookies) is allowed.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function consent_area( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			static function () use ( $request ) {
				$block = ConsentArea::find( (int) $request['post_id'], (string) $request['block_id'] );
				if ( null === $block ) {
					throw new NotFoundException( 'opengive_consent_area_not_found', __( 'There is no such consent area on a published page.', 'opengive' ) );
				}
				$category = ConsentArea::category( $block );
				$service  = ConsentArea::service( $block );
				$allowed  = '' !== $service ? CurrentVisitor::has_service_consent( $service ) : CurrentVisitor::has_consent( $category );
				if ( ! $allowed ) {
					throw new OpenGiveException( 'opengive_consent_required', sprintf( /* translators: %s: consent category */ __( 'This content is shown only after you allow %s cookies.', 'opengive' ), $category ), 403, array( 'category' => $category ) );
				}
				$response = rest_ensure_response( ConsentArea::content( $block ) );
				// Depends on the caller's cookies: no shared cache may keep it.
				$response->header( 'Cache-Control', 'private, no-store' );
				return $response;
			}
		);
	}
}
