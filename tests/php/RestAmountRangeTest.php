<?php
/**
 * REST amounts are checked against the integer range before anything else runs.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use PHPUnit\Framework\TestCase;

/**
 * WordPress accepts 1e20 as an "integer" (it is a whole float) and then casts it, which wraps; the
 * schemas' maximum refuses it first.
 */
final class RestAmountRangeTest extends TestCase {

	/**
	 * A JSON POST through the REST server.
	 *
	 * @param string $route Route.
	 * @param string $json  Raw JSON body.
	 */
	private static function post( string $route, string $json ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $json );
		return rest_do_request( $request );
	}

	/**
	 * Routes and bodies carrying 1e20.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public function huge(): array {
		return array(
			'donation amount'  => array( '/opengive/v1/donations', '{"formId":1,"amount":1e20,"levelId":"custom","firstName":"A","email":"a@example.org","gatewayId":"test"}', 'amount' ),
			'renewal amount'   => array( '/opengive/v1/subscriptions/999999/payment-method', '{"renewalAmount":1e20}', 'renewalAmount' ),
			'renewal negative' => array( '/opengive/v1/subscriptions/999999/payment-method', '{"renewalAmount":-1e20}', 'renewalAmount' ),
		);
	}

	/**
	 * @dataProvider huge
	 *
	 * @param string $route Route.
	 * @param string $json  Body.
	 * @param string $param The amount's parameter.
	 */
	public function test_an_amount_beyond_the_integer_range_is_a_400_naming_the_parameter( string $route, string $json, string $param ): void {
		$response = self::post( $route, $json );
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertArrayHasKey( $param, $data['data']['params'] );
	}
}
