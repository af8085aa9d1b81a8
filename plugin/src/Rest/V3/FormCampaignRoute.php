<?php
/**
 * GiveWP's form <-> campaign association: PUT/POST /givewp/v3/associate-forms-with-campaign
 * ({formIDs, campaignId}, what its campaign screens send).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Plugin;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\V3RouteSchemas;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Every form is checked before any moves: an unknown one is a 404 and nothing changes.
 */
final class FormCampaignRoute {

	/**
	 * Registers the route.
	 *
	 * @param string   $namespace  REST namespace.
	 * @param callable $permission Who may (form editors).
	 */
	public static function register( string $namespace, callable $permission ): void {
		// GiveWP's form <-> campaign association (its campaign screens send formIDs and campaignId).
		register_rest_route(
			$namespace,
			'/associate-forms-with-campaign',
			array(
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( self::class, 'associate' ),
					'permission_callback' => $permission,
					'args'                => array_map(
						static function ( array $arg ) {
							return $arg + array(
								'validate_callback' => 'rest_validate_request_arg',
								'sanitize_callback' => 'rest_sanitize_request_arg',
							);
						},
						array(
							'formIDs'    => array(
								'type'     => 'array',
								'items'    => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'required' => true,
								'minItems' => 1,
								'maxItems' => 100,
							),
							'campaignId' => array(
								'type'     => 'integer',
								'required' => true,
								'minimum'  => 1,
							),
						)
					),
				),
				'schema' => array( V3RouteSchemas::class, 'form_ids' ),
			)
		);
	}

	/**
	 * Points forms at a campaign (their settings' campaignId).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function associate( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			static function () use ( $request ) {
				$campaign = (int) $request['campaignId'];
				if ( null === Plugin::container()->get( CampaignRepository::class )->find( $campaign ) ) {
					throw new NotFoundException( 'opengive_campaign_not_found', __( 'That campaign does not exist.', 'opengive' ) );
				}
				$ids = array_values( array_unique( array_map( 'intval', (array) $request['formIDs'] ) ) );
				foreach ( $ids as $id ) {
					FormShape::found( $id );
				}
				foreach ( $ids as $id ) {
					CampaignRoutes::set_form_campaign( $id, $campaign );
				}
				return rest_ensure_response( $ids );
			}
		);
	}
}
