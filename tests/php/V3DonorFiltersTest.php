<?php
/**
 * GiveWP's donor-list parameters: mode, onlyWithDonations, the totalNumberOfDonations sort.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Support\Database\ListQuery;
use PHPUnit\Framework\TestCase;

/**
 * Donors with gifts in different modes and statuses, read through rest_do_request.
 */
final class V3DonorFiltersTest extends TestCase {

	/**
	 * Donor ids by label.
	 *
	 * @var array<string, int>
	 */
	private $donors = array();

	/**
	 * Campaign of the gifts.
	 *
	 * @var Campaign
	 */
	private $campaign;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$campaign         = new Campaign();
		$campaign->title  = 'Donor filters PHPUnit';
		$campaign->status = 'active';
		$this->campaign   = Plugin::container()->get( CampaignRepository::class )->save( $campaign );
		// live: three completed live gifts; test: one completed test gift; pending: a pending live gift only.
		$this->donors['live']    = $this->donor_with( array( array( 'live', 'publish' ), array( 'live', 'publish' ), array( 'live', 'publish' ) ) );
		$this->donors['once']    = $this->donor_with( array( array( 'live', 'publish' ) ) );
		$this->donors['test']    = $this->donor_with( array( array( 'test', 'publish' ) ) );
		$this->donors['pending'] = $this->donor_with( array( array( 'live', 'pending' ) ) );
		// anonymous: a completed live gift given anonymously and a pending one under their name.
		$this->donors['anonymous'] = $this->donor_with( array( array( 'live', 'publish', 1 ), array( 'live', 'pending' ) ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		foreach ( $repository->list( ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id ) ) as $donation ) {
			$repository->delete( $donation->id );
		}
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE 'donorfilters-%.phpunit@example.org'" ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * A donor and their gifts.
	 *
	 * @param array<int, array> $gifts Mode, status and (optional) anonymous of each gift.
	 */
	private function donor_with( array $gifts ): int {
		$donor             = new Donor();
		$donor->email      = 'donorfilters-' . wp_generate_password( 8, false ) . '.phpunit@example.org';
		$donor->first_name = 'Filter';
		Plugin::container()->get( DonorRepository::class )->save( $donor );
		foreach ( $gifts as $gift ) {
			$donation               = new Donation();
			$donation->form_id      = 0;
			$donation->campaign_id  = $this->campaign->id;
			$donation->donor_id     = $donor->id;
			$donation->status       = $gift[1];
			$donation->mode         = $gift[0];
			$donation->amount       = 1000;
			$donation->currency     = 'USD';
			$donation->gateway_id   = 'test';
			$donation->purchase_key = md5( uniqid( '', true ) );
			$donation->email        = $donor->email;
			$donation->anonymous    = ! empty( $gift[2] );
			Plugin::container()->get( DonationRepository::class )->insert( $donation );
		}
		return (int) $donor->id;
	}

	/**
	 * The ids a donors request lists among this test's donors, in order.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @return int[]
	 */
	private function listed( array $params ): array {
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/donors' );
		$request->set_query_params( array_merge( array( 'campaignId' => $this->campaign->id ), $params ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_values( array_intersect( array_column( $response->get_data(), 'id' ), $this->donors ) );
	}

	public function test_by_default_only_donors_with_a_completed_live_gift_are_listed(): void {
		$ids = $this->listed( array() );
		sort( $ids );
		$expected = array( $this->donors['live'], $this->donors['once'] );
		sort( $expected );
		$this->assertSame( $expected, $ids );
	}

	public function test_a_campaigns_donors_are_paged_and_counted_from_the_campaigns_gifts(): void {
		$pages = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$request = new \WP_REST_Request( 'GET', '/givewp/v3/donors' );
			$request->set_query_params(
				array(
					'campaignId' => $this->campaign->id,
					'sort'       => 'id',
					'direction'  => 'ASC',
					'per_page'   => 1,
					'page'       => $page,
				)
			);
			$response = rest_do_request( $request );
			$this->assertSame( 2, (int) $response->get_headers()['X-WP-Total'], "page {$page}: the two donors with a completed live named gift" );
			$pages[] = array_column( $response->get_data(), 'id' );
		}
		$this->assertSame( array( array( $this->donors['live'] ), array( $this->donors['once'] ), array() ), $pages );
	}

	public function test_a_form_as_well_as_a_campaign_keeps_only_donors_who_gave_through_both(): void {
		$this->assertCount( 5, $this->listed( array( 'onlyWithDonations' => 'false' ) ), 'every donor who gave to the campaign' );
		$this->assertSame( array(), $this->listed( array( 'onlyWithDonations' => 'false', 'formId' => 987654 ) ), 'none of them gave through that form' );
		$this->assertSame( array(), $this->listed( array( 'formId' => 987654 ) ), 'nor those with a completed gift' );
	}

	public function test_a_donor_whose_completed_gift_is_anonymous_is_listed_only_with_anonymous_donors_included(): void {
		$this->assertNotContains( $this->donors['anonymous'], $this->listed( array() ) );
		$this->assertContains( $this->donors['anonymous'], $this->listed( array( 'anonymousDonors' => 'include' ) ) );
	}

	public function test_mode_test_lists_donors_with_a_completed_test_gift(): void {
		$this->assertSame( array( $this->donors['test'] ), $this->listed( array( 'mode' => 'test' ) ) );
	}

	public function test_only_with_donations_false_lists_every_donor(): void {
		$ids = $this->listed(
			array(
				'onlyWithDonations' => 'false',
				'mode'              => 'test',
			)
		);
		sort( $ids );
		$expected = array_values( $this->donors );
		sort( $expected );
		$this->assertSame( $expected, $ids );
	}

	public function test_mode_filter_without_a_campaign_reads_the_maintained_counters(): void {
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/donors' );
		$request->set_query_params(
			array(
				'mode'      => 'test',
				'sort'      => 'id',
				'direction' => 'DESC',
				'per_page'  => 100,
			)
		);
		// The newest donors come first, so this test's donors are on the first page.
		$ids = array_column( rest_do_request( $request )->get_data(), 'id' );
		$this->assertSame( array( $this->donors['test'] ), array_values( array_intersect( $ids, $this->donors ) ) );
	}

	public function test_sort_by_total_number_of_donations_orders_by_completed_gifts(): void {
		$desc = $this->listed(
			array(
				'sort'              => 'totalNumberOfDonations',
				'direction'         => 'DESC',
				'onlyWithDonations' => 'false',
			)
		);
		$this->assertSame( $this->donors['live'], $desc[0], 'three completed gifts come first' );
		$this->assertSame( $this->donors['pending'], end( $desc ), 'no completed gift comes last' );
		$asc = $this->listed(
			array(
				'sort'              => 'totalNumberOfDonations',
				'direction'         => 'ASC',
				'onlyWithDonations' => 'false',
			)
		);
		$this->assertSame( $this->donors['live'], end( $asc ) );
		$this->assertSame( $this->donors['pending'], $asc[0] );
	}

	public function test_counters_follow_a_status_change_and_a_delete(): void {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		$pending    = $repository->list( ( new ListQuery() )->equals( 'donor_id', $this->donors['pending'] ) )[0];
		$pending->status = 'publish';
		$repository->update( $pending );
		$this->assertContains( $this->donors['pending'], $this->listed( array() ) );
		$repository->delete( $pending->id );
		$this->assertNotContains( $this->donors['pending'], $this->listed( array() ) );
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT live_gifts, live_named, test_gifts, completed_gifts FROM {$wpdb->prefix}opengive_donors WHERE id = %d", $this->donors['live'] ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( array( 'live_gifts' => '3', 'live_named' => '1', 'test_gifts' => '0', 'completed_gifts' => '3' ), $row );
	}

	public function test_sort_by_total_amount_donated_is_refused_naming_the_parameter(): void {
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/donors' );
		$request->set_query_params( array( 'sort' => 'totalAmountDonated' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'sort', $response->get_data()['data']['params'] );
	}
}
