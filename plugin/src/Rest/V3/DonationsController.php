<?php
/**
 * /givewp/v3/donations: routes, permissions and reads. The list query, the response, the writes
 * (update, trash/delete, create, refund) and the notes are each in their own file.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Actions\RefundDonation;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\DonationSchema;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's v3 donations, minus its faults: lists are never public, totals respect filters.
 */
final class DonationsController extends V3Controller {

	use DonationListQuery;
	use DonationResponse;
	use DonationWriteEndpoints;

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Notes.
	 *
	 * @var DonationNoteRepository
	 */
	private $notes;

	/**
	 * Refunds.
	 *
	 * @var RefundDonation
	 */
	private $refund;

	/**
	 * Donors (primed for embedding).
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository     $donations Donations.
	 * @param DonationNoteRepository $notes     Notes.
	 * @param RefundDonation         $refund    Refunds.
	 * @param DonorRepository        $donors    Donors.
	 */
	public function __construct( DonationRepository $donations, DonationNoteRepository $notes, RefundDonation $refund, DonorRepository $donors ) {
		parent::__construct();
		$this->rest_base = 'donations';
		$this->donations = $donations;
		$this->notes     = $notes;
		$this->refund    = $refund;
		$this->donors    = $donors;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$schema = array( $this, 'get_public_item_schema' );
		$this->register_collection_route( array( $this->create_endpoint(), $this->bulk_delete_endpoint( 'update_item_permissions_check' ) ) );
		$this->register_item_route(
			array_merge( self::sensitive_param(), self::anonymous_param() ),
			array( $this->update_endpoint( 'update_item_permissions_check' ), $this->delete_endpoint( 'update_item_permissions_check' ) )
		);
		( new DonationNoteList( $this->namespace, $this->notes, \Closure::fromCallable( array( $this, 'found' ) ) ) )->register( array( $this, 'get_item_permissions_check' ), array( $this, 'update_item_permissions_check' ), self::validated( self::id_arg() ) );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/refund',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'refund' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => self::validated( self::id_arg() + self::refund_args() ),
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		$args = parent::get_endpoint_args_for_item_schema( $method );
		return \WP_REST_Server::CREATABLE === $method ? array_merge( $args, RenewalWrites::create_args() ) : $args;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query = $this->list_query( $request );
		self::read_through_order_index( $query, (string) $request['sort'] );
		$donations = $this->donations->list( $query );
		$titles    = self::form_titles( $donations );
		if ( self::embeds( $request ) ) {
			// The embedded donors then come from memory: one query for the page, not one per row.
			$ids = wp_list_pluck( $donations, 'donor_id' );
			$this->donors->prime( $ids );
			$this->donations->totals_for_donors( $ids );
		}
		$items     = array();
		foreach ( $donations as $donation ) {
			$items[] = $this->prepare_response_for_collection( $this->respond( $donation, $titles, $request ) );
		}
		return $this->paginated( $items, $this->donations->count( $query ), $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				return $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_PAYMENTS );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_PAYMENTS );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = DonationSchema::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The donation or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	private function found( int $id ): Donation {
		$donation = $this->donations->find( $id );
		if ( null === $donation ) {
			throw new NotFoundException( 'opengive_donation_not_found', __( 'That donation does not exist.', 'opengive' ) );
		}
		return $donation;
	}
}
