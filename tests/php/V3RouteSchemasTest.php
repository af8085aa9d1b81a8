<?php
/**
 * Every /givewp/v3 route declares its answer's schema, so OPTIONS and the contract export
 * (npm run contract, types/rest) describe the sub-routes too (notes, campaign merge/page/comments/
 * revenue/statistics, form-campaign association).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Route options and OPTIONS answers.
 */
final class V3RouteSchemasTest extends TestCase {

	public function test_every_givewp_v3_route_has_a_schema(): void {
		$server  = rest_get_server();
		$missing = array();
		foreach ( array_keys( $server->get_routes( 'givewp/v3' ) ) as $route ) {
			$options = $server->get_route_options( $route );
			if ( '/givewp/v3' !== $route && empty( $options['schema'] ) ) {
				$missing[] = $route;
			}
		}
		$this->assertSame( array(), $missing );
	}

	public function test_options_on_a_sub_route_answers_its_schema(): void {
		foreach ( array(
			'/givewp/v3/campaigns/1/statistics'   => 'givewp/campaign-statistics',
			'/givewp/v3/subscriptions/1/notes'    => 'givewp/subscription-note',
			'/givewp/v3/donors/1/notes/1'         => 'givewp/donor-note',
			'/givewp/v3/donations/1/notes/1'      => 'givewp/donation-note',
			'/givewp/v3/campaigns/1/merge'        => 'givewp/campaign',
		) as $route => $title ) {
			$response = rest_do_request( new \WP_REST_Request( 'OPTIONS', $route ) );
			$this->assertSame( $title, $response->get_data()['schema']['title'] ?? '', $route );
		}
	}
}
