<?php
/**
 * POST /opengive/v1/donations/{id}/comment-visibility: hide a gift's comment from the donor wall.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall\Rest;

use OpenGive\DonorWall\WallRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Moderation for the people who may edit donations: the comment is kept on the gift (receipts, admin)
 * and only the wall stops showing it.
 */
final class CommentVisibilityController extends \WP_REST_Controller {

	/**
	 * Rows.
	 *
	 * @var WallRepository
	 */
	private $repository;

	/**
	 * Constructor.
	 *
	 * @param WallRepository $repository Rows.
	 */
	public function __construct( WallRepository $repository ) {
		$this->namespace  = 'opengive/v1';
		$this->rest_base  = 'donations/(?P<id>\d+)/comment-visibility';
		$this->repository = $repository;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$id = array(
			'description' => __( 'Donation id.', 'opengive' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => static function () {
						return Gate::allow( Capabilities::VIEW_PAYMENTS );
					},
					'args'                => array( 'id' => $id ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => static function () {
						return Gate::allow( Capabilities::EDIT_PAYMENTS );
					},
					'args'                => array(
						'id'     => $id,
						'hidden' => array(
							'description' => __( 'Hide the comment from the donor wall.', 'opengive' ),
							'type'        => 'boolean',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$id = (int) $request['id'];
				return rest_ensure_response(
					array(
						'id'     => $id,
						'hidden' => $this->repository->is_comment_hidden( $id ),
					)
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$id = (int) $request['id'];
				if ( ! $this->repository->set_comment_hidden( $id, (bool) $request['hidden'] ) ) {
					throw new NotFoundException( 'opengive_donation_not_found', __( 'That donation does not exist.', 'opengive' ) );
				}
				return rest_ensure_response(
					array(
						'id'     => $id,
						'hidden' => (bool) $request['hidden'],
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
			'title'      => 'opengive/comment-visibility',
			'type'       => 'object',
			'properties' => array(
				'id'     => array(
					'description' => __( 'Donation id.', 'opengive' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'hidden' => array(
					'description' => __( 'Whether the donor wall hides the comment.', 'opengive' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
				),
			),
		);
	}
}
