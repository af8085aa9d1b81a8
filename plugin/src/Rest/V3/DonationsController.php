<?php
/**
 * /givewp/v3/donations: list, read, update, delete, refund and notes.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Actions\RefundDonation;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\DonationSchema;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's v3 donations, minus its faults: lists are never public, totals respect filters.
 */
final class DonationsController extends V3Controller {

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
		( new DonationNotesRoutes( $this->namespace, $this->notes, array( $this, 'update_item_permissions_check' ), array( $this, 'get_item_permissions_check' ), array( $this, 'note' ), array( $this, 'get_note_schema' ) ) )->register();
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/refund',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'refund' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => self::validated( self::id_arg() ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/notes',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_notes' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => self::validated( self::id_arg() ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'add_note' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => self::validated(
						array_merge(
							self::id_arg(),
							array(
								'content' => array(
									'description' => __( 'The note.', 'opengive' ),
									'type'        => 'string',
									'required'    => true,
									'minLength'   => 1,
									'maxLength'   => 5000,
								),
							)
						)
					),
				),
				'schema' => array( $this, 'get_note_schema' ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		$args = parent::get_endpoint_args_for_item_schema( $method );
		if ( \WP_REST_Server::CREATABLE === $method ) {
			// GiveWP's create: a single gift needs RenewalWrites::SINGLE_REQUIRED (checked in the
			// callback, since a renewal needs only subscriptionId); a renewal names its subscription.
			$args['type']                 = array(
				'description' => __( 'single (default) or renewal (with subscriptionId).', 'opengive' ),
				'type'        => 'string',
				'enum'        => array( 'single', 'subscription', 'renewal' ),
			);
			$args['subscriptionId']       = array(
				'description' => __( 'The subscription a renewal belongs to.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
			);
			$args['updateRenewalDate']    = array(
				'description' => __( 'Renewal: the next renewal is one period after this one\'s createdAt.', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			);
			$args['gatewayTransactionId'] = array(
				'description' => __( 'Renewal: the provider\'s reference of the payment.', 'opengive' ),
				'type'        => 'string',
				'maxLength'   => 191,
			);
			foreach ( array( 'type', 'subscriptionId', 'updateRenewalDate', 'gatewayTransactionId' ) as $field ) {
				$args[ $field ] += array(
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				);
			}
		}
		return $args;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		// GiveWP's sort values; the last five are not indexed (rarely used, and filtered lists are small).
		return array(
			'id'                 => 'id',
			'createdAt'          => 'created_at',
			'amount'             => 'amount',
			'status'             => 'status',
			'updatedAt'          => 'updated_at',
			'feeAmountRecovered' => 'fee_amount_recovered',
			'donorId'            => 'donor_id',
			'firstName'          => 'first_name',
			'lastName'           => 'last_name',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status'         => self::list_param(
					__( 'Only donations with these statuses; any (the default) is every status but trash; give_subscription is a completed renewal, as GiveWP stores it.', 'opengive' ),
					array_merge( DonationStatus::all(), array( DonationStatus::RENEWAL ) )
				),
				'mode'           => array(
					'description' => __( 'live (default, as GiveWP) or test.', 'opengive' ),
					'type'        => 'string',
					'default'     => 'live',
					'enum'        => array( 'live', 'test' ),
				),
				'campaignId'     => self::id_filter( __( 'Only gifts to this campaign.', 'opengive' ) ),
				'donorId'        => self::id_filter( __( 'Only gifts of this donor.', 'opengive' ) ),
				'formId'         => self::id_filter( __( 'Only gifts through this form.', 'opengive' ) ),
				'subscriptionId' => self::id_filter( __( 'Only gifts of this subscription.', 'opengive' ) ),
			),
			self::sensitive_param(),
			self::anonymous_param()
		);
	}

	/**
	 * The anonymousDonations parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function anonymous_param(): array {
		return array(
			'anonymousDonations' => array(
				'description' => __( 'Anonymous gifts: exclude (default), include (needs view_give_sensitive_data) or redact (shown without the donor).', 'opengive' ),
				'type'        => 'string',
				'default'     => 'exclude',
				'enum'        => array( 'exclude', 'include', 'redact' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function wants_sensitive( \WP_REST_Request $request ): bool {
		return parent::wants_sensitive( $request ) || 'include' === $request['anonymousDonations'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		$statuses = self::listed( $request, 'status' );
		if ( null === $statuses ) {
			// Everything but the trash. The list order indexes end with the status, so MariaDB walks them
			// in order and skips trashed gifts inside the index (AddStatusToListOrderIndexes).
			$query->not_equals( 'status', DonationStatus::TRASH );
		} else {
			$plain  = array_values( array_diff( $statuses, array( DonationStatus::RENEWAL ) ) );
			$sql    = array();
			$values = array();
			if ( array() !== $plain ) {
				$sql[]  = 'status IN (' . implode( ', ', array_fill( 0, count( $plain ), '%s' ) ) . ')';
				$values = $plain;
			}
			if ( in_array( DonationStatus::RENEWAL, $statuses, true ) ) {
				$sql[]    = '(status = %s AND type = %s)';
				$values[] = DonationStatus::COMPLETE;
				$values[] = 'renewal';
			}
			$query->where( '(' . implode( ' OR ', $sql ) . ')', $values );
		}
		self::apply_equals(
			$query,
			$request,
			array(
				'mode' => 'mode',
			),
			array(
				'campaignId'     => 'campaign_id',
				'donorId'        => 'donor_id',
				'formId'         => 'form_id',
				'subscriptionId' => 'subscription_id',
			)
		);
		if ( 'exclude' === $request['anonymousDonations'] ) {
			$query->equals( 'anonymous', 0 );
		}
		self::search_people( $query, (string) $request['search'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query     = $this->list_query( $request );
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
	 * Changes status, names, phone, company, comment or anonymity; a status change is noted.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				$before   = $donation->status;
				$fields   = array(
					'honorific' => 'honorific',
					'firstName' => 'first_name',
					'lastName'  => 'last_name',
					'phone'     => 'phone',
					'company'   => 'company',
					'status'    => 'status',
					'levelId'   => 'level_id',
				);
				foreach ( $fields as $param => $property ) {
					if ( isset( $request[ $param ] ) ) {
						// Checked after sanitising: a lone '<' becomes '&lt;', so a value within the schema's
						// maxLength can outgrow its column.
						$value = sanitize_text_field( (string) $request[ $param ] );
						FieldLimits::check( $value, 'donations', $property, $param );
						$donation->$property = $value;
					}
				}
				if ( isset( $request['comment'] ) ) {
					$comment = sanitize_textarea_field( (string) $request['comment'] );
					FieldLimits::check( $comment, 'donations', 'comment', 'comment' );
					$donation->comment = $comment;
				}
				if ( isset( $request['anonymous'] ) ) {
					$donation->anonymous = (bool) $request['anonymous'];
				}
				( new DonationWrites( $this->donors ) )->apply( $donation, $request );
				$this->donations->update( $donation );
				if ( $before !== $donation->status ) {
					$this->notes->add(
						$donation->id,
						/* translators: 1: old status, 2: new status */
						sprintf( __( 'Status changed from %1$s to %2$s.', 'opengive' ), DonationStatus::label( $before ), DonationStatus::label( $donation->status ) ),
						'system',
						get_current_user_id()
					);
				}
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				$request['anonymousDonations']   = 'include';
				return $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
			}
		);
	}

	/**
	 * Moves a donation to the trash (status trash, with a note of the status it had), or with
	 * force=true deletes it and its notes, as GiveWP does.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				$previous = DonationSchema::prepare( $donation, '', true, false );
				if ( empty( $request['force'] ) ) {
					$before           = $donation->status;
					$donation->status = DonationStatus::TRASH;
					$this->donations->update( $donation );
					$this->notes->add(
						$donation->id,
						/* translators: %s: the status the donation had */
						sprintf( __( 'Moved to the trash (was %s).', 'opengive' ), DonationStatus::label( $before ) ),
						'system',
						get_current_user_id()
					);
					return rest_ensure_response(
						array(
							'deleted'  => true,
							'trashed'  => true,
							'previous' => $previous,
						)
					);
				}
				$this->donations->delete( $donation->id );
				$this->notes->delete_for_donation( $donation->id );
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
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_PAYMENTS );
	}

	/**
	 * Records a donation made elsewhere (GiveWP's admin-created donation): nothing is charged.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				if ( 'renewal' === RenewalWrites::kind( $request ) ) {
					$donation = RenewalWrites::create( $request, new DonationWrites( $this->donors ) );
				} else {
					$donation = ( new DonationWrites( $this->donors ) )->create( $request );
					$this->donations->insert( $donation );
				}
				$this->notes->add( $donation->id, __( 'Recorded through the API (nothing was charged).', 'opengive' ), 'system', get_current_user_id() );
				$request['includeSensitiveData'] = true;
				$request['anonymousDonations']   = 'include';
				$response                        = $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
				$response->set_status( 201 );
				$response->header( 'Location', rest_url( "{$this->namespace}/donations/{$donation->id}" ) );
				return $response;
			}
		);
	}

	/**
	 * Refunds through the gateway.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function refund( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = ( $this->refund )( (int) $request['id'], get_current_user_id() );
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				$request['anonymousDonations']   = 'include';
				return $this->respond( $donation, self::form_titles( array( $donation ) ), $request );
			}
		);
	}

	/**
	 * The donation's notes, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_notes( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				return rest_ensure_response( array_map( array( $this, 'note' ), $this->notes->for_donation( $donation->id ) ) );
			}
		);
	}

	/**
	 * Adds an admin note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function add_note( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = $this->found( (int) $request['id'] );
				$note     = $this->notes->add( $donation->id, sanitize_textarea_field( (string) $request['content'] ), 'admin', get_current_user_id() );
				$response = rest_ensure_response( $this->note( $note ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * A note as the API shows it.
	 *
	 * @param \OpenGive\Donations\Models\DonationNote $note Note.
	 * @return array<string, mixed>
	 */
	public function note( $note ): array {
		$author = null !== $note->author_id ? get_userdata( $note->author_id ) : false;
		return array(
			'id'         => $note->id,
			'donationId' => $note->donation_id,
			'type'       => $note->type,
			'content'    => $note->content,
			'author'     => $author ? $author->display_name : '',
			'createdAt'  => Values::date( $note->created_at ),
		);
	}

	/**
	 * Schema of a note.
	 *
	 * @return array<string, mixed>
	 */
	public function get_note_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/donation-note',
			'type'       => 'object',
			'properties' => array(
				'id'         => Values::prop( 'integer', __( 'Note id.', 'opengive' ) ),
				'donationId' => Values::prop( 'integer', __( 'Donation.', 'opengive' ) ),
				'type'       => Values::prop( 'string', __( 'admin or system.', 'opengive' ), array( 'enum' => array( 'admin', 'system' ) ) ),
				'content'    => Values::prop( 'string', __( 'The note.', 'opengive' ), array( 'readonly' => false ) ),
				'author'     => Values::prop( 'string', __( 'Who wrote it.', 'opengive' ) ),
				'createdAt'  => Values::date_schema( __( 'When it was written.', 'opengive' ) ),
			),
		);
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

	/**
	 * The response for one donation, with links to its donor, form, campaign and subscription.
	 *
	 * @param Donation             $donation Donation.
	 * @param array<int, string>   $titles   Form titles by id.
	 * @param \WP_REST_Request     $request  Request.
	 */
	private function respond( Donation $donation, array $titles, \WP_REST_Request $request ): \WP_REST_Response {
		$sensitive = ! empty( $request['includeSensitiveData'] );
		$data      = DonationSchema::prepare(
			$donation,
			$titles[ $donation->form_id ] ?? '',
			$sensitive,
			'redact' === $request['anonymousDonations'],
			array(
				'customFields' => DonationExtras::custom_fields( $donation ),
				'gateway'      => DonationExtras::gateway( $donation ),
			)
		);
		$response  = rest_ensure_response( $data );
		// GiveWP's relations ("givewp:donor", ...): each embeddable, so _embed=givewp:donor picks one.
		$links = array(
			'self'                       => array( 'href' => rest_url( "{$this->namespace}/donations/{$donation->id}" ) ),
			'collection'                 => array( 'href' => rest_url( "{$this->namespace}/donations" ) ),
			self::relation( 'form' )     => array(
				'href'       => rest_url( "{$this->namespace}/forms/{$donation->form_id}" ),
				'embeddable' => true,
			),
		);
		if ( ! empty( $data['donorId'] ) ) {
			$links[ self::relation( 'donor' ) ] = array(
				// A plain link: the embedded donor is the public view, read from memory (no query per row).
				'href'       => rest_url( "{$this->namespace}/donors/{$donation->donor_id}" ),
				'embeddable' => true,
			);
		}
		if ( null !== $donation->campaign_id ) {
			$links[ self::relation( 'campaign' ) ] = array(
				'href'       => rest_url( "{$this->namespace}/campaigns/{$donation->campaign_id}" ),
				'embeddable' => true,
			);
		}
		if ( null !== $donation->subscription_id ) {
			$links[ self::relation( 'subscription' ) ] = array(
				'href'       => rest_url( "{$this->namespace}/subscriptions/{$donation->subscription_id}" ),
				'embeddable' => true,
			);
		}
		$response->add_links( $links );
		return $response;
	}

	/**
	 * Titles of the forms of a page of donations, in one query (no N+1).
	 *
	 * @param Donation[] $donations Donations.
	 * @return array<int, string>
	 */
	public static function form_titles( array $donations ): array {
		$ids = array_values(
			array_unique(
				array_map(
					static function ( Donation $donation ) {
						return $donation->form_id;
					},
					$donations
				)
			)
		);
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		$titles = array();
		foreach ( $ids as $id ) {
			$post           = get_post( $id );
			$titles[ $id ] = $post ? html_entity_decode( get_the_title( $post ), ENT_QUOTES ) : '';
		}
		return $titles;
	}
}
