<?php
/**
 * /givewp/v3/campaigns: full CRUD, with goal progress.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\CampaignSchema;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Campaigns for the admin (the public reads progress through a narrow route instead).
 */
final class CampaignsController extends V3Controller {

	use CampaignListQuery;

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
		parent::__construct();
		$this->rest_base = 'campaigns';
		$this->campaigns = $campaigns;
		$this->progress  = $progress;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$this->register_collection_route( array( $this->create_endpoint(), $this->bulk_delete_endpoint( 'create_item_permissions_check' ) ) );
		$this->register_item_route(
			array(),
			array( $this->update_endpoint( 'create_item_permissions_check' ), $this->delete_endpoint( 'create_item_permissions_check' ) )
		);
		( new CampaignRoutes( $this->namespace, $this->campaigns, $this ) )->register();
	}

	/**
	 * Active campaigns are public (GiveWP's campaign blocks read them without a login); asking for
	 * any other status needs the right to see unpublished campaigns.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$statuses = self::listed( $request, 'status' );
		if ( null !== $statuses && array( CampaignStatus::ACTIVE ) === $statuses ) {
			return true;
		}
		return Gate::when( self::can_view_private() );
	}

	/**
	 * Anyone may ask; get_item() answers 401/403 for a campaign that is not active.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Who sees draft, inactive and archived campaigns: form editors (GiveWP's rule) and staff who
	 * see payments (OpenGive's Campaigns screen is theirs).
	 */
	public static function can_view_private(): bool {
		return current_user_can( Capabilities::EDIT_FORMS ) || current_user_can( Capabilities::VIEW_PAYMENTS );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		$args = parent::get_endpoint_args_for_item_schema( $method );
		if ( \WP_REST_Server::CREATABLE === $method ) {
			$args['title']['required'] = true;
			$args['goal']['required']  = true;
		}
		return $args;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_FORMS );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query     = $this->list_query( $request );
		$campaigns = $this->campaigns->list( $query );
		$progress  = $this->progress->for_campaigns( $campaigns );
		$items     = array();
		foreach ( $campaigns as $campaign ) {
			$items[] = $this->prepare_response_for_collection( $this->respond( $campaign, $progress[ $campaign->id ] ) );
		}
		return $this->paginated( $items, $this->campaigns->count( $query ), $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->found( (int) $request['id'] );
				if ( CampaignStatus::ACTIVE !== $campaign->status ) {
					$allowed = Gate::when( self::can_view_private() );
					if ( true !== $allowed ) {
						return $allowed;
					}
				}
				return $this->respond( $campaign, $this->progress->for_campaign( $campaign ) );
			}
		);
	}

	/**
	 * The response for one campaign (for the extra campaign routes).
	 *
	 * @param Campaign $campaign Campaign.
	 */
	public function response_for( Campaign $campaign ): \WP_REST_Response {
		return $this->respond( $campaign, $this->progress->for_campaign( $campaign ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = new Campaign();
				CampaignSchema::apply( $campaign, $request );
				CampaignSchema::check( $campaign );
				$this->campaigns->save( $campaign );
				$response = $this->respond( $campaign, $this->progress->for_campaign( $campaign ) );
				$response->set_status( 201 );
				$response->header( 'Location', rest_url( "{$this->namespace}/campaigns/{$campaign->id}" ) );
				return $response;
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
				$campaign = $this->found( (int) $request['id'] );
				CampaignSchema::apply( $campaign, $request );
				CampaignSchema::check( $campaign );
				$this->campaigns->save( $campaign );
				return $this->respond( $campaign, $this->progress->for_campaign( $campaign ) );
			}
		);
	}

	/**
	 * Archives a campaign (GiveWP has no campaign trash: its list table archives), or with
	 * force=true deletes it; its gifts stay, no longer counted toward it.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->found( (int) $request['id'] );
				$previous = CampaignSchema::prepare( $campaign, $this->progress->for_campaign( $campaign ) );
				if ( empty( $request['force'] ) ) {
					$campaign->status = CampaignStatus::ARCHIVED;
					$this->campaigns->save( $campaign );
					return rest_ensure_response(
						array(
							'deleted'  => true,
							'trashed'  => true,
							'previous' => $previous,
						)
					);
				}
				$this->campaigns->delete( $campaign->id );
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'previous' => $previous,
					)
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = CampaignSchema::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The response with links to the campaign's gifts and default form.
	 *
	 * @param Campaign                                         $campaign Campaign.
	 * @param array{actual: int, percentage: float, goal: int} $progress Progress.
	 */
	private function respond( Campaign $campaign, array $progress ): \WP_REST_Response {
		$response = rest_ensure_response( CampaignSchema::prepare( $campaign, $progress ) );
		$links    = array(
			'self'      => array( 'href' => rest_url( "{$this->namespace}/campaigns/{$campaign->id}" ) ),
			'donations' => array( 'href' => add_query_arg( 'campaignId', $campaign->id, rest_url( "{$this->namespace}/donations" ) ) ),
		);
		if ( null !== $campaign->default_form_id ) {
			$links['form'] = array(
				'href'       => rest_url( "{$this->namespace}/forms/{$campaign->default_form_id}" ),
			);
		}
		$response->add_links( $links );
		return $response;
	}

	/**
	 * The campaign or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	public function found( int $id ): Campaign {
		$campaign = $this->campaigns->find( $id );
		if ( null === $campaign ) {
			throw new NotFoundException( 'opengive_campaign_not_found', __( 'That campaign does not exist.', 'opengive' ) );
		}
		return $campaign;
	}
}
