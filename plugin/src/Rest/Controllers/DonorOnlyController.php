<?php
/**
 * Base for routes a logged-in donor (or an administrator) calls about their own records.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Rest\ErrorResponder;

defined( 'ABSPATH' ) || exit;

/**
 * Logged-out callers get 401; a logged-in caller who may not act on the record in the path gets the
 * refusal here too (404 unknown, 403 someone else's), so the permission layer, not the action,
 * decides who gets in and the capability matrix shows "deny" for other users.
 */
abstract class DonorOnlyController extends \WP_REST_Controller {

	/**
	 * Only logged-in users who may act on the record reach the action.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'Please log in to manage your recurring gifts.', 'opengive' ), array( 'status' => 401 ) );
		}
		return ErrorResponder::run(
			function () use ( $request ) {
				$this->check_access( $request, get_current_user_id() );
				return true;
			}
		);
	}

	/**
	 * Throws the refusal when the user may not act on the record (the action checks again, so a
	 * caller that skips REST is held to the same rule).
	 *
	 * @param \WP_REST_Request $request Request (the record id is its path parameter id).
	 * @param int              $user_id Logged-in user.
	 * @throws \OpenGive\Support\Exceptions\OpenGiveException When the user may not.
	 */
	abstract protected function check_access( $request, int $user_id ): void;
}
