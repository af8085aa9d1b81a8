<?php
/**
 * A FULLTEXT search of /givewp/v3/donations reads each page and its X-WP-Total with one MATCH (a
 * window count beside the page's ids): correct pages and totals, including a page past the end. On
 * SQLite (Playground) each word is matched anywhere by LIKE, so a full name finds the same gifts.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Support\Database\Db;
use OpenGive\Support\Database\ListQuery;
use PHPUnit\Framework\TestCase;

/**
 * Five gifts from a name no other test uses, on a form of their own.
 */
final class V3SearchPageTest extends TestCase {

	const FORM = 876504;

	/**
	 * The five gifts' ids, newest (highest) first: the list's default order.
	 *
	 * @var int[]
	 */
	private $ids = array();

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->ids[] = TestGift::insert(
				array(
					'form_id'    => self::FORM,
					'donor_id'   => 7,
					'amount'     => 1000 + $i,
					'email'      => 'quillon.phpunit@example.org',
					'first_name' => 'Quillon',
					'last_name'  => 'Vexmarrow',
				)
			)->id;
		}
		rsort( $this->ids );
	}

	protected function tearDown(): void {
		$donations = Plugin::container()->get( DonationRepository::class );
		foreach ( $donations->list( ( new ListQuery() )->equals( 'form_id', self::FORM ) ) as $donation ) {
			$donations->delete( $donation->id );
		}
		wp_set_current_user( 0 );
	}

	public function test_pages_and_total_of_a_name_search_come_from_one_match_each(): void {
		global $wpdb;
		$matches  = 0;
		$recorder = static function ( $sql ) use ( &$matches, $wpdb ) {
			if ( false !== strpos( (string) $sql, $wpdb->prefix . 'opengive_donations' ) && false !== strpos( (string) $sql, 'MATCH(' ) ) {
				++$matches;
			}
			return $sql;
		};
		add_filter( 'query', $recorder );
		$pages = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$pages[] = $this->page( $page );
		}
		remove_filter( 'query', $recorder );

		foreach ( array_chunk( $this->ids, 2 ) as $index => $ids ) {
			$this->assertSame( $ids, $pages[ $index ]['ids'], 'page ' . ( $index + 1 ) );
			$this->assertSame( '5', $pages[ $index ]['total'], 'X-WP-Total on page ' . ( $index + 1 ) );
			$this->assertSame( '3', $pages[ $index ]['pages'], 'X-WP-TotalPages on page ' . ( $index + 1 ) );
		}
		// MariaDB/MySQL: one MATCH per request (the page with its window count). SQLite: no FULLTEXT.
		$this->assertSame( Db::is_sqlite() ? 0 : 3, $matches );
	}

	public function test_a_page_past_the_end_is_empty_and_still_counts_every_match(): void {
		$past = $this->page( 4 );
		$this->assertSame( array(), $past['ids'] );
		$this->assertSame( '5', $past['total'] );
	}

	/**
	 * One page of two of this test's gifts, searched by name.
	 *
	 * @param int $page Page.
	 * @return array{ids: int[], total: string, pages: string}
	 */
	private function page( int $page ): array {
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/donations' );
		$request->set_query_params(
			array(
				'search'   => 'Quillon Vexmarrow',
				'page'     => $page,
				'per_page' => 2,
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$headers = $response->get_headers();
		return array(
			'ids'   => array_map( 'intval', wp_list_pluck( $response->get_data(), 'id' ) ),
			'total' => (string) $headers['X-WP-Total'],
			'pages' => (string) $headers['X-WP-TotalPages'],
		);
	}
}
