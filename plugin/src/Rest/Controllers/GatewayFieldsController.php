<?php
/**
 * GET /opengive/v1/forms/{form}/gateways/{gateway}: what the form needs to pay with a gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Gateways\Actions\LoadGatewayFields;
use OpenGive\Rest\ErrorResponder;

defined( 'ABSPATH' ) || exit;

/**
 * The donation form calls this when the donor switches payment method. Public: the answer holds
 * only what any visitor of the form may see (publishable keys, never secrets).
 */
final class GatewayFieldsController extends \WP_REST_Controller {

	/**
	 * Loads gateway fields.
	 *
	 * @var LoadGatewayFields
	 */
	private $load;

	/**
	 * Constructor.
	 *
	 * @param LoadGatewayFields $load Loads gateway fields.
	 */
	public function __construct( LoadGatewayFields $load ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'forms/(?P<form>\d+)/gateways/(?P<gateway>[a-z0-9_-]+)';
		$this->load      = $load;
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
					'permission_callback' => '__return_true',
					'args'                => array(
						'form'    => array(
							'description' => __( 'Donation form id.', 'opengive' ),
							'type'        => 'integer',
							'required'    => true,
						),
						'gateway' => array(
							'description' => __( 'Gateway id.', 'opengive' ),
							'type'        => 'string',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The gateway's fields.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( ( $this->load )( (int) $request['form'], (string) $request['gateway'] ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/gateway-fields',
			'type'       => 'object',
			'properties' => array(
				'id'          => array(
					'description' => __( 'Gateway id.', 'opengive' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'label'       => array(
					'description' => __( 'Name shown to donors.', 'opengive' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'fields'      => array(
					'description' => __( 'What the form collects: none; card (our fields, tokenized by the provider\'s script, never sent to this site); or payment-element (Stripe\'s Payment Element, in Stripe\'s own frames).', 'opengive' ),
					'type'        => 'string',
					'enum'        => array( 'none', 'card', 'payment-element' ),
					'readonly'    => true,
				),
				'client'      => array(
					'description' => __( 'Public provider settings for the browser (publishable keys, provider addresses).', 'opengive' ),
					'type'        => 'object',
					'readonly'    => true,
				),
				'description' => array(
					'description' => __( 'A line telling the donor what happens with this method.', 'opengive' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
