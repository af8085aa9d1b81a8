<?php
/**
 * GET /opengive/v1/campaigns/{id}/progress: the one campaign view the public may read.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\CampaignSchema;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Narrow and redacted on purpose: title and progress of an active campaign, nothing about donors.
 * The admin collection stays behind capabilities.
 */
final class CampaignProgressController extends \WP_REST_Controller {

	/**
	 * Campaigns.
	 *
	 * @var CampaignRepository
	 */
	private $campaigns;

	/**
	 * Progress.
	 *
	 * @var GoalProgress
	 */
	private $progress;

	/**
	 * Constructor.
	 *
	 * @param CampaignRepository $campaigns Campaigns.
	 * @param GoalProgress       $progress  Progress.
	 */
	public function __construct( CampaignRepository $campaigns, GoalProgress $progress ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'campaigns/(?P<id>\d+)/progress';
		$this->campaigns = $campaigns;
		$this->progress  = $progress;
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
					'callback'            => array( $this, 'get_item' ),
					// Public: what the campaign block prints on any page; no donor data.
					'permission_callback' => '__return_true',
					'args'                => array(
						'id' => array(
							'description'       => __( 'Campaign id.', 'opengive' ),
							'type'              => 'integer',
							'minimum'           => 1,
							'validate_callback' => 'rest_validate_request_arg',
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
				$campaign = $this->campaigns->find( (int) $request['id'] );
				if ( null === $campaign || CampaignStatus::ACTIVE !== $campaign->status ) {
					throw new NotFoundException( 'opengive_campaign_not_found', __( 'That campaign does not exist.', 'opengive' ) );
				}
				$full = CampaignSchema::prepare( $campaign, $this->progress->for_campaign( $campaign ) );
				return rest_ensure_response( array_intersect_key( $full, array_flip( array( 'id', 'title', 'shortDescription', 'goalType', 'goalStats', 'currency', 'defaultFormId' ) ) ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		$full = CampaignSchema::schema();
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/campaign-progress',
			'type'       => 'object',
			'properties' => array_intersect_key( $full['properties'], array_flip( array( 'id', 'title', 'shortDescription', 'goalType', 'goalStats', 'currency', 'defaultFormId' ) ) ),
		);
	}
}
