<?php
/**
 * GET /givewp/v3/campaigns?sortBy=amount|donations|donors: the order holds across pages and comes
 * from the maintained totals, not from summing donations (30 s a request at 1M donations).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Four campaigns of its own, found by a title no other test uses.
 */
final class V3CampaignSortTest extends TestCase {

	const SEARCH = 'Sortable PHPUnit campaign';

	/**
	 * Campaign ids by name.
	 *
	 * @var array<string, int>
	 */
	private $ids = array();

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		// Made in this order (rising ids, which break ties the way the sort goes): tiny one gift of $10;
		// small one of $30; middle two of $25 from one donor; large three of $40 from three donors.
		$gifts = array(
			'tiny'   => array( array( 1000, 6 ) ),
			'small'  => array( array( 3000, 1 ) ),
			'middle' => array( array( 2500, 2 ), array( 2500, 2 ) ),
			'large'  => array( array( 4000, 3 ), array( 4000, 4 ), array( 4000, 5 ) ),
		);
		foreach ( $gifts as $name => $list ) {
			$campaign              = new Campaign();
			$campaign->title       = self::SEARCH . ' ' . $name;
			$campaign->goal_type   = 'amount';
			$campaign->goal        = 100000;
			$campaign->status      = 'active';
			$this->ids[ $name ]    = Plugin::container()->get( CampaignRepository::class )->save( $campaign )->id;
			foreach ( $list as list( $amount, $donor ) ) {
				TestGift::insert(
					array(
						'form_id'     => 876503,
						'campaign_id' => $this->ids[ $name ],
						'donor_id'    => $donor,
						'amount'      => $amount,
						'email'       => 'sort.phpunit@example.org',
					)
				);
			}
		}
	}

	protected function tearDown(): void {
		$donations = Plugin::container()->get( DonationRepository::class );
		foreach ( $donations->list( ( new \OpenGive\Support\Database\ListQuery() )->equals( 'form_id', 876503 ) ) as $donation ) {
			$donations->delete( $donation->id );
		}
		foreach ( $this->ids as $id ) {
			Plugin::container()->get( CampaignRepository::class )->delete( $id );
		}
		wp_set_current_user( 0 );
	}

	public function test_each_sort_orders_both_pages_from_the_maintained_totals(): void {
		global $wpdb;
		$expected = array(
			'amount'    => array( 'tiny', 'small', 'middle', 'large' ),
			'donations' => array( 'tiny', 'small', 'middle', 'large' ),
			'donors'    => array( 'tiny', 'small', 'middle', 'large' ),
		);
		foreach ( $expected as $sort => $names ) {
			foreach ( array( 'asc' => $names, 'desc' => array_reverse( $names ) ) as $direction => $order ) {
				$read     = array();
				$recorder = static function ( $sql ) use ( &$read, $wpdb ) {
					if ( false !== strpos( (string) $sql, $wpdb->prefix . 'opengive_donations' ) ) {
						$read[] = (string) $sql;
					}
					return $sql;
				};
				add_filter( 'query', $recorder );
				$pages = array( $this->page( $sort, $direction, 1 ), $this->page( $sort, $direction, 2 ) );
				remove_filter( 'query', $recorder );
				$this->assertSame( array_chunk( $order, 2 ), $pages, "{$sort} {$direction}" );
				$this->assertSame( array(), $read, "{$sort} {$direction}: no query of the donations table" );
			}
		}
	}

	/**
	 * One page of two of this test's campaigns, as their names.
	 *
	 * @param string $sort      sortBy.
	 * @param string $direction orderBy.
	 * @param int    $page      Page.
	 * @return string[]
	 */
	private function page( string $sort, string $direction, int $page ): array {
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/campaigns' );
		$request->set_query_params(
			array(
				'search'   => self::SEARCH,
				'sortBy'   => $sort,
				'orderBy'  => $direction,
				'page'     => $page,
				'per_page' => 2,
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$names = array_flip( $this->ids );
		return array_map(
			static function ( $campaign ) use ( $names ) {
				return $names[ (int) $campaign['id'] ];
			},
			$response->get_data()
		);
	}
}
