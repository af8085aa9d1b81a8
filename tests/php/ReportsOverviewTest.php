<?php
/**
 * GET opengive/v1/reports/overview: what counts, which bucket a gift falls in, the top lists, who
 * may read it and what bad input gets.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Every gift here is dated March 2019, a month no demo or other test writes, and is deleted after.
 */
final class ReportsOverviewTest extends TestCase {

	const EMAIL = 'report.phpunit@example.org';

	/**
	 * Forms made by the test.
	 *
	 * @var int[]
	 */
	private $forms = array();

	/**
	 * Options to put back.
	 *
	 * @var array<string, mixed>
	 */
	private $options = array();

	/**
	 * A campaign made by the test (0: none).
	 *
	 * @var int
	 */
	private $campaign = 0;

	protected function setUp(): void {
		foreach ( array( 'timezone_string', 'gmt_offset', 'start_of_week' ) as $option ) {
			$this->options[ $option ] = get_option( $option );
		}
		update_option( 'timezone_string', 'America/New_York' );
		update_option( 'start_of_week', 0 ); // Sunday: not the code's fallback (Monday).
		$this->forms = array( TestForm::create(), TestForm::create() );
		wp_update_post(
			array(
				'ID'         => $this->forms[1],
				'post_title' => 'Second & Best',
			)
		);
		Fixtures::log_in_administrator();
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->options as $option => $value ) {
			update_option( $option, $value );
		}
		// Gifts of a deleted form too; TestForm::destroy then rebuilds the maintained totals.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE email LIKE %s", '%' . $wpdb->esc_like( self::EMAIL ) ) ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE %s", '%' . $wpdb->esc_like( self::EMAIL ) ) ); // phpcs:ignore WordPress.DB
		foreach ( $this->forms as $form ) {
			TestForm::destroy( $form );
		}
		if ( $this->campaign > 0 ) {
			Plugin::container()->get( \OpenGive\Campaigns\Repositories\CampaignRepository::class )->delete( $this->campaign );
		}
		wp_set_current_user( 0 );
	}

	public function test_days_follow_the_sites_time_zone_across_a_daylight_saving_change(): void {
		// New York moved to summer time on 10 March 2019 at 02:00 (UTC-5 before, UTC-4 after).
		$this->gift( '2019-03-10 03:30:00' ); // 9 March, 22:30 local.
		$this->gift( '2019-03-11 03:30:00' ); // 10 March, 23:30 local (summer time).
		$this->gift( '2019-03-11 04:30:00' ); // 11 March, 00:30 local.
		$report = $this->report( array( 'after' => '2019-03-09', 'before' => '2019-03-11' ) );
		$this->assertSame( array( '2019-03-09', '2019-03-10', '2019-03-11' ), array_column( $report['periods'], 'start' ) );
		$this->assertSame( array( 1, 1, 1 ), array_column( $report['periods'], 'donations' ) );
		$this->assertSame( 'America/New_York', $report['timezone'] );
	}

	public function test_only_completed_gifts_of_the_mode_and_currency_are_summed(): void {
		$this->gift( '2019-03-05 15:00:00', array( 'amount' => 5000, 'fee_amount_recovered' => 180 ) );
		$this->gift( '2019-03-05 16:00:00', array( 'amount' => 1200, 'subscription_id' => 987654 ) );
		$this->gift( '2019-03-05 17:00:00', array( 'amount' => 700, 'status' => 'pending' ) );
		$this->gift( '2019-03-05 17:00:00', array( 'amount' => 800, 'status' => 'refunded' ) );
		$this->gift( '2019-03-05 17:00:00', array( 'amount' => 900, 'mode' => 'test' ) );
		$this->gift( '2019-03-05 17:00:00', array( 'amount' => 40000, 'currency' => 'EUR' ) );
		$report = $this->report( array( 'after' => '2019-03-05', 'before' => '2019-03-05' ) );

		$this->assertSame( 'USD', $report['currency'], 'by default the currency with most gifts' );
		$this->assertSame(
			array(
				array( 'currency' => 'USD', 'donations' => 2 ),
				array( 'currency' => 'EUR', 'donations' => 1 ),
			),
			$report['currencies']
		);
		$expected = array(
			'revenue'          => 6200,
			'donations'        => 2,
			'newDonors'        => 0,
			'recurringRevenue' => 1200,
			'feesRecovered'    => 180,
		);
		$this->assertSame( array( 'start' => '2019-03-05' ) + $expected, $report['periods'][0] );
		$this->assertSame( $expected + array( 'averageGift' => 3100 ), $report['totals'] );

		$euros = $this->report( array( 'after' => '2019-03-05', 'before' => '2019-03-05', 'currency' => 'EUR' ) );
		$this->assertSame( 40000, $euros['totals']['revenue'] );
		$test = $this->report( array( 'after' => '2019-03-05', 'before' => '2019-03-05', 'mode' => 'test' ) );
		$this->assertSame( 900, $test['totals']['revenue'] );
	}

	public function test_weeks_start_on_the_sites_first_day_and_months_on_the_first(): void {
		$this->gift( '2019-03-06 15:00:00' ); // Wednesday: the week of Sunday 3 March.
		$this->gift( '2019-03-18 15:00:00', array( 'amount' => 3000 ) ); // Monday 18 March: the week of the 17th.
		$weeks = $this->report( array( 'interval' => 'week', 'after' => '2019-03-06', 'before' => '2019-03-20' ) );
		$this->assertSame( array( '2019-03-03', '2019-03-10', '2019-03-17' ), array_column( $weeks['periods'], 'start' ) );
		$this->assertSame( array( 2500, 0, 3000 ), array_column( $weeks['periods'], 'revenue' ) );

		$months = $this->report( array( 'interval' => 'month', 'after' => '2019-02-10', 'before' => '2019-04-02' ) );
		$this->assertSame( array( '2019-02-01', '2019-03-01', '2019-04-01' ), array_column( $months['periods'], 'start' ) );
		$this->assertSame( array( 0, 5500, 0 ), array_column( $months['periods'], 'revenue' ) );
	}

	public function test_months_read_whole_days_once_and_split_the_days_a_local_midnight_cuts(): void {
		// New York: 1 March 2019 starts at 05:00 UTC, 1 April (summer time) at 04:00 UTC; the range
		// starts at 05:00 UTC on 20 February. On MariaDB whole UTC days come from the day sums and the
		// cut days from the hour sums (RollupPeriods).
		$this->gift( '2019-02-20 04:30:00', array( 'amount' => 1 ) ); // 19 February, 23:30 local: before the range.
		$this->gift( '2019-02-20 05:30:00', array( 'amount' => 2 ) ); // 20 February, 00:30 local.
		$this->gift( '2019-03-01 04:30:00', array( 'amount' => 100 ) ); // 28 February, 23:30 local.
		$this->gift( '2019-03-01 05:30:00', array( 'amount' => 200 ) ); // 1 March, 00:30 local.
		$this->gift( '2019-03-15 12:00:00', array( 'amount' => 400 ) ); // A day no midnight cuts.
		$this->gift( '2019-04-01 03:59:00', array( 'amount' => 800 ) ); // 31 March, 23:59 local.
		$this->gift( '2019-04-01 04:00:00', array( 'amount' => 1600 ) ); // 1 April, 00:00 local.
		$this->gift( '2019-04-03 03:00:00', array( 'amount' => 3200 ) ); // 2 April, 23:00 local: the range's last hour.
		$this->gift( '2019-04-03 04:00:00', array( 'amount' => 6400 ) ); // 3 April, 00:00 local: after the range.
		$report = $this->report( array( 'interval' => 'month', 'after' => '2019-02-20', 'before' => '2019-04-02' ) );
		$this->assertSame( array( '2019-02-01', '2019-03-01', '2019-04-01' ), array_column( $report['periods'], 'start' ) );
		$this->assertSame( array( 102, 1400, 4800 ), array_column( $report['periods'], 'revenue' ) );
		$this->assertSame( array( 2, 3, 2 ), array_column( $report['periods'], 'donations' ) );
	}

	public function test_a_half_hour_zone_keeps_the_ranges_first_hour_in_its_first_day(): void {
		update_option( 'timezone_string', 'Asia/Kolkata' ); // UTC+5:30: the range starts at 18:30 UTC.
		$this->gift( '2019-03-01 18:45:00' ); // 2 March, 00:15 local.
		$report = $this->report( array( 'after' => '2019-03-02', 'before' => '2019-03-02' ) );
		$this->assertSame( array( '2019-03-02' ), array_column( $report['periods'], 'start' ) );
		$this->assertSame( 1, $report['periods'][0]['donations'] );
	}

	public function test_a_half_hour_zone_puts_each_hour_in_the_day_it_starts_in_for_gifts_and_new_donors(): void {
		update_option( 'timezone_string', 'Asia/Kolkata' ); // Local midnight is 18:30 UTC.
		foreach ( array( 'late' => '2019-03-02 18:10:00', 'early' => '2019-03-02 19:05:00' ) as $who => $at ) {
			self::donor_since( $who . '.' . self::EMAIL, $at );
		}
		$this->gift( '2019-03-02 18:10:00', array( 'email' => 'late.' . self::EMAIL ) ); // The hour starts 23:30, 2 March.
		$this->gift( '2019-03-02 19:05:00', array( 'email' => 'early.' . self::EMAIL ) ); // The hour starts 00:30, 3 March.
		$report = $this->report( array( 'after' => '2019-03-01', 'before' => '2019-03-04' ) );
		$this->assertSame( array( '2019-03-01', '2019-03-02', '2019-03-03', '2019-03-04' ), array_column( $report['periods'], 'start' ) );
		$this->assertSame( array( 0, 1, 1, 0 ), array_column( $report['periods'], 'donations' ) );
		$this->assertSame( array( 0, 1, 1, 0 ), array_column( $report['periods'], 'newDonors' ) );
	}

	public function test_the_default_year_by_month_has_twelve_months_even_from_the_31st(): void {
		$report = $this->report( array( 'interval' => 'month', 'before' => '2019-03-31' ) );
		$this->assertSame( '2018-04-01', $report['after'] );
		$this->assertCount( 12, $report['periods'] );
	}

	public function test_top_forms_rank_by_revenue_and_name_a_deleted_form_by_its_number(): void {
		$this->gift( '2019-03-07 15:00:00', array( 'amount' => 1000 ) );
		$this->gift( '2019-03-07 15:00:00', array( 'amount' => 1000 ) );
		$this->gift( '2019-03-07 15:00:00', array( 'amount' => 9000, 'form_id' => $this->forms[1] ) );
		$this->gift( '2019-03-07 15:00:00', array( 'amount' => 500, 'form_id' => 999999 ) );
		$report = $this->report( array( 'after' => '2019-03-07', 'before' => '2019-03-07' ) );
		$this->assertSame(
			array(
				array( 'id' => $this->forms[1], 'title' => 'Second & Best', 'revenue' => 9000, 'donations' => 1 ),
				array( 'id' => $this->forms[0], 'title' => get_the_title( $this->forms[0] ), 'revenue' => 2000, 'donations' => 2 ),
				array( 'id' => 999999, 'title' => '#999999 (deleted)', 'revenue' => 500, 'donations' => 1 ),
			),
			$report['topForms']
		);
	}

	public function test_new_donors_are_those_first_seen_in_the_period_with_a_completed_gift(): void {
		self::donor_since( 'gave.' . self::EMAIL, '2019-03-08 15:00:00' );
		self::donor_since( 'failed.' . self::EMAIL, '2019-03-08 15:00:00' );
		$this->gift( '2019-03-08 15:00:00', array( 'email' => 'gave.' . self::EMAIL ) );
		$this->gift( '2019-03-08 15:00:00', array( 'email' => 'failed.' . self::EMAIL, 'status' => 'failed' ) );
		$report = $this->report( array( 'after' => '2019-03-08', 'before' => '2019-03-08' ) );
		$this->assertSame( 1, $report['totals']['newDonors'] );
	}

	public function test_a_campaign_report_counts_only_that_campaigns_gifts(): void {
		$campaigns      = Plugin::container()->get( \OpenGive\Campaigns\Repositories\CampaignRepository::class );
		$ours           = new \OpenGive\Campaigns\Models\Campaign();
		$ours->title    = 'Report campaign';
		$ours->goal     = 100000;
		$this->campaign = $campaigns->save( $ours )->id;
		$this->gift( '2019-03-12 15:00:00', array( 'amount' => 4000, 'campaign_id' => $this->campaign ) );
		$this->gift( '2019-03-12 15:00:00', array( 'amount' => 9900 ) );
		$report = $this->report( array( 'after' => '2019-03-12', 'before' => '2019-03-12', 'campaign' => (string) $this->campaign ) );
		$this->assertSame( $this->campaign, $report['campaign'] );
		$this->assertSame( array( 4000, 1, 0 ), array( $report['totals']['revenue'], $report['totals']['donations'], $report['totals']['newDonors'] ) );
		$this->assertSame( array( array(), array() ), array( $report['topForms'], $report['topCampaigns'] ) );

		$missing = rest_do_request( $this->request( array( 'campaign' => '987654321' ) ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'opengive_campaign_not_found', $missing->get_data()['code'] );
	}

	public function test_a_campaign_report_says_what_the_campaign_raised_before_the_range(): void {
		$campaigns      = Plugin::container()->get( \OpenGive\Campaigns\Repositories\CampaignRepository::class );
		$ours           = new \OpenGive\Campaigns\Models\Campaign();
		$ours->title    = 'Earlier gifts campaign';
		$ours->goal     = 100000;
		$this->campaign = $campaigns->save( $ours )->id;
		$this->gift( '2019-02-27 10:00:00', array( 'amount' => 3000, 'campaign_id' => $this->campaign ) );
		$this->gift( '2019-02-28 10:00:00', array( 'amount' => 1500, 'campaign_id' => $this->campaign, 'fee_amount_recovered' => 75 ) );
		$this->gift( '2019-02-28 11:00:00', array( 'amount' => 7000, 'campaign_id' => $this->campaign, 'currency' => 'EUR' ) );
		$this->gift( '2019-02-28 12:00:00', array( 'amount' => 8800, 'campaign_id' => $this->campaign, 'status' => 'failed' ) );
		$this->gift( '2019-02-28 13:00:00', array( 'amount' => 9900 ) );
		$this->gift( '2019-03-12 15:00:00', array( 'amount' => 4000, 'campaign_id' => $this->campaign ) );

		$report = $this->report( array( 'after' => '2019-03-01', 'before' => '2019-03-31', 'currency' => 'USD', 'campaign' => (string) $this->campaign ) );
		$this->assertSame(
			array(
				'revenue'          => 4500,
				'donations'        => 2,
				'newDonors'        => 0,
				'recurringRevenue' => 0,
				'feesRecovered'    => 75,
			),
			$report['beforeRange'],
			'completed USD gifts of this campaign before March only'
		);
		$this->assertSame( 4000, $report['totals']['revenue'], 'the range itself is unchanged' );

		$everyone = $this->report( array( 'after' => '2019-03-01', 'before' => '2019-03-31', 'currency' => 'USD' ) );
		$this->assertSame( array( 0, 0 ), array( $everyone['beforeRange']['revenue'], $everyone['beforeRange']['donations'] ), 'zeros without a campaign' );
	}

	public function test_only_users_who_may_view_reports_read_it(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, rest_do_request( $this->request( array() ) )->get_status() );
		$subscriber = self::factory_user( 'subscriber' );
		wp_set_current_user( $subscriber );
		$this->assertSame( 403, rest_do_request( $this->request( array() ) )->get_status() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $subscriber );
	}

	public function test_bad_ranges_are_refused_with_a_code_and_the_field(): void {
		$cases = array(
			array( array( 'after' => '2019-02-30' ), 'opengive_report_invalid_date', 'after' ),
			array( array( 'after' => '2019-03-10', 'before' => '2019-03-01' ), 'opengive_report_invalid_range', 'after' ),
			array( array( 'after' => '2017-01-01', 'before' => '2019-03-01' ), 'opengive_report_range_too_long', 'after' ),
			array( array( 'interval' => 'year' ), 'rest_invalid_param', null ),
			array( array( 'currency' => 'usd' ), 'rest_invalid_param', null ),
		);
		foreach ( $cases as list( $params, $code, $field ) ) {
			$response = rest_do_request( $this->request( $params ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $params ) );
			$this->assertSame( $code, $response->get_data()['code'], wp_json_encode( $params ) );
			$this->assertNotSame( '', (string) $response->get_data()['message'] );
			$this->assertSame( $field, $response->get_data()['data']['field'] ?? null, 'the refused field (WordPress names its own in params)' );
		}
	}

	/**
	 * A completed live USD gift of $25 through the first form, with overrides.
	 *
	 * @param string               $created_at UTC time.
	 * @param array<string, mixed> $fields     Overrides.
	 */
	private function gift( string $created_at, array $fields = array() ): void {
		$donation = TestGift::make(
			array_merge(
				array(
					'form_id'    => $this->forms[0],
					'amount'     => 2500,
					'first_name' => 'Report',
					'last_name'  => 'Donor',
					'email'      => self::EMAIL,
					'created_at' => $created_at,
				),
				$fields
			)
		);
		$donor              = Plugin::container()->get( \OpenGive\Donors\Repositories\DonorRepository::class )->find_or_create( self::donor( $donation->email ) );
		$donation->donor_id = $donor->id;
		Plugin::container()->get( DonationRepository::class )->insert( $donation );
	}

	/**
	 * A donor whose record was created at a past time, before any gift of theirs (as a site that has
	 * kept its donors for years has them; the app never moves a donor's creation time).
	 *
	 * @param string $email      Email.
	 * @param string $created_at UTC 'Y-m-d H:i:s'.
	 */
	private static function donor_since( string $email, string $created_at ): void {
		global $wpdb;
		$donor = Plugin::container()->get( \OpenGive\Donors\Repositories\DonorRepository::class )->find_or_create( self::donor( $email ) );
		$wpdb->update( $wpdb->prefix . 'opengive_donors', array( 'created_at' => $created_at ), array( 'id' => $donor->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no gifts yet: no count moves.
	}

	/**
	 * An unsaved donor for an email.
	 *
	 * @param string $email Email.
	 */
	private static function donor( string $email ): \OpenGive\Donors\Models\Donor {
		$donor             = new \OpenGive\Donors\Models\Donor();
		$donor->email      = $email;
		$donor->first_name = 'Report';
		$donor->last_name  = 'Donor';
		return $donor;
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 */
	private static function factory_user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'report-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => wp_generate_password( 6, false ) . '.' . self::EMAIL,
				'role'       => $role,
			)
		);
	}

	/**
	 * The report's data, asserting a 200.
	 *
	 * @param array<string, string> $params Query.
	 * @return array<string, mixed>
	 */
	private function report( array $params ): array {
		$response = rest_do_request( $this->request( $params ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * GET reports/overview.
	 *
	 * @param array<string, string> $params Query.
	 */
	private function request( array $params ): \WP_REST_Request {
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/reports/overview' );
		foreach ( $params as $key => $value ) {
			$request->set_param( $key, $value );
		}
		return $request;
	}
}
