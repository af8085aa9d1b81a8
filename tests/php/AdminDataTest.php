<?php
/**
 * The admin's data layer: list queries, capabilities, goal progress and CSV cells.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Admin\CsvExport;
use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Migrations\AddListIndexes;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables.
 */
final class AdminDataTest extends TestCase {

	/**
	 * Campaign made for the test.
	 *
	 * @var Campaign|null
	 */
	private $campaign = null;

	protected function tearDown(): void {
		global $wpdb;
		if ( null !== $this->campaign ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d", $this->campaign->id ) ); // phpcs:ignore WordPress.DB
			// Rows deleted behind the repository's back: bring the maintained totals back in line.
			\OpenGive\Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->totals()->rebuild();
			Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		}
		parent::tearDown();
	}

	public function test_administrators_hold_every_capability_and_the_manager_role_exists(): void {
		$admin = get_role( 'administrator' );
		foreach ( Capabilities::all() as $capability ) {
			$this->assertTrue( $admin->has_cap( $capability ), $capability );
		}
		$manager = get_role( Capabilities::MANAGER_ROLE );
		$this->assertNotNull( $manager );
		$this->assertTrue( $manager->has_cap( Capabilities::VIEW_PAYMENTS ) );
		$this->assertFalse( $manager->has_cap( 'manage_options' ) );
		$this->assertFalse( get_role( 'subscriber' )->has_cap( Capabilities::VIEW_PAYMENTS ) );
	}

	public function test_every_sort_and_filter_has_an_index(): void {
		global $wpdb;
		foreach ( AddListIndexes::INDEXES as $name => list( $table ) ) {
			$indexes = wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$wpdb->prefix}{$table}" ), 'Key_name' ); // phpcs:ignore WordPress.DB -- test introspection.
			$this->assertContains( $name, $indexes, "{$table}.{$name}" );
		}
	}

	public function test_list_query_escapes_search_wildcards_and_refuses_odd_columns(): void {
		$this->make_campaign( 'amount', 1000 );
		$this->gift( 1000, array( 'first_name' => '100% sure' ) );
		$this->gift( 2000, array( 'first_name' => '100 people' ) );
		$query = ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id )->search( array( 'first_name' ), '100%' );
		$found = Plugin::container()->get( DonationRepository::class )->list( $query );
		$this->assertSame( array( '100% sure' ), wp_list_pluck( $found, 'first_name' ) );
		$this->assertSame( 0, Plugin::container()->get( DonationRepository::class )->count( ( new ListQuery() )->in( 'id', array() ) ) );
		$this->expectException( \InvalidArgumentException::class );
		( new ListQuery() )->order_by( 'id; DROP TABLE x', 'asc' );
	}

	public function test_goal_progress_counts_completed_live_gifts_per_goal_type(): void {
		$this->make_campaign( 'amount', 10000 );
		$this->gift( 2500, array( 'donor_id' => 1 ) );
		$this->gift( 2500, array( 'donor_id' => 1 ) );
		$this->gift( 1000, array( 'donor_id' => 2, 'subscription_id' => 77 ) );
		$this->gift( 9999, array( 'mode' => 'test' ) );
		$this->gift( 9999, array( 'status' => 'pending' ) );
		$progress = Plugin::container()->get( GoalProgress::class );
		$expected = array(
			'amount'                  => 6000,
			'donations'               => 3,
			'donors'                  => 2,
			'subscriptions'           => 1,
			'amountFromSubscriptions' => 1000,
			'donorsFromSubscriptions' => 1,
		);
		foreach ( $expected as $type => $actual ) {
			$this->campaign->goal_type = $type;
			$this->assertSame( $actual, $progress->for_campaign( $this->campaign )['actual'], $type );
		}
		$this->campaign->goal_type = 'amount';
		$this->assertSame( 60.0, $progress->for_campaign( $this->campaign )['percentage'] );
		$this->campaign->goal = 5000;
		$this->assertSame( 100.0, $progress->for_campaign( $this->campaign )['percentage'], 'Capped at 100.' );
	}

	/**
	 * Spreadsheet formula cells are defused; numbers, including negative ones, are kept.
	 *
	 * @dataProvider cells
	 *
	 * @param string $in  Cell.
	 * @param string $out Written.
	 */
	public function test_csv_cells_cannot_run_as_formulas( string $in, string $out ): void {
		$this->assertSame( $out, CsvExport::cell( $in ) );
	}

	/**
	 * Cells.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function cells(): array {
		return array(
			'formula'  => array( '=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")' ),
			'plus'     => array( '+1+1', "'+1+1" ),
			'at'       => array( '@SUM(A1)', "'@SUM(A1)" ),
			'minus'    => array( '-cmd', "'-cmd" ),
			'negative' => array( '-5.00', '-5.00' ),
			'text'     => array( 'Ada Lovelace', 'Ada Lovelace' ),
			'empty'    => array( '', '' ),
		);
	}

	/**
	 * A campaign for the test.
	 *
	 * @param string $type Goal type.
	 * @param int    $goal Goal.
	 */
	private function make_campaign( string $type, int $goal ): void {
		$campaign            = new Campaign();
		$campaign->title     = 'PHPUnit campaign';
		$campaign->goal_type = $type;
		$campaign->goal      = $goal;
		$campaign->status    = 'active';
		$this->campaign      = Plugin::container()->get( CampaignRepository::class )->save( $campaign );
	}

	/**
	 * A gift to the campaign.
	 *
	 * @param int                  $amount Minor units.
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( int $amount, array $fields = array() ): void {
		TestGift::insert(
			array_merge(
				array(
					'form_id'     => 1,
					'campaign_id' => $this->campaign->id,
					'donor_id'    => 3,
					'amount'      => $amount,
					'email'       => 'campaign.phpunit@example.org',
				),
				$fields
			)
		);
	}
}
