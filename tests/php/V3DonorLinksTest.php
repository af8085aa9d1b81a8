<?php
/**
 * GiveWP's donor links: givewp:statistics, givewp:donations and givewp:subscriptions, embeddable,
 * carrying the request's mode, campaign and anonymous choice (GiveWP's DonorController shapes them so).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * The item and list responses carry the three relations.
 */
final class V3DonorLinksTest extends TestCase {

	/**
	 * The donor.
	 *
	 * @var Donor
	 */
	private $donor;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$this->donor             = new Donor();
		$this->donor->email      = 'links.phpunit@example.org';
		$this->donor->first_name = 'Links';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email = 'links.phpunit@example.org'" ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * The compacted links of a response, as a client sees them.
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $query Query.
	 * @return array<string, mixed>
	 */
	private function links( string $route, array $query ): array {
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $query );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return rest_get_server()->response_to_data( $response, false )['_links'];
	}

	/**
	 * The query of a link's first href.
	 *
	 * @param array<string, mixed> $links Links.
	 * @param string               $rel   Relation.
	 * @return array<string, string>
	 */
	private static function query_of( array $links, string $rel ): array {
		wp_parse_str( (string) wp_parse_url( $links[ $rel ][0]['href'], PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_an_item_links_its_statistics_donations_and_subscriptions_as_givewp(): void {
		$id    = $this->donor->id;
		$links = $this->links( "/givewp/v3/donors/{$id}", array( 'mode' => 'test', 'anonymousDonors' => 'redact' ) );
		foreach ( array( 'givewp:statistics', 'givewp:donations', 'givewp:subscriptions' ) as $rel ) {
			$this->assertArrayHasKey( $rel, $links, $rel );
			$this->assertTrue( $links[ $rel ][0]['embeddable'], $rel );
		}
		$this->assertStringContainsString( "/givewp/v3/donors/{$id}/statistics", $links['givewp:statistics'][0]['href'] );
		$this->assertSame( 'test', self::query_of( $links, 'givewp:statistics' )['mode'] );
		$donations = self::query_of( $links, 'givewp:donations' );
		$this->assertSame( array( (string) $id, 'test', 'redact', '1', '30' ), array( $donations['donorId'], $donations['mode'], $donations['anonymousDonations'], $donations['page'], $donations['per_page'] ) );
		$subscriptions = self::query_of( $links, 'givewp:subscriptions' );
		$this->assertSame( array( (string) $id, 'redact' ), array( $subscriptions['donorId'], $subscriptions['anonymousDonors'] ) );
	}

	public function test_each_link_answers_200_for_the_donor(): void {
		$links = $this->links( '/givewp/v3/donors/' . $this->donor->id, array() );
		foreach ( array( 'givewp:statistics', 'givewp:donations', 'givewp:subscriptions' ) as $rel ) {
			// The same request WordPress makes to embed the relation (_embed=givewp:donations).
			$response = rest_do_request( \WP_REST_Request::from_url( $links[ $rel ][0]['href'] ) );
			$this->assertSame( 200, $response->get_status(), $rel . ': ' . wp_json_encode( $response->get_data() ) );
		}
	}
}
