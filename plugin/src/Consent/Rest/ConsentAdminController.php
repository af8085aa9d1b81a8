<?php
/**
 * The consent settings and the consent log for wp-admin: GET/POST opengive/v1/consent/settings,
 * GET opengive/v1/consent/log (filters, pages, X-WP-Total) and GET opengive/v1/consent/log/counts.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Rest;

use OpenGive\Rest\Schemas\PageArgs;
use OpenGive\Consent\ConsentLog;
use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\Contract;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Settings and log routes for administrators (manage_options).
 */
final class ConsentAdminController {

	/**
	 * Log reader.
	 *
	 * @var ConsentLog
	 */
	private $log;

	/**
	 * Constructor.
	 *
	 * @param ConsentLog $log Log reader.
	 */
	public function __construct( ConsentLog $log ) {
		$this->log = $log;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$admin = static function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'opengive/v1',
			'/consent/settings',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_settings' ),
					'permission_callback' => $admin,
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_settings' ),
					'permission_callback' => $admin,
				),
			)
		);
		$filters = self::filter_args();
		register_rest_route(
			'opengive/v1',
			'/consent/log',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'list_log' ),
				'permission_callback' => $admin,
				'args'                => array_merge(
					$filters,
					PageArgs::args(),
					array(
						'orderby'  => array(
							'type'    => 'string',
							'enum'    => ConsentLog::SORTABLE,
							'default' => 'created_at',
						),
						'order'    => array(
							'type'    => 'string',
							'enum'    => array( 'asc', 'desc' ),
							'default' => 'desc',
						),
					)
				),
			)
		);
		register_rest_route(
			'opengive/v1',
			'/consent/log/counts',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'counts' ),
				'permission_callback' => $admin,
				'args'                => $filters,
			)
		);
	}

	/**
	 * The log's filters (shared with the CSV export).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function filter_args(): array {
		return array(
			'region'       => array(
				'type' => 'string',
				'enum' => array_merge( array( '' ), array_keys( Contract::regions() ) ),
			),
			'consent_type' => array(
				'type' => 'string',
				'enum' => array_merge( array( '' ), (array) Contract::get( 'consentTypes' ) ),
			),
			'category'     => array(
				'type' => 'string',
				'enum' => array_merge( array( '' ), Contract::categories(), array( 'do_not_track', 'no_warning' ) ),
			),
			'policy_id'    => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'search'       => array(
				'type'      => 'string',
				'maxLength' => 64,
			),
			'after'        => array(
				'type'   => 'string',
				'format' => 'date-time',
			),
			'before'       => array(
				'type'   => 'string',
				'format' => 'date-time',
			),
		);
	}

	/**
	 * GET settings.
	 *
	 * @return \WP_REST_Response
	 */
	public function get_settings() {
		return rest_ensure_response( self::public_settings() );
	}

	/**
	 * POST settings: a partial update, checked key by key; nothing is stored when one value is bad.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_settings( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			static function () use ( $request ) {
				$body = $request->get_json_params();
				if ( ! is_array( $body ) || array() === $body ) {
					throw new ValidationException( 'opengive_consent_invalid_body', __( 'Send the settings to change as a JSON object.', 'opengive' ), 'body' );
				}
				ConsentSettings::update( $body );
				return rest_ensure_response( self::public_settings() );
			}
		);
	}

	/**
	 * GET log.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function list_log( \WP_REST_Request $request ) {
		$page     = $this->log->query( self::query( $request ) );
		$response = rest_ensure_response( $page['rows'] );
		$per_page = (int) $request['per_page'];
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $page['total'] / max( 1, $per_page ) ) ) );
		return $response;
	}

	/**
	 * GET log/counts: records per allowed category for the filters.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function counts( \WP_REST_Request $request ) {
		return rest_ensure_response( $this->log->counts( self::query( $request ) ) );
	}

	/**
	 * The request's filters as the log reads them.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public static function query( \WP_REST_Request $request ): array {
		$query = array();
		foreach ( array( 'region', 'consent_type', 'category', 'policy_id', 'search', 'page', 'per_page', 'orderby', 'order' ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$query[ $key ] = $request[ $key ];
			}
		}
		foreach ( array( 'after', 'before' ) as $key ) {
			if ( ! empty( $request[ $key ] ) ) {
				$query[ $key ] = gmdate( 'Y-m-d H:i:s', (int) strtotime( (string) $request[ $key ] ) );
			}
		}
		return $query;
	}

	/**
	 * Settings plus what the screen needs to draw them (regions, categories).
	 *
	 * @return array<string, mixed>
	 */
	private static function public_settings(): array {
		return array_merge(
			ConsentSettings::all(),
			array(
				'_regions'    => array_keys( Contract::regions() ),
				'_categories' => Contract::categories(),
			)
		);
	}
}
