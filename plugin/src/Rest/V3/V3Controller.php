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
	 * A filter that takes one value or several, as GiveWP's JavaScript sends them: status=a,
	 * status[]=a&status[]=b, status[0]=a or status=a,b. "any" (GiveWP's) means every value.
	 *
	 * @param string   $description What it filters.
	 * @param string[] $values      Allowed values (without "any").
	 * @param string[] $default     Default values.
	 * @return array<string, mixed>
	 */
	protected static function list_param( string $description, array $values, array $default = array( 'any' ) ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type' => 'string',
				'enum' => array_values( array_merge( array( 'any' ), $values ) ),
			),
			'default'     => $default,
		);
	}

	/**
	 * The values of a list parameter, or null for "any" (no filter).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Parameter.
	 * @return string[]|null
	 */
	protected static function listed( \WP_REST_Request $request, string $param ): ?array {
		// Permission checks call this too, and WordPress runs them on the raw request for the Allow
		// header even when validation refused it: nested arrays are skipped, not cast (a PHP warning).
		$values = array();
		foreach ( (array) $request[ $param ] as $value ) {
			if ( is_scalar( $value ) ) {
				$values[] = (string) $value;
			}
		}
		$values = array_values( array_unique( $values ) );
		if ( array() === $values || in_array( 'any', $values, true ) ) {
			return null;
		}
		return $values;
	}

	/**
	 * The ids parameter (GiveWP's "ids": only these records).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function ids_param(): array {
		return array(
			'ids' => array(
				'description' => __( 'Only these ids.', 'opengive' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => self::MAX_PER_PAGE,
				'default'     => array(),
			),
		);
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
	 * Registers /{rest_base}: the list (GET), plus any other endpoints (e.g. POST to create).
	 *
	 * @param array<int, array<string, mixed>> $also More endpoints on the same route.
	 */
	protected function register_collection_route( array $also = array() ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array_merge(
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_items' ),
						'permission_callback' => array( $this, 'get_items_permissions_check' ),
						'args'                => $this->get_collection_params(),
					),
				),
				$also,
				array( 'schema' => array( $this, 'get_public_item_schema' ) )
			)
		);
	}

	/**
	 * Registers /{rest_base}/{id}: reading one (GET, with its extra query arguments), plus any
	 * other endpoints (update, delete).
	 *
	 * @param array<string, array<string, mixed>> $read_args Query arguments of the GET besides the id.
	 * @param array<int, array<string, mixed>>    $also      More endpoints on the same route.
	 */
	protected function register_item_route( array $read_args, array $also = array() ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array_merge(
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_item' ),
						'permission_callback' => array( $this, 'get_item_permissions_check' ),
						'args'                => self::validated( array_merge( self::id_arg(), $read_args ) ),
					),
				),
				$also,
				array( 'schema' => array( $this, 'get_public_item_schema' ) )
			)
		);
	}

	/**
	 * An update endpoint for register_item_route(): args from the schema's writable properties.
	 *
	 * @param string $permission Method name of the permission check.
	 * @return array<string, mixed>
	 */
	protected function update_endpoint( string $permission ): array {
		return array(
			'methods'             => \WP_REST_Server::EDITABLE,
			'callback'            => array( $this, 'update_item' ),
			'permission_callback' => array( $this, $permission ),
			'args'                => array_merge( self::validated( self::id_arg() ), $this->get_endpoint_args_for_item_schema( \WP_REST_Server::EDITABLE ) ),
		);
	}

	/**
	 * A create endpoint for register_collection_route(), guarded by create_item_permissions_check.
	 *
	 * @return array<string, mixed>
	 */
	protected function create_endpoint(): array {
		return array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => array( $this, 'create_item' ),
			'permission_callback' => array( $this, 'create_item_permissions_check' ),
			'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::CREATABLE ),
		);
	}

	/**
	 * A delete endpoint for register_item_route().
	 *
	 * @param string $permission Method name of the permission check.
	 * @return array<string, mixed>
	 */
	protected function delete_endpoint( string $permission ): array {
		return array(
			'methods'             => \WP_REST_Server::DELETABLE,
			'callback'            => array( $this, 'delete_item' ),
			'permission_callback' => array( $this, $permission ),
			'args'                => self::validated( array_merge( self::id_arg(), self::force_param() ) ),
		);
	}

	/**
	 * GiveWP's bulk DELETE on the collection (ids[] and force), for register_collection_route().
	 *
	 * @param string $permission Method name of the permission check.
	 * @return array<string, mixed>
	 */
	protected function bulk_delete_endpoint( string $permission ): array {
		$ids                     = self::ids_param();
		$ids['ids']['required']  = true;
		$ids['ids']['minItems']  = 1;
		unset( $ids['ids']['default'] );
		return array(
			'methods'             => \WP_REST_Server::DELETABLE,
			'callback'            => array( $this, 'delete_items' ),
			'permission_callback' => array( $this, $permission ),
			'args'                => self::validated( array_merge( $ids, self::force_param() ) ),
		);
	}

	/**
	 * Deletes several records as GiveWP's bulk DELETE answers: what was deleted, what failed, counts.
	 * Each id goes through delete_item(), so one rule decides trash versus delete.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_items( \WP_REST_Request $request ): \WP_REST_Response {
		$deleted = array();
		$errors  = array();
		$ids     = array_values( array_unique( array_map( 'intval', (array) $request['ids'] ) ) );
		foreach ( $ids as $id ) {
			$one = new \WP_REST_Request( 'DELETE', $request->get_route() . '/' . $id );
			$one->set_url_params( array( 'id' => $id ) );
			$one->set_param( 'force', (bool) $request['force'] );
			$answer = $this->delete_item( $one );
			if ( $answer instanceof \WP_REST_Response && $answer->is_error() ) {
				$answer = $answer->as_error();
			}
			if ( is_wp_error( $answer ) ) {
				$error    = $answer;
				$errors[] = array(
					'id'      => $id,
					'code'    => $error->get_error_code(),
					'message' => $error->get_error_message(),
				);
				continue;
			}
			$data      = rest_ensure_response( $answer )->get_data();
			$deleted[] = array(
				'id'       => $id,
				'previous' => $data['previous'] ?? null,
			);
		}
		return rest_ensure_response(
			array(
				'deleted'         => $deleted,
				'errors'          => $errors,
				'total_requested' => count( $ids ),
				'total_deleted'   => count( $deleted ),
				'total_errors'    => count( $errors ),
			)
		);
	}

	/**
	 * The force parameter of DELETE: without it a record goes to the trash (GiveWP's default).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function force_param(): array {
		return array(
			'force' => array(
				'description' => __( 'true deletes for good; false (the default) moves to the trash.', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * A filter parameter holding an id.
	 *
	 * @param string $description What it filters.
	 * @return array<string, mixed>
	 */
	protected static function id_filter( string $description ): array {
		// 0 means "no filter", as GiveWP's default of 0 does.
		return array(
			'description' => $description . ' ' . __( '0 (the default) for any.', 'opengive' ),
			'type'        => 'integer',
			'minimum'     => 0,
			'default'     => 0,
		);
	}

	/**
	 * column = parameter, for each parameter the request has.
	 *
	 * @param ListQuery             $query   Query.
	 * @param \WP_REST_Request      $request Request.
	 * @param array<string, string> $strings Text parameters => columns.
	 * @param array<string, string> $ids     Id parameters => columns.
	 */
	protected static function apply_equals( ListQuery $query, \WP_REST_Request $request, array $strings, array $ids = array() ): void {
		foreach ( $strings as $param => $column ) {
			if ( isset( $request[ $param ] ) && '' !== (string) $request[ $param ] ) {
				$query->equals( $column, (string) $request[ $param ] );
			}
		}
		foreach ( $ids as $param => $column ) {
			if ( isset( $request[ $param ] ) && (int) $request[ $param ] > 0 ) {
				$query->equals( $column, (int) $request[ $param ] );
			}
		}
	}

	/**
	 * Search of records about people: a number is an id; words match names, email or company.
	 *
	 * @param ListQuery $query  Query.
	 * @param string    $search Words as typed.
	 */
	protected static function search_people( ListQuery $query, string $search ): void {
		$search = trim( $search );
		if ( '' === $search ) {
			return;
		}
		if ( ctype_digit( $search ) ) {
			$query->equals( 'id', (int) $search );
			return;
		}
		$query->search( array( 'first_name', 'last_name', 'email', 'company' ), $search );
	}

	/**
	 * Whether the client asked for linked records (_embed), which WordPress then reads one by one.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected static function embeds( \WP_REST_Request $request ): bool {
		return array_key_exists( '_embed', $request->get_query_params() );
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
