<?php
/**
 * GET /opengive/v1/countries/{country}/states: what a billing address in that country needs.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Address\AddressRules;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Public, read-only reference data (the same for every visitor, so pages served from a cache can ask).
 */
final class StatesController extends \WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'countries/(?P<country>[A-Za-z]{2})/states';
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
					// Public reference data: no personal information, nothing written.
					'permission_callback' => '__return_true',
					'args'                => array(
						'country' => array(
							'description' => __( 'ISO 3166-1 alpha-2 country code.', 'opengive' ),
							'type'        => 'string',
							'pattern'     => '^[A-Za-z]{2}$',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The requirements for the country.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			static function () use ( $request ) {
				$country = strtoupper( (string) $request['country'] );
				if ( ! AddressRules::is_country( $country ) ) {
					throw new OpenGiveException( 'opengive_invalid_country', __( 'Please choose a country from the list.', 'opengive' ), 400 );
				}
				$requirements = AddressRules::requirements( $country );
				$states       = array();
				foreach ( $requirements['states'] as $code => $name ) {
					$states[] = array(
						'code' => (string) $code,
						'name' => $name,
					);
				}
				$requirements['states'] = $states;
				$response               = rest_ensure_response( $requirements );
				$response->header( 'Cache-Control', 'public, max-age=86400' );
				return $response;
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
		$flag         = static function ( string $description ): array {
			return array(
				'description' => $description,
				'type'        => 'boolean',
				'context'     => array( 'view' ),
				'readonly'    => true,
			);
		};
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/country-states',
			'type'       => 'object',
			'properties' => array(
				'statesFound'   => $flag( __( 'Whether the state is chosen from a list.', 'opengive' ) ),
				'states'        => array(
					'description' => __( 'The states, when there is a list.', 'opengive' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'code' => array( 'type' => 'string' ),
							'name' => array( 'type' => 'string' ),
						),
					),
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'statesLabel'   => array(
					'description' => __( 'What the country calls its states.', 'opengive' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'defaultState'  => array(
					'description' => __( 'State preselected for this country.', 'opengive' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'showField'     => $flag( __( 'Whether to ask for a state at all.', 'opengive' ) ),
				'statesRequire' => $flag( __( 'Whether the state is required.', 'opengive' ) ),
				'cityRequire'   => $flag( __( 'Whether the city is required.', 'opengive' ) ),
				'zipRequire'    => $flag( __( 'Whether the postcode is required.', 'opengive' ) ),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
