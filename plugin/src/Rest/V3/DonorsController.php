<?php
/**
 * /givewp/v3/donors: list, read, update.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\DonorSchema;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Donors with their totals (one aggregate query per page). A donor is "anonymous" when every gift
 * they made was anonymous.
 */
final class DonorsController extends V3Controller {

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations (totals).
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param DonorRepository    $donors    Donors.
	 * @param DonationRepository $donations Donations.
	 */
	public function __construct( DonorRepository $donors, DonationRepository $donations ) {
		parent::__construct();
		$this->rest_base = 'donors';
		$this->donors    = $donors;
		$this->donations = $donations;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$this->register_collection_route();
		$this->register_item_route(
			array_merge( self::sensitive_param(), self::anonymous_param() ),
			array( $this->update_endpoint( 'update_item_permissions_check' ) )
		);
		( new DonorStatisticsRoute( $this->namespace, $this->donors, $this->donations, array( $this, 'get_items_permissions_check' ) ) )->register();
		( new ObjectNotesRoutes(
			$this->namespace,
			'donors',
			'donor',
			function ( int $id ) {
				$this->found( $id );
			},
			array( $this, 'get_items_permissions_check' ),
			array( $this, 'update_item_permissions_check' )
		) )->register();
	}

	/**
	 * Donors are read with GiveWP's donor capability (view_give_reports), which workers lack.
	 */
	protected function view_capability(): string {
		return Capabilities::VIEW_REPORTS;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		return array(
			'id'        => 'id',
			'createdAt' => 'created_at',
			'name'      => 'last_name',
			'firstName' => 'first_name',
			'lastName'  => 'last_name',
			'email'     => 'email',
			// A counter kept with every donation write (see AddDonorGiftCounters), so the sort is indexed.
			'totalNumberOfDonations' => 'completed_gifts',
		);
	}

	/**
	 * The anonymousDonors parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function anonymous_param(): array {
		return array(
			'anonymousDonors' => array(
				'description' => __( 'Donors who only gave anonymously: exclude (default), include (needs view_give_sensitive_data) or redact.', 'opengive' ),
				'type'        => 'string',
				'default'     => 'exclude',
				'enum'        => array( 'exclude', 'include', 'redact' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'campaignId' => self::id_filter( __( 'Only donors who gave to this campaign.', 'opengive' ) ),
				'formId'     => self::id_filter( __( 'Only donors who gave through this form.', 'opengive' ) ),
				'onlyWithDonations' => array(
					'description' => __( 'Only donors with a completed gift in the given mode (and campaign, with campaignId) that is not anonymous unless anonymousDonors is include or redact, as GiveWP; false lists every donor.', 'opengive' ),
					'type'        => 'boolean',
					'default'     => true,
				),
				'mode'       => array(
					'description' => __( 'The mode of the gifts onlyWithDonations looks for: live or test.', 'opengive' ),
					'type'        => 'string',
					'default'     => 'live',
					'enum'        => array( 'live', 'test' ),
				),
			),
			self::sensitive_param(),
			self::anonymous_param()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function wants_sensitive( \WP_REST_Request $request ): bool {
		return parent::wants_sensitive( $request ) || 'include' === $request['anonymousDonors'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		$donations = $this->donations->table();
		$mode      = 'test' === $request['mode'] ? 'test' : 'live';
		$with_gift = ! empty( $request['onlyWithDonations'] );
		$named     = 'exclude' === $request['anonymousDonors'];
		if ( $with_gift ) {
			// GiveWP: one gift that is completed, in this mode and (leaving anonymous donors out) not
			// anonymous. One indexed counter each (see AddDonorGiftCounters); 'test'/'live' are literals.
			$query->where( $mode . ( $named ? '_named = 1' : '_gifts > 0' ) );
			if ( (int) $request['campaignId'] > 0 ) {
				$query->among( self::gave( $donations, "campaign_id = %d AND mode = %s AND status = 'publish'" . ( $named ? ' AND anonymous = 0' : '' ) ), array( (int) $request['campaignId'], $mode ) );
			}
		}
		foreach ( array(
			'campaignId' => 'campaign_id',
			'formId'     => 'form_id',
		) as $param => $column ) {
			// With onlyWithDonations the campaign's completed gifts already narrowed the donors above; a
			// second, wider semi-join over the campaign's gifts only cost time (7.7 s at 1M donations).
			if ( $with_gift && 'campaignId' === $param ) {
				continue;
			}
			if ( isset( $request[ $param ] ) && (int) $request[ $param ] > 0 ) {
				$query->among( self::gave( $donations, "{$column} = %d" ), array( (int) $request[ $param ] ) );
			}
		}
		if ( $named && ! $with_gift ) {
			$query->where( DonorRepository::HAS_NAMED_GIFTS );
		}
		self::search_people( $query, (string) $request['search'] );
	}

	/**
	 * The ids of the donors with a gift matching a condition, found once (DISTINCT) for
	 * ListQuery::among(), which reads the list from them: as a semi-join MariaDB probed them for
	 * every live donor (99,000 of them for a campaign's 4,000 at 1M donations: 99 ms for the count).
	 *
	 * @param string $donations Prefixed donations table.
	 * @param string $condition Trusted condition on the donations, with placeholders.
	 */
	private static function gave( string $donations, string $condition ): string {
		return "SELECT DISTINCT donor_id AS drive_id FROM {$donations} WHERE {$condition}";
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$query  = $this->list_query( $request );
		$donors = $this->donors->list( $query );
		$items  = array();
		foreach ( ( new DonorResponses( $this->donations, $this->namespace ) )->prepare_all( $donors, $request ) as $item ) {
			$items[] = $this->prepare_response_for_collection( $item );
		}
		return $this->paginated( $items, $this->donors->count( $query ), $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return ( new DonorResponses( $this->donations, $this->namespace ) )->prepare_all( array( $this->found( (int) $request['id'] ) ), $request )[0];
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
	 * Changes names, phone or company.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donor = $this->found( (int) $request['id'] );
				foreach ( array(
					'firstName' => 'first_name',
					'lastName'  => 'last_name',
					'phone'     => 'phone',
					'company'   => 'company',
					'prefix'    => 'honorific',
				) as $param => $property ) {
					if ( isset( $request[ $param ] ) ) {
						// Checked after sanitising, which can lengthen a value ('<' becomes '&lt;').
						$value = sanitize_text_field( (string) $request[ $param ] );
						FieldLimits::check( $value, 'donors', $property, $param );
						$donor->$property = $value;
					}
				}
				$this->donors->save( $donor );
				$request['includeSensitiveData'] = Capabilities::can_view_sensitive();
				$request['anonymousDonors']      = 'include';
				return ( new DonorResponses( $this->donations, $this->namespace ) )->prepare_all( array( $donor ), $request )[0];
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = DonorSchema::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The donor or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	private function found( int $id ): Donor {
		$donor = $this->donors->find( $id );
		if ( null === $donor ) {
			throw new NotFoundException( 'opengive_donor_not_found', __( 'That donor does not exist.', 'opengive' ) );
		}
		return $donor;
	}
}
