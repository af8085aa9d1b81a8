<?php
/**
 * The maintained totals equal the donations table after every kind of write, and the public
 * progress and the list totals are read from them, not by scanning donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Campaigns\Actions\GoalProgress;
use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Support\Database\ListQuery;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables (SQLite in Playground, MariaDB natively).
 */
final class DonationTotalsTest extends TestCase {

	/**
	 * A form id no real form has.
	 */
	const FORM_ID = 876501;

	/**
	 * Campaign made for the test.
	 *
	 * @var Campaign
	 */
	private $campaign;

	/**
	 * SQL statements run while a query recorder is on.
	 *
	 * @var string[]
	 */
	private $queries = array();

	protected function setUp(): void {
		$campaign            = new Campaign();
		$campaign->title     = 'Totals PHPUnit campaign';
		$campaign->goal_type = 'amount';
		$campaign->goal      = 100000;
		$campaign->status    = 'active';
		$this->campaign      = Plugin::container()->get( CampaignRepository::class )->save( $campaign );
	}

	protected function tearDown(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		$query      = ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id );
		foreach ( $repository->list( $query ) as $donation ) {
			$repository->delete( $donation->id );
		}
		Plugin::container()->get( CampaignRepository::class )->delete( $this->campaign->id );
		wp_set_current_user( 0 );
	}

	/**
	 * A gift written through the repository.
	 *
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( array $fields ): Donation {
		return TestGift::insert(
			array_merge(
				array(
					'form_id'     => self::FORM_ID,
					'campaign_id' => $this->campaign->id,
					'donor_id'    => 1,
					'email'       => 'totals.phpunit@example.org',
				),
				$fields
			)
		);
	}

	/**
	 * The campaign's aggregates computed the slow way, straight from the rows (each gift counts its
	 * amount less what was refunded of it).
	 *
	 * @return array<string, int>
	 */
	private function from_rows(): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COALESCE(SUM(amount - refunded_amount), 0) AS amount, COUNT(*) AS donations, COUNT(DISTINCT donor_id) AS donors, COUNT(DISTINCT subscription_id) AS subscriptions, COALESCE(SUM(CASE WHEN subscription_id IS NOT NULL THEN amount - refunded_amount ELSE 0 END), 0) AS subscription_amount, COUNT(DISTINCT CASE WHEN subscription_id IS NOT NULL THEN donor_id END) AS subscription_donors FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d AND status = 'publish' AND mode = 'live'", $this->campaign->id ), ARRAY_A ); // phpcs:ignore WordPress.DB
		return array_map( 'intval', (array) $row );
	}

	/**
	 * The maintained aggregates, zero when the campaign has no row yet.
	 *
	 * @return array<string, int>
	 */
	private function maintained(): array {
		$found = Plugin::container()->get( DonationRepository::class )->totals()->for_campaigns( array( $this->campaign->id ) );
		$row   = $found[ $this->campaign->id ] ?? array();
		$out   = array();
		foreach ( array( 'amount', 'donations', 'donors', 'subscriptions', 'subscription_amount', 'subscription_donors' ) as $key ) {
			$out[ $key ] = (int) ( $row[ $key ] ?? 0 );
		}
		return $out;
	}

	public function test_campaign_totals_follow_inserts_status_changes_edits_and_deletes(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		$a          = $this->gift( array( 'donor_id' => 11, 'amount' => 2500 ) );
		$this->gift( array( 'donor_id' => 11, 'amount' => 500 ) );
		$this->gift( array( 'donor_id' => 12, 'amount' => 700, 'subscription_id' => 901 ) );
		$this->gift( array( 'donor_id' => 12, 'amount' => 700, 'subscription_id' => 901 ) );
		$this->gift( array( 'donor_id' => 13, 'amount' => 900, 'subscription_id' => 902 ) );
		$pending = $this->gift( array( 'donor_id' => 14, 'amount' => 4000, 'status' => 'pending' ) );
		$this->gift( array( 'donor_id' => 15, 'amount' => 6000, 'mode' => 'test' ) );
		$this->assertSame( $this->from_rows(), $this->maintained(), 'after inserts' );
		$this->assertSame( 3, $this->maintained()['donors'] );

		$pending->status = 'publish';
		$repository->update( $pending );
		$this->assertSame( $this->from_rows(), $this->maintained(), 'after pending became complete' );

		$a->status = 'refunded';
		$repository->update( $a );
		$a->first_name = 'Renamed';
		$repository->update( $a );
		$this->assertSame( $this->from_rows(), $this->maintained(), 'after a refund and a rename' );

		$partly = $repository->list( ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id )->equals( 'donor_id', 12 ) )[0];
		$partly->refunded_amount = 250;
		$repository->update( $partly );
		$this->assertSame( $this->from_rows(), $this->maintained(), 'after part of a subscription gift was refunded' );
		$this->assertSame( 2050, $this->maintained()['subscription_amount'] );
		$repository->totals()->rebuild();
		$this->assertSame( $this->from_rows(), $this->maintained(), 'the recount agrees with the writes' );

		$subscribed = $repository->list( ( new ListQuery() )->equals( 'campaign_id', $this->campaign->id )->equals( 'donor_id', 13 ) );
		$repository->delete( $subscribed[0]->id );
		$this->assertSame( $this->from_rows(), $this->maintained(), 'after deleting the only gift of a subscriber' );
		$this->assertSame( 1, $this->maintained()['subscriptions'] );
	}

	public function test_form_totals_and_list_counts_equal_the_rows(): void {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		$this->gift( array( 'amount' => 1000 ) );
		$this->gift( array( 'amount' => 300, 'currency' => 'EUR' ) );
		$this->gift( array( 'amount' => 2000, 'anonymous' => true ) );
		$failed = $this->gift( array( 'amount' => 9000, 'status' => 'failed' ) );
		$failed->status = 'publish';
		$repository->update( $failed );

		$forms = $repository->totals_for_forms( array( self::FORM_ID ) );
		$this->assertSame(
			array(
				'amount'   => 12000,
				'count'    => 4,
				'currency' => 'USD',
			),
			$forms[ self::FORM_ID ]
		);

		foreach ( array(
			array( 'campaign_id' => $this->campaign->id ),
			array( 'campaign_id' => $this->campaign->id, 'anonymous' => 0 ),
			array( 'form_id' => self::FORM_ID, 'status' => 'publish', 'mode' => 'live' ),
			array( 'mode' => 'live', 'anonymous' => 0 ),
		) as $facets ) {
			$query = new ListQuery();
			foreach ( $facets as $column => $value ) {
				$query->equals( $column, $value );
			}
			$where  = implode( ' AND ', array_map( static function ( $column, $value ) {
				return $column . ' = ' . ( is_int( $value ) ? (int) $value : "'" . esc_sql( $value ) . "'" );
			}, array_keys( $facets ), $facets ) );
			$direct = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE {$where}" ); // phpcs:ignore WordPress.DB
			$this->assertSame( $direct, $repository->count( $query ), wp_json_encode( $facets ) );
		}
	}

	public function test_rebuild_restores_totals_after_rows_changed_behind_the_repository(): void {
		global $wpdb;
		$this->gift( array( 'amount' => 1000 ) );
		$this->gift( array( 'amount' => 4000, 'donor_id' => 2 ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}opengive_donations SET status = 'refunded' WHERE campaign_id = %d AND amount = 4000", $this->campaign->id ) ); // phpcs:ignore WordPress.DB
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertSame( $this->from_rows(), $this->maintained() );
		$this->assertSame( 1000, $this->maintained()['amount'] );
	}

	public function test_rebuild_recounts_each_donors_gift_counters(): void {
		global $wpdb;
		$donors = $wpdb->prefix . 'opengive_donors';
		$ids    = array();
		foreach ( array( 'giver', 'none' ) as $who ) {
			$wpdb->insert( $donors, array( 'email' => $who . '.counters.phpunit@example.org', 'first_name' => 'Count', 'last_name' => $who, 'created_at' => '2020-01-01 00:00:00', 'updated_at' => '2020-01-01 00:00:00' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$ids[ $who ] = (int) $wpdb->insert_id;
		}
		$this->gift( array( 'donor_id' => $ids['giver'] ) );
		$this->gift( array( 'donor_id' => $ids['giver'], 'anonymous' => true ) );
		$this->gift( array( 'donor_id' => $ids['giver'], 'mode' => 'test' ) );
		$this->gift( array( 'donor_id' => $ids['giver'], 'status' => 'pending' ) );
		$columns = 'named_gifts, live_gifts, live_named_gifts, live_named, test_gifts, test_named_gifts, test_named, completed_gifts';
		$wpdb->query( "UPDATE {$donors} SET named_gifts = 9, live_gifts = 9, live_named_gifts = 9, live_named = 0, test_gifts = 9, test_named_gifts = 9, test_named = 1, completed_gifts = 9 WHERE id IN (" . implode( ',', $ids ) . ')' ); // phpcs:ignore WordPress.DB
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$read = static function ( int $id ) use ( $wpdb, $donors, $columns ): array {
			return array_map( 'intval', (array) $wpdb->get_row( $wpdb->prepare( "SELECT {$columns} FROM {$donors} WHERE id = %d", $id ), ARRAY_A ) ); // phpcs:ignore WordPress.DB
		};
		$this->assertSame( array( 'named_gifts' => 3, 'live_gifts' => 2, 'live_named_gifts' => 1, 'live_named' => 1, 'test_gifts' => 1, 'test_named_gifts' => 1, 'test_named' => 1, 'completed_gifts' => 3 ), $read( $ids['giver'] ) );
		$this->assertSame( array_fill_keys( explode( ', ', $columns ), 0 ), $read( $ids['none'] ) );
		$wpdb->query( "DELETE FROM {$donors} WHERE id IN (" . implode( ',', $ids ) . ')' ); // phpcs:ignore WordPress.DB
	}

	public function test_the_public_progress_route_and_the_default_donation_list_total_never_read_the_donations_table(): void {
		global $wpdb;
		$this->gift( array( 'amount' => 1000 ) );
		$donations = $wpdb->prefix . 'opengive_donations';
		$recorder  = function ( $sql ) {
			$this->queries[] = (string) $sql;
			return $sql;
		};
		add_filter( 'query', $recorder );
		$progress = rest_do_request( new \WP_REST_Request( 'GET', '/opengive/v1/campaigns/' . $this->campaign->id . '/progress' ) );
		$count    = Plugin::container()->get( DonationRepository::class )->count( ( new ListQuery() )->equals( 'mode', 'live' )->equals( 'anonymous', 0 ) );
		remove_filter( 'query', $recorder );

		$this->assertSame( 200, $progress->get_status() );
		$this->assertGreaterThanOrEqual( 1, $count );
		$scans = array_values(
			array_filter(
				$this->queries,
				static function ( $sql ) use ( $donations ) {
					return 1 === preg_match( '/\bFROM\s+`?' . preg_quote( $donations, '/' ) . '`?(\s|$)/i', $sql );
				}
			)
		);
		$this->assertSame( array(), $scans );
		$this->assertSame( 1000, ( new GoalProgress() )->for_campaign( $this->campaign )['actual'] );
	}

	public function test_a_single_status_filter_takes_its_total_from_the_counts_not_the_donations_table(): void {
		global $wpdb;
		Fixtures::log_in_administrator();
		$this->gift( array( 'amount' => 1000 ) );
		$this->gift( array( 'amount' => 700 ) );
		$failed    = $this->gift( array( 'amount' => 900, 'status' => 'failed' ) );
		$donations = $wpdb->prefix . 'opengive_donations';
		$recorder  = function ( $sql ) {
			$this->queries[] = (string) $sql;
			return $sql;
		};
		$request = new \WP_REST_Request( 'GET', '/givewp/v3/donations' );
		$request->set_query_params( array( 'status' => 'failed', 'campaignId' => $this->campaign->id ) );
		add_filter( 'query', $recorder );
		$response = rest_do_request( $request );
		remove_filter( 'query', $recorder );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 1, (int) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( array( $failed->id ), array_map( 'intval', array_column( $response->get_data(), 'id' ) ) );
		$counts = array_values(
			array_filter(
				$this->queries,
				static function ( $sql ) use ( $donations ) {
					return 1 === preg_match( '/SELECT\s+COUNT\(.*\bFROM\s+`?' . preg_quote( $donations, '/' ) . '`?(\s|$)/is', $sql );
				}
			)
		);
		$this->assertSame( array(), $counts );
	}
}
