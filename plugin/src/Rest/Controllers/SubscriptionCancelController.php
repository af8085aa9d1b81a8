<?php
/**
 * POST /opengive/v1/subscriptions/{id}/cancel: a donor (or an administrator) ends a recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\SubscriptionRouteArgs;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Actions\SubscriptionAccess;

defined( 'ABSPATH' ) || exit;

/**
 * Logged-in callers only (401 otherwise), and only the subscription's owner or staff with
 * edit_give_payments (403 for anyone else, checked in the permission callback).
 */
final class SubscriptionCancelController extends DonorOnlyController {

	/**
	 * Cancels subscriptions.
	 *
	 * @var CancelSubscription
	 */
	private $cancel;

	/**
	 * Who may manage which subscription.
	 *
	 * @var SubscriptionAccess
	 */
	private $access;

	/**
	 * Constructor.
	 *
	 * @param CancelSubscription $cancel Cancels subscriptions.
	 * @param SubscriptionAccess $access Who may manage which subscription.
	 */
	public function __construct( CancelSubscription $cancel, SubscriptionAccess $access ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'subscriptions/(?P<id>\d+)/cancel';
		$this->cancel    = $cancel;
		$this->access    = $access;
	}

	/**
	 * The owner or staff who manage payments.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param int              $user_id Logged-in user.
	 */
	protected function check_access( $request, int $user_id ): void {
		$this->access->manageable( (int) $request['id'], $user_id );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'id' => SubscriptionRouteArgs::id(),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Cancels.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$subscription = ( $this->cancel )( (int) $request['id'], get_current_user_id() );
				return rest_ensure_response(
					array(
						'id'     => $subscription->id,
						'status' => $subscription->status,
					)
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/subscription-cancel',
			'type'       => 'object',
			'properties' => array(
				'id'     => array(
					'description' => __( 'Subscription id.', 'opengive' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'status' => array(
					'description' => __( 'Status after the call: cancelled.', 'opengive' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}
}
