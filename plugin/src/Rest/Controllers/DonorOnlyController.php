<?php
/**
 * Base for routes a logged-in donor (or an administrator) calls about their own records.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

defined( 'ABSPATH' ) || exit;

/**
 * Logged-out callers get 401 here; the actions behind decide ownership (403 for someone else's).
 */
abstract class DonorOnlyController extends \WP_REST_Controller {

	/**
	 * Only logged-in users reach the action.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'Please log in to manage your recurring gifts.', 'opengive' ), array( 'status' => 401 ) );
		}
		return true;
	}
}
