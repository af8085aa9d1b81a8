<?php
/**
 * /givewp/v3/subscriptions: list, read, cancel.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\SubscriptionSchema;
use OpenGive\Subscriptions\Actions\CancelSubscription;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Recurring gifts for the admin; the donor link is embeddable (_embed), read in one query per page.
 */
final class SubscriptionsController extends V3Controller {

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Cancels.
	 *
	 * @var CancelSubscription
	 */
	private $cancel;

	/**
	 * Donors (primed for embedding).
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations (donor totals primed for embedding).
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param CancelSubscription     $cancel        Cancels.
	 * @param DonorRepository        $donors        Donors.
	 * @param DonationRepository     $donations     Donations.
	 */
	public function __construct( SubscriptionRepository $subscriptions, CancelSubscription $cancel, DonorRepository $donors, DonationRepository $donations ) {
		parent::__construct();
		$this->rest_base     = 'subscriptions';
		$this->subscriptions = $subscriptions;
		$this->cancel        = $cancel;
		$this->donors        = $donors;
		$this->donations     = $donations;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$schema = array( $this, 'get_public_item_schema' );
		$this->register_collection_route();
		$this->register_item_route( self::sensitive_param() );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/cancel',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'cancel' ),
					'permission_callback' => static function () {
						return Gate::allow( Capabilities::EDIT_PAYMENTS );
					},
					'args'                => self::validated( self::id_arg() ),
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		return array(
			'id'        => 'id',
			'createdAt' => 'created_at',
			'renewsAt'  => 'renews_at',
			'amount'    => 'amount',
			'status'    => 'status',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status'     => array(
					'description' => __( 'Only subscriptions with this status.', 'opengive' ),
					'type'        => 'string',
					'enum'        => SubscriptionStatus::all(),
				),
				'mode'       => array(
					'description' => __( 'live (default, as GiveWP) or test.', 'opengive' ),
					'type'        => 'string',
					'default'     => 'live',
					'enum'        => array( 'live', 'test' ),
				),
				'campaignId' => self::id_filter( __( 'Only this campaign.', 'opengive' ) ),
				'donorId'    => self::id_filter( __( 'Only this donor.', 'opengive' ) ),
				'formId'     => self::id_filter( __( 'Only this form.', 'opengive' ) ),
			),
			self::sensitive_param()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		self::apply_equals(
			$query,
			$request,
			array(
				'status' => 'status',
				'mode'   => 'mode',
			),
			array(
				'campaignId' => 'campaign_id',
				'donorId'    => 'donor_id',
				'formId'     => 'form_id',
			)
		);
		$search = trim( (string) $request['search'] );
		if ( '' !== $search ) {
			global $wpdb;
			$donors = $wpdb->prefix . 'opengive_donors';
			// A number is an id; words are the donor's name or email (through the donors' search index;
			// an "id = 0 OR …" would have kept MariaDB from using it).
			if ( ctype_digit( $search ) ) {
				$query->equals( 'id', (int) $search );
			} else {
				list( $match, $values ) = ListQuery::search_condition( array( 'first_name', 'last_name', 'email', 'company' ), $search );
				$query->where( "donor_id IN (SELECT id FROM {$donors} WHERE {$match})", $values );
			}
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query         = $this->list_query( $request );
		$subscriptions = $this->subscriptions->list( $query );
		if ( self::embeds( $request ) ) {
			// The embedded donors then come from memory: one query for the page, not one per row.
			$ids = wp_list_pluck( $subscriptions, 'donor_id' );
			$this->donors->prime( $ids );
			$this->donations->totals_for_donors( $ids );
		}
		$items = array();
		foreach ( $subscriptions as $subscription ) {
			$items[] = $this->prepare_response_for_collection( $this->respond( $subscription, $request ) );
		}
		return $this->paginated( $items, $this->subscriptions->count( $query ), $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return $this->respond( $this->found( (int) $request['id'] ), $request );
			}
		);
	}

	/**
	 * Cancels (no more renewals).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function cancel( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$subscription                    = ( $this->cancel )( (int) $request['id'], get_current_user_id() );
				$request['includeSensitiveData'] = current_user_can( Capabilities::VIEW_SENSITIVE );
				return $this->respond( $subscription, $request );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = SubscriptionSchema::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The response, linking the donor (embeddable), form, campaign and the gifts.
	 *
	 * @param Subscription     $subscription Subscription.
	 * @param \WP_REST_Request $request      Request.
	 */
	private function respond( Subscription $subscription, \WP_REST_Request $request ): \WP_REST_Response {
		$response = rest_ensure_response( SubscriptionSchema::prepare( $subscription, ! empty( $request['includeSensitiveData'] ) ) );
		$links    = array(
			'self'      => array( 'href' => rest_url( "{$this->namespace}/subscriptions/{$subscription->id}" ) ),
			'donor'     => array(
				'href'       => rest_url( "{$this->namespace}/donors/{$subscription->donor_id}" ),
				'embeddable' => true,
			),
			'form'      => array( 'href' => rest_url( "{$this->namespace}/forms/{$subscription->form_id}" ) ),
			'donations' => array( 'href' => add_query_arg( 'subscriptionId', $subscription->id, rest_url( "{$this->namespace}/donations" ) ) ),
		);
		if ( null !== $subscription->campaign_id ) {
			$links['campaign'] = array(
				'href'       => rest_url( "{$this->namespace}/campaigns/{$subscription->campaign_id}" ),
			);
		}
		$response->add_links( $links );
		return $response;
	}

	/**
	 * The subscription or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	private function found( int $id ): Subscription {
		$subscription = $this->subscriptions->find( $id );
		if ( null === $subscription ) {
			throw new NotFoundException( 'opengive_subscription_not_found', __( 'That recurring gift does not exist.', 'opengive' ) );
		}
		return $subscription;
	}
}
