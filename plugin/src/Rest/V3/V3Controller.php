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

	const MAX_PER_PAGE     = 100;
	const DEFAULT_PER_PAGE = 30;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = 'givewp/v3';
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
	 * Adds schema validation and sanitizing to every argument.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function validated( array $args ): array {
		foreach ( $args as $name => $arg ) {
			$args[ $name ] = array_merge(
				array(
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				$arg
			);
		}
		return $args;
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
	 * The view capability, plus the sensitive-data one when the request asks for it.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	protected function read_permission( \WP_REST_Request $request ) {
		$needed = array( $this->view_capability() );
		if ( $this->wants_sensitive( $request ) ) {
			$needed[] = Capabilities::VIEW_SENSITIVE;
		}
		return Gate::allow_all( $needed );
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
	 * The includeSensitiveData parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function sensitive_param(): array {
		return array(
			'includeSensitiveData' => array(
				'description' => __( 'Include emails, phones, addresses, IPs and purchase keys (needs view_give_sensitive_data).', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The id route argument.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function id_arg(): array {
		return array(
			'id' => array(
				'description' => __( 'Unique identifier.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}
}
