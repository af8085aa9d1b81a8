<?php
/**
 * GET /opengive/v1/donors/{id}/wall-comments: a donor's commented gifts and whether the wall hides
 * each, for the moderation list on the donor's record (hiding goes through comment-visibility).
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall\Rest;

use OpenGive\DonorWall\WallRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only, for the people who may see donations.
 */
final class DonorCommentsController extends \WP_REST_Controller {

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
		$this->rest_base  = 'donors/(?P<id>\d+)/wall-comments';
		$this->repository = $repository;
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
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => static function () {
						return Gate::allow( Capabilities::VIEW_PAYMENTS );
					},
					'args'                => array(
						'id' => array(
							'description' => __( 'Donor id.', 'opengive' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
					),
				),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( $this->repository->comments_of_donor( (int) $request['id'] ) );
			}
		);
	}
}
