<?php
/**
 * How every /givewp/v3 controller registers its routes: the collection (list, create, bulk delete)
 * and the item (read, update, delete), GiveWP's trash-or-force delete and the bulk DELETE answer.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

defined( 'ABSPATH' ) || exit;

/**
 * Used by V3Controller; each controller passes the extra endpoints its resource has.
 */
trait V3Routes {

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
}
