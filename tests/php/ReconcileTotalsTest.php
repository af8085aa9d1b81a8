<?php
/**
 * The daily reconcile of campaign totals: finds drift, repairs it, tells Site Health.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Actions\ReconcileTotals;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\SiteHealth\Checks;
use OpenGive\Support\Database\ListQuery;
use PHPUnit\Framework\TestCase;

/**
 * Real rows, a real campaign; drift made the way it happens in life, by SQL that bypasses OpenGive.
 */
final class ReconcileTotalsTest extends TestCase {

	/**
	 * The campaign.
	 *
	 * @var Campaign
	 */
	private $campaign;

	protected function setUp(): void {
		$campaign            = new Campaign();
		$campaign->title     = 'Reconcile PHPUnit campaign';
		$campaign->goal_type = 'amount';
		$campaign->goal      = 100000;
		$campaign->status    = 'active';
		$this->campaign      = Plugin::container()->get( CampaignRepository::class )->save( $campaign );
		delete_option( ReconcileTotals::OPTION );
		// Whatever other suites left behind starts in line.
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
	}

	protected function tearDown(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		foreach ( $repository->list( ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id ) ) as $donation ) {
			$repository->delete( $donation->id );
		}
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		delete_option( ReconcileTotals::OPTION );
	}

	private function gift( int $amount ): Donation {
		return TestGift::insert(
			array(
				'form_id'     => 876502,
				'campaign_id' => $this->campaign->id,
				'donor_id'    => 1,
				'amount'      => $amount,
				'email'       => 'reconcile.phpunit@example.org',
			)
		);
	}

	private function reconcile(): array {
		return ( new ReconcileTotals( Plugin::container()->get( DonationRepository::class )->totals() ) )();
	}

	private function stored(): array {
		$totals = Plugin::container()->get( DonationRepository::class )->totals()->for_campaigns( array( $this->campaign->id ) );
		return array( (int) $totals[ $this->campaign->id ]['amount'], (int) $totals[ $this->campaign->id ]['donations'] );
	}

	private function site_health(): array {
		$checks = new \ReflectionClass( Checks::class );
		return $checks->newInstanceWithoutConstructor()->totals();
	}

	public function test_totals_kept_by_opengive_show_no_drift_and_site_health_is_good(): void {
		$this->gift( 1500 );
		$this->gift( 2500 );
		$this->assertSame( array(), $this->reconcile() );
		$this->assertSame( 'good', $this->site_health()['status'] );
	}

	public function test_a_donation_changed_by_hand_is_found_repaired_and_reported(): void {
		global $wpdb;
		$this->gift( 1500 );
		$changed = $this->gift( 2500 );
		$wpdb->update( $wpdb->prefix . 'opengive_donations', array( 'amount' => 9900 ), array( 'id' => $changed->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the drift under test.
		$this->assertSame( array( 4000, 2 ), $this->stored(), 'the maintained total does not see SQL by hand' );

		$drift = $this->reconcile();
		$this->assertSame(
			array(
				'stored' => array( 'amount' => 4000, 'donations' => 2 ),
				'actual' => array( 'amount' => 11400, 'donations' => 2 ),
			),
			$drift[ $this->campaign->id ]
		);
		$this->assertSame( array( 11400, 2 ), $this->stored(), 'repaired' );
		$health = $this->site_health();
		$this->assertSame( 'recommended', $health['status'] );
		$this->assertStringContainsString( '1 campaign', $health['description'] );
		$this->assertSame( array(), $this->reconcile(), 'nothing left to repair' );
	}

	public function test_the_reconcile_runs_on_a_daily_cron_event(): void {
		// Scheduled on init, which ran when WordPress loaded for this suite.
		$event = wp_get_scheduled_event( ReconcileTotals::HOOK );
		$this->assertNotFalse( $event );
		$this->assertSame( 'daily', $event->schedule );
	}
}
