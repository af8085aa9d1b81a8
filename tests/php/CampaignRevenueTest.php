<?php
/**
 * GET /givewp/v3/campaigns/{id}/revenue: completed live gifts net of recovered fees, summed per local
 * day in SQL (INTERVAL over the local midnights on MariaDB, minutes folded in PHP on SQLite), exact
 * across a DST change and in a half-hour zone; every day from the first gift to today is listed.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Support\Database\ListQuery;
use PHPUnit\Framework\TestCase;

/**
 * A campaign of its own, gifts on a form of their own.
 */
final class CampaignRevenueTest extends TestCase {

	const FORM_ID = 876505;

	/**
	 * The campaign.
	 *
	 * @var int
	 */
	private $campaign = 0;

	/**
	 * The site's zone before the test.
	 *
	 * @var string
	 */
	private $timezone = '';

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$this->timezone       = (string) get_option( 'timezone_string' );
		$campaign             = new Campaign();
		$campaign->title      = 'Revenue PHPUnit campaign';
		$campaign->goal_type  = 'amount';
		$campaign->goal       = 100000;
		$campaign->status     = 'active';
		$this->campaign       = Plugin::container()->get( CampaignRepository::class )->save( $campaign )->id;
	}

	protected function tearDown(): void {
		$donations = Plugin::container()->get( DonationRepository::class );
		foreach ( $donations->list( ( new ListQuery() )->equals( 'form_id', self::FORM_ID ) ) as $donation ) {
			$donations->delete( $donation->id );
		}
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign );
		update_option( 'timezone_string', $this->timezone );
		wp_set_current_user( 0 );
	}

	public function test_days_follow_new_york_across_the_start_of_summer_time(): void {
		update_option( 'timezone_string', 'America/New_York' );
		// DST began 2026-03-08 at 07:00 UTC (02:00 EST): EST is UTC-5 before, EDT UTC-4 after.
		$this->gift( '2026-03-08 04:30:00', 1000 );                       // 03-07 23:30 EST.
		$this->gift( '2026-03-08 05:30:00', 2000 );                       // 03-08 00:30 EST.
		$this->gift( '2026-03-09 03:59:59', 400, array( 'fee_amount_recovered' => 100 ) ); // 03-08 23:59:59 EDT, net 300.
		$this->gift( '2026-03-09 04:00:00', 50 );                         // 03-09 00:00 EDT.
		$this->gift( '2026-03-08 12:00:00', 7000, array( 'status' => 'pending' ) );
		$this->gift( '2026-03-08 12:00:00', 8000, array( 'mode' => 'test' ) );
		$this->gift( '2026-03-08 12:00:00', 9000, array( 'campaign_id' => 0 ) );

		$days = $this->revenue();
		$this->assertSame( '2026-03-07', array_key_first( $days ) );
		$this->assertSame( wp_date( 'Y-m-d' ), array_key_last( $days ) );
		$this->assertSame( 1 + (int) ( new \DateTimeImmutable( '2026-03-07' ) )->diff( new \DateTimeImmutable( wp_date( 'Y-m-d' ) ) )->days, count( $days ), 'every day listed' );
		$this->assertSame( array( 10.0, 23.0, 0.5 ), array( $days['2026-03-07'], $days['2026-03-08'], $days['2026-03-09'] ) );
		$this->assertSame( 33.5, array_sum( $days ), 'nothing else counted' );
	}

	public function test_days_follow_a_half_hour_zone(): void {
		update_option( 'timezone_string', 'Asia/Kolkata' );
		$this->gift( '2026-06-01 18:29:59', 100 ); // 06-01 23:59:59 IST.
		$this->gift( '2026-06-01 18:30:00', 200 ); // 06-02 00:00 IST.
		$days = $this->revenue();
		$this->assertSame( array( 1.0, 2.0 ), array( $days['2026-06-01'], $days['2026-06-02'] ) );
		$this->assertSame( 3.0, array_sum( $days ) );
	}

	/**
	 * The route's answer as day => amount.
	 *
	 * @return array<string, float>
	 */
	private function revenue(): array {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/givewp/v3/campaigns/' . $this->campaign . '/revenue' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$days = array();
		foreach ( $response->get_data() as $day ) {
			$days[ $day['date'] ] = (float) $day['amount'];
		}
		return $days;
	}

	/**
	 * A completed live USD gift to this test's campaign, with overrides.
	 *
	 * @param string               $created_at UTC.
	 * @param int                  $amount     Minor units.
	 * @param array<string, mixed> $fields     Overrides.
	 */
	private function gift( string $created_at, int $amount, array $fields = array() ): void {
		TestGift::insert(
			array_merge(
				array(
					'form_id'     => self::FORM_ID,
					'campaign_id' => $this->campaign,
					'amount'      => $amount,
					'email'       => 'revenue.phpunit@example.org',
					'created_at'  => $created_at,
				),
				$fields
			)
		);
	}
}
