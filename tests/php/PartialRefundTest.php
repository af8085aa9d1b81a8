<?php
/**
 * Partial refunds from the admin (Donations\Actions\RefundDonation through the test gateway): the
 * gift stays complete and counts once, every total moves by exactly what went back, the full
 * recount agrees with the write path, the refund that reaches the whole amount ends the gift, an
 * amount outside (0, what is left] changes nothing, and the donor's dashboard says what went back.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Actions\RefundDonation;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Reports\ReportRebuild;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Exceptions\ValidationException;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables (SQLite in Playground, MariaDB natively). Every gift is dated March
 * 2008, a month no demo or other test writes, through a form and donor id no real one has.
 */
final class PartialRefundTest extends TestCase {

	const FORM_ID  = 876506;
	const DONOR_ID = 876507;

	/**
	 * Campaign made for the test.
	 *
	 * @var Campaign
	 */
	private $campaign;

	protected function setUp(): void {
		$campaign            = new Campaign();
		$campaign->title     = 'Partial refund PHPUnit campaign';
		$campaign->goal_type = 'amount';
		$campaign->goal      = 100000;
		$campaign->status    = 'active';
		$this->campaign      = Plugin::container()->get( CampaignRepository::class )->save( $campaign );
		Fixtures::log_in_administrator();
	}

	protected function tearDown(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		foreach ( $repository->list( ( new ListQuery() )->equals( 'form_id', self::FORM_ID ) ) as $donation ) {
			( new DonationNoteRepository() )->delete_for_donation( $donation->id );
			$repository->delete( $donation->id );
		}
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		wp_set_current_user( 0 );
	}

	public function test_a_partial_refund_moves_every_total_by_what_went_back_and_the_recount_agrees(): void {
		$gift = $this->gift( array( 'amount' => 2500, 'created_at' => '2008-03-04 10:15:00' ) );
		$this->gift( array( 'amount' => 700, 'created_at' => '2008-03-05 09:00:00', 'subscription_id' => 876508 ) );
		// From sums that equal the rows (other tests leave rows behind the repository's back).
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$before = $this->figures();

		$refunded = $this->refund( $gift->id, 600 );

		$this->assertSame( array( 'publish', 600 ), array( $refunded->status, $refunded->refunded_amount ) );
		$stored = Plugin::container()->get( DonationRepository::class )->find( $gift->id );
		$this->assertSame( array( 'publish', 600, 2500 ), array( $stored->status, $stored->refunded_amount, $stored->amount ) );
		$after = $this->figures();
		$moved = array();
		foreach ( $before as $figure => $value ) {
			$moved[ $figure ] = $value - $after[ $figure ];
		}
		$this->assertSame(
			array(
				'campaign raised'       => 600,
				'campaign gifts'        => 0,
				'campaign donors'       => 0,
				'campaign recurring'    => 0,
				'goal progress'         => 600,
				'campaign figures'      => 600,
				'form raised'           => 600,
				'form gifts'            => 0,
				'donor total'           => 600,
				'donor gifts'           => 0,
				'overview revenue'      => 600,
				'overview gifts'        => 0,
				'overview recurring'    => 0,
				'overview fees'         => 0,
				'rollup hours revenue'  => 600,
				'rollup days revenue'   => 600,
				'rollup months revenue' => 600,
				'rollup years revenue'  => 600,
				'rollup gifts'          => 0,
			),
			$moved
		);
		$this->assertStringContainsString( 'Refunded $6.00 through the payment gateway', $this->notes( $gift->id )[0] );
		$this->assertStringContainsString( '$6.00 of $25.00 refunded so far', $this->notes( $gift->id )[0] );

		$this->assertFalse( ReportRebuild::drifted(), 'the report sums equal the rows' );
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertSame( $after, $this->figures(), 'the full recount gives what the writes kept' );
	}

	public function test_two_partial_refunds_that_reach_the_whole_amount_end_the_gift_as_refunded(): void {
		$gift   = $this->gift( array( 'amount' => 2500, 'fee_amount_recovered' => 100, 'created_at' => '2008-03-06 10:00:00' ) );
		$kept   = $this->gift( array( 'amount' => 900, 'created_at' => '2008-03-06 11:00:00' ) );
		$before = $this->figures();

		$this->refund( $gift->id, 1000 );
		$done = $this->refund( $gift->id, null );

		$this->assertSame( array( 'refunded', 2500 ), array( $done->status, $done->refunded_amount ) );
		$this->assertSame( 'refunded', Plugin::container()->get( DonationRepository::class )->find( $gift->id )->status );
		$after = $this->figures();
		$this->assertSame( array( 2500, 1 ), array( $before['campaign raised'] - $after['campaign raised'], $before['campaign gifts'] - $after['campaign gifts'] ) );
		$this->assertSame( array( 900, 1, 900, 900 ), array( $after['campaign raised'], $after['form gifts'], $after['donor total'], $after['overview revenue'] ) );
		// The refund of the rest gives back the fee the donor covered too, as a refund in full did.
		$this->assertStringContainsString( 'Refunded $16.00 through the payment gateway', $this->notes( $gift->id )[0] );
		$this->assertStringNotContainsString( 'so far', $this->notes( $gift->id )[0] );
		$this->assertSame( 'publish', Plugin::container()->get( DonationRepository::class )->find( $kept->id )->status );
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertSame( $after, $this->figures() );
	}

	public function test_a_refund_of_nothing_or_of_more_than_is_left_is_refused_and_changes_nothing(): void {
		$gift = $this->gift( array( 'amount' => 2500, 'created_at' => '2008-03-07 10:00:00' ) );
		$this->refund( $gift->id, 2000 );
		$before = $this->figures();
		$notes  = $this->notes( $gift->id );

		$refused = array();
		foreach ( array( 501, 0, -5 ) as $amount ) {
			try {
				$this->refund( $gift->id, $amount );
				$refused[ $amount ] = 'refunded';
			} catch ( ValidationException $error ) {
				$refused[ $amount ] = array( $error->error_code(), $error->status(), $error->getMessage() );
			}
		}
		$why = array( 'opengive_refund_amount_invalid', 400, 'The refund must be more than zero and at most $5.00, what is left of this gift.' );
		$this->assertSame( array( 501 => $why, 0 => $why, -5 => $why ), $refused );

		$request = new \WP_REST_Request( 'POST', '/givewp/v3/donations/' . $gift->id . '/refund' );
		$request->set_body_params( array( 'amount' => array( 'value' => 5.01 ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( array( 400, 'opengive_refund_amount_invalid', 'amount' ), array( $response->get_status(), $response->get_data()['code'], $response->get_data()['data']['field'] ?? null ) );

		$stored = Plugin::container()->get( DonationRepository::class )->find( $gift->id );
		$this->assertSame( array( 'publish', 2000 ), array( $stored->status, $stored->refunded_amount ) );
		$this->assertSame( $before, $this->figures() );
		$this->assertSame( $notes, $this->notes( $gift->id ) );

		$request->set_body_params( array( 'amount' => array( 'value' => 5 ) ) );
		$this->assertSame( 200, rest_do_request( $request )->get_status(), 'what is left can still be refunded' );
		$this->assertSame( 'refunded', Plugin::container()->get( DonationRepository::class )->find( $gift->id )->status );
	}

	public function test_the_donor_dashboard_says_what_went_back_of_a_partly_refunded_gift(): void {
		global $wpdb;
		$who  = 'partial-refund-' . strtolower( wp_generate_password( 8, false ) );
		$user = wp_insert_user( array( 'user_login' => $who, 'user_pass' => wp_generate_password(), 'user_email' => $who . '.phpunit@example.org' ) );
		$this->assertIsInt( $user );
		$wpdb->insert( $wpdb->prefix . 'opengive_donors', array( 'email' => $who . '.phpunit@example.org', 'first_name' => 'Part', 'last_name' => 'Refund', 'user_id' => $user, 'created_at' => '2008-03-01 00:00:00', 'updated_at' => '2008-03-01 00:00:00' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a donor linked to the account.
		$donor = (int) $wpdb->insert_id;
		$partly = $this->gift( array( 'amount' => 2500, 'donor_id' => $donor, 'created_at' => '2008-03-08 10:00:00' ) );
		$whole  = $this->gift( array( 'amount' => 1200, 'donor_id' => $donor, 'created_at' => '2008-03-09 10:00:00' ) );
		$this->refund( $partly->id, 600 );
		$this->refund( $whole->id, null );
		try {
			wp_set_current_user( $user );
			$rows = \OpenGive\Blocks\ViewModels\DonorDashboardViewModel::for_current_user( home_url( '/my-gifts/' ) )->donations;
			$html = render_block( array( 'blockName' => 'opengive/donor-dashboard', 'attrs' => array(), 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) );
		} finally {
			$wpdb->delete( $wpdb->prefix . 'opengive_donors', array( 'id' => $donor ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the donor made above.
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $user );
		}
		$this->assertSame( array( $whole->id => '', $partly->id => '$6.00' ), array_column( $rows, 'refunded', 'id' ) );
		$this->assertStringContainsString( 'Refunded: $6.00', $html );
		$this->assertSame( 1, substr_count( $html, 'Refunded: ' ), 'the wholly refunded gift says so in its status' );
	}

	/**
	 * A completed live USD gift of this test's form, campaign and donor, through the test gateway.
	 *
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( array $fields ): Donation {
		return TestGift::insert(
			array_merge(
				array(
					'form_id'     => self::FORM_ID,
					'campaign_id' => $this->campaign->id,
					'donor_id'    => self::DONOR_ID,
					'email'       => 'partial.refund.phpunit@example.org',
				),
				$fields
			)
		);
	}

	/**
	 * Refunds through the action, as the REST route does.
	 *
	 * @param int      $id     Donation.
	 * @param int|null $amount Minor units, null for the rest.
	 */
	private function refund( int $id, ?int $amount ): Donation {
		return Plugin::container()->get( RefundDonation::class )( $id, get_current_user_id(), 'requested_by_customer', '', $amount );
	}

	/**
	 * A donation's notes, newest first.
	 *
	 * @param int $id Donation.
	 * @return string[]
	 */
	private function notes( int $id ): array {
		return array_map(
			static function ( $note ) {
				return $note->content;
			},
			( new DonationNoteRepository() )->for_donation( $id )
		);
	}

	/**
	 * Every figure a gift of this test counts in: the campaign's (maintained totals, its goal
	 * progress, the v3 statistics route), the form's, the donor's, the overview's for March 2008 and
	 * the report sums it reads.
	 *
	 * @return array<string, int>
	 */
	private function figures(): array {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		$campaign   = $repository->totals()->for_campaigns( array( $this->campaign->id ) )[ $this->campaign->id ] ?? array();
		$form       = $repository->totals_for_forms( array( self::FORM_ID ) )[ self::FORM_ID ] ?? array();
		$donor      = $repository->totals_for_donors( array( self::DONOR_ID ) )[ self::DONOR_ID ] ?? array();
		$statistics = rest_do_request( new \WP_REST_Request( 'GET', '/givewp/v3/campaigns/' . $this->campaign->id . '/statistics' ) )->get_data();
		$overview   = new \WP_REST_Request( 'GET', '/opengive/v1/reports/overview' );
		$overview->set_query_params( array( 'interval' => 'month', 'after' => '2008-03-01', 'before' => '2008-03-31', 'currency' => 'USD' ) );
		$timezone = get_option( 'timezone_string' );
		$offset   = get_option( 'gmt_offset' );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		$report = rest_do_request( $overview )->get_data()['totals'];
		update_option( 'timezone_string', $timezone );
		update_option( 'gmt_offset', $offset );
		$sum = static function ( string $table, string $column, string $column_of_date ) use ( $wpdb ): int {
			return (int) $wpdb->get_var( "SELECT COALESCE(SUM({$column}), 0) FROM {$wpdb->prefix}{$table} WHERE {$column_of_date} LIKE '2008%'" ); // phpcs:ignore WordPress.DB -- fixed test SQL.
		};
		return array(
			'campaign raised'       => (int) ( $campaign['amount'] ?? 0 ),
			'campaign gifts'        => (int) ( $campaign['donations'] ?? 0 ),
			'campaign donors'       => (int) ( $campaign['donors'] ?? 0 ),
			'campaign recurring'    => (int) ( $campaign['subscription_amount'] ?? 0 ),
			'goal progress'         => (int) ( new GoalProgress() )->for_campaign( $this->campaign )['actual'],
			'campaign figures'      => (int) round( 100 * $statistics[0]['amountRaised'] ),
			'form raised'           => (int) ( $form['amount'] ?? 0 ),
			'form gifts'            => (int) ( $form['count'] ?? 0 ),
			'donor total'           => (int) ( $donor['amount'] ?? 0 ),
			'donor gifts'           => (int) ( $donor['count'] ?? 0 ),
			'overview revenue'      => (int) $report['revenue'],
			'overview gifts'        => (int) $report['donations'],
			'overview recurring'    => (int) $report['recurringRevenue'],
			'overview fees'         => (int) $report['feesRecovered'],
			'rollup hours revenue'  => $sum( 'opengive_report_hours', 'revenue', 'hour' ),
			'rollup days revenue'   => $sum( 'opengive_report_days', 'revenue', 'day' ),
			'rollup months revenue' => $sum( 'opengive_report_months', 'revenue', 'month' ),
			'rollup years revenue'  => $sum( 'opengive_report_years', 'revenue', 'year' ),
			'rollup gifts'          => $sum( 'opengive_report_hours', 'donations', 'hour' ),
		);
	}
}
