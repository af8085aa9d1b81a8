<?php
/**
 * GET and POST /opengive/v1/settings: the settings screen's route.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings\Rest;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Settings\ConnectionCheck;
use OpenGive\Settings\SettingsStore;
use OpenGive\Settings\SiteSettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * The site settings for those who manage them: values (secrets as set/last 4 only), which are locked
 * by code, the last changes, and the screen's tabs and fields. A write names each refused field and
 * saves nothing unless every value is valid.
 */
final class SettingsController extends \WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'settings';
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
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => array(
						'values' => array(
							'description' => __( 'Settings to change, key => new value. A secret is replaced by the value sent.', 'opengive' ),
							'type'        => 'object',
							'default'     => array(),
						),
						'clear'  => array(
							'description' => __( 'Secrets to empty.', 'opengive' ),
							'type'        => 'array',
							'items'       => array( 'type' => 'string' ),
							'default'     => array(),
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/check-connection',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'check_connection' ),
				'permission_callback' => array( $this, 'update_item_permissions_check' ),
				'args'                => array(
					'gateway'     => array(
						'description' => __( 'The keys to check: stripe (live) or stripe_test.', 'opengive' ),
						'type'        => 'string',
						'enum'        => ConnectionCheck::GATEWAYS,
						'required'    => true,
					),
					'secret'      => array(
						'description' => __( 'A secret key typed but not saved yet; empty checks the stored one.', 'opengive' ),
						'type'        => 'string',
						'pattern'     => '^[A-Za-z0-9_]{0,200}$',
						'default'     => '',
					),
					'publishable' => array(
						'description' => __( 'A publishable key typed but not saved yet; empty checks the stored one.', 'opengive' ),
						'type'        => 'string',
						'pattern'     => '^[A-Za-z0-9_]{0,200}$',
						'default'     => '',
					),
				),
			)
		);
	}

	/**
	 * Asks the provider whether the keys work, and whether they are test or live keys.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function check_connection( $request ) {
		return rest_ensure_response( ConnectionCheck::stripe( (string) $request['gateway'], (string) $request['secret'], (string) $request['publishable'] ) );
	}

	/**
	 * GiveWP's settings capability, or WordPress's.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( Capabilities::can_manage_settings() ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage OpenGive’s settings.', 'opengive' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * As reading.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The settings.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->prepare() );
	}

	/**
	 * Saves what was sent, or answers 400 naming every refused field (nothing saved).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$errors = SettingsStore::update( (array) $request['values'], array_map( 'strval', (array) $request['clear'] ) );
		if ( $errors ) {
			return self::refused( $errors );
		}
		return rest_ensure_response( $this->prepare() );
	}

	/**
	 * The 400 for refused settings, in WordPress's shape for invalid parameters (params: key =>
	 * message), from this route and from /wp/v2/settings alike.
	 *
	 * @param array<string, string> $errors Key => message.
	 */
	public static function refused( array $errors ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: the refused settings' names, comma separated. */
			sprintf( __( 'Invalid parameter(s): %s', 'opengive' ), implode( ', ', array_keys( $errors ) ) ),
			array(
				'status' => 400,
				'params' => $errors,
			)
		);
	}

	/**
	 * The answer of both methods.
	 *
	 * @return array<string, mixed>
	 */
	private function prepare(): array {
		return array_merge(
			array(
				'values'   => SettingsStore::values(),
				'locked'   => (object) SettingsStore::locked(),
				'log'      => SettingsStore::log(),
				'gateways' => self::gateways(),
			),
			SiteSettingsSchema::screen()
		);
	}

	/**
	 * The registered gateways for the Gateways control: id, own label, and whether its keys are set.
	 *
	 * @return array<int, array{id: string, label: string, configured: bool}>
	 */
	public static function gateways(): array {
		$gateways = array();
		foreach ( \OpenGive\Plugin::container()->get( GatewayRegistry::class )->all() as $gateway ) {
			$gateways[] = array(
				'id'         => $gateway->id(),
				'label'      => GatewaySettings::own_label( $gateway ),
				'configured' => $gateway->is_configured(),
			);
		}
		return $gateways;
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$strings      = static function ( array $names, array $more = array() ): array {
			return array_merge( array_fill_keys( $names, array( 'type' => 'string' ) ), $more );
		};
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive-settings',
			'type'       => 'object',
			'properties' => array(
				'values'   => Values::prop( 'object', __( 'Every setting; a secret as whether it is set and its last 4 characters.', 'opengive' ) ),
				'locked'   => Values::prop( 'object', __( 'Settings forced by code, with the reason.', 'opengive' ) ),
				'log'      => Values::prop(
					'array',
					__( 'The last changes: who, when and which settings.', 'opengive' ),
					array(
						'items' => array(
							'type'       => 'object',
							'properties' => $strings(
								array( 'user' ),
								array(
									'time' => array(
										'type'   => 'string',
										'format' => 'date-time',
									),
									'keys' => array(
										'type'  => 'array',
										'items' => array( 'type' => 'string' ),
									),
								)
							),
						),
					)
				),
				'gateways' => Values::prop(
					'array',
					__( 'The registered gateways: id, own label, and whether each is set up.', 'opengive' ),
					array(
						'items' => array(
							'type'       => 'object',
							'properties' => $strings( array( 'id', 'label' ), array( 'configured' => array( 'type' => 'boolean' ) ) ),
						),
					)
				),
				'tabs'     => Values::prop( 'array', __( 'The screen’s tabs.', 'opengive' ), array( 'items' => array( 'type' => 'object' ) ) ),
				'fields'   => Values::prop( 'array', __( 'The screen’s fields: key, tab, section, label, help, control, options, default and JSON schema.', 'opengive' ), array( 'items' => array( 'type' => 'object' ) ) ),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
