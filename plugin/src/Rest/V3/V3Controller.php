<?php
/**
 * What every /givewp/v3 controller shares: collection parameters, paging headers, permissions.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * One convention on every route: page, per_page (at most 100), sort + direction, search. Totals in
 * X-WP-Total / X-WP-TotalPages count with every filter applied (GiveWP's do not), with Link
 * prev/next. Every argument is validated from its schema, so a bad value is a 400.
 */
abstract class V3Controller extends \WP_REST_Controller {

	use V3Params;
	use V3Routes;

	const MAX_PER_PAGE     = 100;
	const DEFAULT_PER_PAGE = 30;

	/** GiveWP's CURIE base: links are keyed "givewp:donor", "givewp:campaign", ... */
	const RELATIONS = 'https://relations.givewp.com/';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = 'givewp/v3';
		if ( false === has_filter( 'rest_response_link_curies', array( self::class, 'curies' ) ) ) {
			add_filter( 'rest_response_link_curies', array( self::class, 'curies' ) );
		}
	}

	/**
	 * Registers GiveWP's "givewp" CURIE, so WordPress compacts our relation URLs to "givewp:donor"
	 * in _links and _embedded (and _embed=givewp:donor picks one).
	 *
	 * @param array<int, array<string, mixed>> $curies Registered CURIEs.
	 * @return array<int, array<string, mixed>>
	 */
	public static function curies( $curies ) {
		$curies   = (array) $curies;
		$curies[] = array(
			'name'      => 'givewp',
			'href'      => self::RELATIONS . '{rel}',
			'templated' => true,
		);
		return $curies;
	}

	/**
	 * A GiveWP link relation ("donor" => the URL that compacts to "givewp:donor").
	 *
	 * @param string $rel Relation name.
	 */
	protected static function relation( string $rel ): string {
		return self::RELATIONS . $rel;
	}

	/**
	 * The same relation for classes that shape a controller's items (DonorResponses).
	 *
	 * @param string $rel Relation name.
	 */
	public static function relation_url( string $rel ): string {
		return self::relation( $rel );
	}

	/**
	 * Sort parameter values => columns (each backed by an index).
	 *
	 * @return array<string, string>
	 */
	abstract protected function sortable(): array;

	/**
	 * Resource-specific filters of the collection (schema per parameter).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function filter_params(): array {
		return array();
	}

	/**
	 * Applies the resource's filters.
	 *
	 * @param ListQuery        $query   Query.
	 * @param \WP_REST_Request $request Request.
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_collection_params() {
		$params = array(
			'page'      => array(
				'description' => __( 'Page of the collection, from 1.', 'opengive' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page'  => array(
				'description' => __( 'Items per page, at most 100.', 'opengive' ),
				'type'        => 'integer',
				'default'     => self::DEFAULT_PER_PAGE,
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
			),
			'sort'      => array(
				'description' => __( 'Field to sort by.', 'opengive' ),
				'type'        => 'string',
				'default'     => 'id',
				'enum'        => array_keys( $this->sortable() ),
			),
			'direction' => array(
				'description' => __( 'Sort direction.', 'opengive' ),
				'type'        => 'string',
				'default'     => 'desc',
				'enum'        => array( 'asc', 'desc', 'ASC', 'DESC' ),
			),
			'search'    => array(
				'description' => __( 'Words to look for.', 'opengive' ),
				'type'        => 'string',
				'default'     => '',
				'maxLength'   => 200,
			),
		);
		return self::validated( array_merge( $params, $this->filter_params() ) );
	}

	/**
	 * The list query for a request: filters, sort and page.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function list_query( \WP_REST_Request $request ): ListQuery {
		$query = new ListQuery();
		$this->apply_filters( $query, $request );
		$sortable = $this->sortable();
		$query->order_by( $sortable[ (string) $request['sort'] ] ?? 'id', (string) $request['direction'] );
		$query->paginate( (int) $request['page'], (int) $request['per_page'] );
		return $query;
	}

	/**
	 * A page of items with X-WP-Total, X-WP-TotalPages and Link prev/next.
	 *
	 * @param array<int, mixed> $items   Prepared items.
	 * @param int               $total   Matching items, every filter applied.
	 * @param \WP_REST_Request  $request Request.
	 */
	protected function paginated( array $items, int $total, \WP_REST_Request $request ): \WP_REST_Response {
		$per_page = max( 1, (int) $request['per_page'] );
		$page     = max( 1, (int) $request['page'] );
		$pages    = (int) ceil( $total / $per_page );
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		$base  = add_query_arg( urlencode_deep( $request->get_query_params() ), rest_url( $request->get_route() ) );
		$links = array();
		if ( $page > 1 && $pages > 0 ) {
			$links[] = '<' . add_query_arg( 'page', min( $page - 1, $pages ), $base ) . '>; rel="prev"';
		}
		if ( $page < $pages ) {
			$links[] = '<' . add_query_arg( 'page', $page + 1, $base ) . '>; rel="next"';
		}
		if ( array() !== $links ) {
			$response->header( 'Link', implode( ', ', $links ) );
		}
		return $response;
	}

	/**
	 * Reading lists and records.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return $this->read_permission( $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->read_permission( $request );
	}

	/**
	 * The view capability, plus the right to sensitive data when the request asks for it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	protected function read_permission( \WP_REST_Request $request ) {
		$answer = Gate::allow( $this->view_capability() );
		if ( true === $answer && $this->wants_sensitive( $request ) ) {
			$answer = Gate::when( Capabilities::can_view_sensitive() );
		}
		return $answer;
	}

	/**
	 * Whether the request asks for what only VIEW_SENSITIVE may see.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function wants_sensitive( \WP_REST_Request $request ): bool {
		return ! empty( $request['includeSensitiveData'] );
	}

	/**
	 * Capability needed to read.
	 */
	protected function view_capability(): string {
		return Capabilities::VIEW_PAYMENTS;
	}

	/**
	 * Whether the client asked for linked records (_embed), which WordPress then reads one by one.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected static function embeds( \WP_REST_Request $request ): bool {
		return array_key_exists( '_embed', $request->get_query_params() );
	}

}
