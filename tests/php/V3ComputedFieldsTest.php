<?php
/**
 * The /givewp/v3 fields GiveWP computes: customFields, projectedAnnualRevenue, campaign revenue and
 * statistics, donor statistics.
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
use OpenGive\Rest\V3\DonationExtras;
use OpenGive\Rest\V3\SubscriptionExtras;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use PHPUnit\Framework\TestCase;

/**
 * Each figure is worked out by hand from rows the test writes.
 */
final class V3ComputedFieldsTest extends TestCase {

	/**
	 * Form made for the test.
	 *
	 * @var int
	 */
	private $form_id = 0;

	/**
	 * Donor made for the test.
	 *
	 * @var Donor
	 */
	private $donor;

	/**
	 * Campaign made for the test.
	 *
	 * @var Campaign
	 */
	private $campaign;

	/**
	 * Subscription made for the test.
	 *
	 * @var int
	 */
	private $subscription_id = 0;

	protected function setUp(): void {
		$this->form_id = TestForm::create(
			array(
				'customFields' => array(
					array(
						'name'  => 'reason',
						'label' => 'This gift is',
						'type'  => 'text',
					),
				),
			)
		);
		$this->donor             = new Donor();
		$this->donor->email      = 'computed-' . wp_generate_password( 8, false ) . '@example.org';
		$this->donor->first_name = 'Computed';
		Plugin::container()->get( DonorRepository::class )->save( $this->donor );
		$this->campaign           = new Campaign();
		$this->campaign->title    = 'Computed fields';
		$this->campaign->goal     = 100000;
		$this->campaign->status   = 'active';
		$this->campaign->currency = 'USD';
		Plugin::container()->get( CampaignRepository::class )->save( $this->campaign );
		Fixtures::log_in_administrator();
	}

	protected function tearDown(): void {
		global $wpdb;
		TestForm::destroy( $this->form_id );
		$wpdb->delete( $wpdb->prefix . 'opengive_subscriptions', array( 'id' => $this->subscription_id ) ); // phpcs:ignore WordPress.DB
		$wpdb->delete( $wpdb->prefix . 'opengive_donors', array( 'id' => $this->donor->id ) ); // phpcs:ignore WordPress.DB
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		wp_set_current_user( 0 );
	}

	/**
	 * A completed live gift of the test donor.
	 *
	 * @param int    $amount     Minor units.
	 * @param string $created_at UTC.
	 * @param array  $extra      Properties to set.
	 */
	private function gift( int $amount, string $created_at, array $extra = array() ): Donation {
		$d               = new Donation();
		$d->form_id      = $this->form_id;
		$d->donor_id     = $this->donor->id;
		$d->campaign_id  = $this->campaign->id;
		$d->status       = 'publish';
		$d->mode         = 'live';
		$d->type         = 'single';
		$d->amount       = $amount;
		$d->currency     = 'USD';
		$d->gateway_id   = 'test';
		$d->purchase_key = bin2hex( random_bytes( 16 ) );
		$d->first_name   = 'Computed';
		$d->email        = $this->donor->email;
		$d->created_at   = $created_at;
		foreach ( $extra as $property => $value ) {
			$d->$property = $value;
		}
		return Plugin::container()->get( DonationRepository::class )->insert( $d );
	}

	/**
	 * Data of a GET.
	 *
	 * @param string $route Route.
	 * @param array  $query Query.
	 */
	private function read( string $route, array $query = array() ) {
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $query );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_custom_fields_are_labelled_from_the_form_and_empty_answers_are_left_out(): void {
		$gift = $this->gift(
			1000,
			gmdate( 'Y-m-d H:i:s' ),
			array(
				'custom_fields' => array(
					'reason'  => 'In memory of Ada',
					'removed' => 'kept',
					'blank'   => '',
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'label' => 'This gift is',
					'value' => 'In memory of Ada',
				),
				array(
					'label' => 'removed',
					'value' => 'kept',
				),
			),
			DonationExtras::custom_fields( $gift )
		);
	}

	public function test_projected_annual_revenue_is_this_years_gifts_plus_renewals_due_before_new_year(): void {
		$year                   = gmdate( 'Y' );
		$s                      = new Subscription();
		$s->donor_id            = $this->donor->id;
		$s->form_id             = $this->form_id;
		$s->mode                = 'live';
		$s->amount              = 1500;
		$s->gateway_id          = 'test';
		$s->period              = 'month';
		$s->renews_at           = "{$year}-11-05 10:00:00";
		$this->subscription_id  = Plugin::container()->get( SubscriptionRepository::class )->insert( $s )->id;
		// This year: one completed gift (counted) and one failed (not); last year's gift is not counted.
		$this->gift( 1500, "{$year}-10-05 10:00:00", array( 'subscription_id' => $s->id ) );
		$this->gift( 1500, "{$year}-09-05 10:00:00", array( 'subscription_id' => $s->id, 'status' => 'failed' ) );
		$this->gift( 1500, ( (int) $year - 1 ) . '-12-05 10:00:00', array( 'subscription_id' => $s->id ) );
		$extras = new SubscriptionExtras( array( $s ), Plugin::container()->get( DonorRepository::class ) );
		// 1500 completed this year + renewals on 5 November and 5 December.
		$this->assertSame( 1500 + 2 * 1500, $extras->fields_for( $s )['projectedAnnualRevenue'] );
		$this->assertSame( 'Computed', $extras->fields_for( $s )['firstName'] );
		// Four installments in all, three gifts made: one renewal left.
		$s->installments = 4;
		$this->assertSame( 1500 + 1500, $extras->fields_for( $s )['projectedAnnualRevenue'] );
		// A paused subscription does not renew.
		$s->installments = 0;
		$s->status       = 'paused';
		$this->assertSame( 1500, $extras->fields_for( $s )['projectedAnnualRevenue'] );
	}

	public function test_campaign_revenue_lists_every_day_and_statistics_count_the_net_amounts(): void {
		$today = time();
		$this->gift( 2000, gmdate( 'Y-m-d H:i:s', $today - 3 * DAY_IN_SECONDS ), array( 'fee_amount_recovered' => 100 ) );
		$this->gift( 3000, gmdate( 'Y-m-d H:i:s', $today ) );
		$this->gift( 9900, gmdate( 'Y-m-d H:i:s', $today ), array( 'mode' => 'test' ) );
		$revenue = $this->read( "/givewp/v3/campaigns/{$this->campaign->id}/revenue" );
		$this->assertCount( 4, $revenue );
		$this->assertSame( 19.0, (float) $revenue[0]['amount'] );
		$this->assertSame( 0.0, (float) $revenue[1]['amount'] );
		$this->assertSame( 30.0, (float) end( $revenue )['amount'] );
		$this->assertSame( wp_date( 'Y-m-d' ), end( $revenue )['date'] );
		$statistics = $this->read( "/givewp/v3/campaigns/{$this->campaign->id}/statistics" );
		$this->assertSame( 49.0, (float) $statistics[0]['amountRaised'] );
		$this->assertSame( 2, $statistics[0]['donationCount'] );
		$this->assertSame( 1, $statistics[0]['donorCount'] );
		$ranged = $this->read( "/givewp/v3/campaigns/{$this->campaign->id}/statistics", array( 'rangeInDays' => 2 ) );
		$this->assertSame( 30.0, (float) $ranged[0]['amountRaised'] );
		$this->assertSame( 19.0, (float) $ranged[1]['amountRaised'] );
		$donor = $this->read( "/givewp/v3/donors/{$this->donor->id}/statistics" );
		$this->assertSame( 49.0, (float) $donor['donations']['lifetimeAmount'] );
		$this->assertSame( 30.0, (float) $donor['donations']['highestAmount'] );
		$this->assertSame( 24.5, (float) $donor['donations']['averageAmount'] );
		$this->assertSame( 2, $donor['donations']['count'] );
		$this->assertSame( 19.0, (float) $donor['donations']['first']['amount'] );
		$this->assertSame( 'Repeat', $donor['donorType'] );
	}
}
