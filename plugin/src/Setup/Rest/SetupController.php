<?php
/**
 * /opengive/v1/setup: the first-run setup's state, and its first form.
 *
 * @package OpenGive
 */

namespace OpenGive\Setup\Rest;

use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Setup\FirstForm;
use OpenGive\Setup\GiveWpData;
use OpenGive\Setup\SetupState;

defined( 'ABSPATH' ) || exit;

/**
 * The setup screen's own steps save through /opengive/v1/settings; this route keeps where the
 * admin got to (so a setup left half-way resumes there) and makes the first form and its page.
 */
final class SetupController extends \WP_REST_Controller {

	/**
	 * First forms.
	 *
	 * @var FirstForm
	 */
	private $first_form;

	/**
	 * Constructor.
	 *
	 * @param FirstForm $first_form First forms.
	 */
	public function __construct( FirstForm $first_form ) {
		$this->namespace  = 'opengive/v1';
		$this->rest_base  = 'setup';
		$this->first_form = $first_form;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'status'   => array(
							'description' => __( 'started, skipped or done.', 'opengive' ),
							'type'        => 'string',
							'enum'        => array( 'started', 'skipped', 'done' ),
						),
						'step'     => array(
							'description' => __( 'The step reached.', 'opengive' ),
							'type'        => 'string',
							'enum'        => SetupState::STEPS,
						),
						'gateways' => array(
							'description' => __( 'The ways to pay chosen for the first form.', 'opengive' ),
							'type'        => 'array',
							'items'       => array(
								'type'    => 'string',
								'pattern' => '^[a-z0-9_-]{1,40}$',
							),
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/first-form',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_first_form' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'title'    => array(
						'description' => __( 'The form\'s and its page\'s title.', 'opengive' ),
						'type'        => 'string',
						'minLength'   => 1,
						'maxLength'   => 200,
						'required'    => true,
					),
					'amounts'  => array(
						'description' => __( 'Suggested amounts in minor units.', 'opengive' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'minItems'    => 1,
						'maxItems'    => 6,
						'required'    => true,
					),
					'gateways' => array(
						'description' => __( 'Gateway ids the form offers.', 'opengive' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'string',
							'pattern' => '^[a-z0-9_-]{1,40}$',
						),
						'required'    => true,
					),
				),
			)
		);
	}

	/**
	 * Those who may change OpenGive's settings.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( Capabilities::can_manage_settings() ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to set up OpenGive.', 'opengive' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The state.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( self::prepare() );
	}

	/**
	 * Records the step reached, or that setup was skipped or finished.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function update_item( $request ) {
		SetupState::update(
			array_filter(
				array(
					'status'   => $request['status'],
					'step'     => $request['step'],
					'gateways' => $request['gateways'],
				),
				static function ( $value ) {
					return null !== $value;
				}
			)
		);
		return rest_ensure_response( self::prepare() );
	}

	/**
	 * Makes the first form and its page (once).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_first_form( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$this->first_form->create( (string) $request['title'], array_map( 'intval', (array) $request['amounts'] ), array_map( 'strval', (array) $request['gateways'] ) );
				return rest_ensure_response( self::prepare() );
			}
		);
	}

	/**
	 * The answer: the state, links to what setup made, and what GiveWP left on the site.
	 *
	 * @return array<string, mixed>
	 */
	private static function prepare(): array {
		$state = SetupState::get();
		$page  = $state['pageId'] > 0 && 'publish' === get_post_status( $state['pageId'] ) ? $state['pageId'] : 0;
		return array_merge(
			$state,
			array(
				'pageUrl'     => $page ? (string) get_permalink( $page ) : '',
				'formEditUrl' => $state['formId'] > 0 ? (string) get_edit_post_link( $state['formId'], 'raw' ) : '',
				'givewp'      => GiveWpData::counts(),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$int          = array(
			'type'     => 'integer',
			'context'  => array( 'view', 'edit' ),
			'readonly' => true,
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive-setup',
			'type'       => 'object',
			'properties' => array(
				'status'      => array(
					'description' => __( 'new, started, skipped or done.', 'opengive' ),
					'type'        => 'string',
					'enum'        => SetupState::STATUSES,
					'context'     => array( 'view', 'edit' ),
				),
				'step'        => array(
					'description' => __( 'The step reached.', 'opengive' ),
					'type'        => 'string',
					'enum'        => SetupState::STEPS,
					'context'     => array( 'view', 'edit' ),
				),
				'gateways'    => array(
					'type'    => 'array',
					'items'   => array( 'type' => 'string' ),
					'context' => array( 'view', 'edit' ),
				),
				'formId'      => $int,
				'pageId'      => $int,
				'pageUrl'     => array( 'type' => 'string', 'format' => 'uri', 'context' => array( 'view', 'edit' ), 'readonly' => true ),
				'formEditUrl' => array( 'type' => 'string', 'context' => array( 'view', 'edit' ), 'readonly' => true ),
				'givewp'      => array(
					'description' => __( 'GiveWP forms and donations found on the site.', 'opengive' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'properties'  => array(
						'forms'     => array( 'type' => 'integer' ),
						'donations' => array( 'type' => 'integer' ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
