<?php
/**
 * The overview's year sums and new donors per day: kept by every write, read for long ranges, and
 * checked by the daily reconcile.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Reports\ReportRebuild;
use OpenGive\Support\Migrations\Migrator;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables (SQLite in Playground, MariaDB natively). Gifts are dated 2010-2013,
 * years no demo or other test writes, through form ids no real form has; donors are created in
 * 2011 before their first gift. Everything is deleted after, through the repository.
 */
final class ReportLongRangeTest extends TestCase {

	const FORM_ID = 876503;
	const EMAIL   = 'long-range.phpunit@example.org';

	/** @var array<string, mixed> Site options the tests change, restored after. */
	private $options = array();

	protected function setUp(): void {
		foreach ( array( 'timezone_string', 'gmt_offset' ) as $option ) {
			$this->options[ $option ] = get_option( $option );
		}
		update_option( 'timezone_string', 'UTC' );
		Fixtures::log_in_administrator();
	}

	protected function tearDown(): void {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		foreach ( array( self::FORM_ID, self::FORM_ID + 1 ) as $form ) {
			foreach ( $repository->list( ( new \OpenGive\Support\Database\ListQuery() )->equals( 'form_id', $form ) ) as $donation ) {
				$repository->delete( $donation->id );
			}
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donors WHERE email LIKE %s", '%' . $wpdb->esc_like( self::EMAIL ) ) ); // phpcs:ignore WordPress.DB -- their gifts are gone: no count moves.
		foreach ( $this->options as $option => $value ) {
			update_option( $option, $value );
		}
		wp_set_current_user( 0 );
	}

	public function test_year_sums_follow_every_write_and_match_the_rows(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		$moved      = $this->gift( array( 'created_at' => '2011-12-31 23:30:00', 'amount' => 2500 ) );
		$this->gift( array( 'created_at' => '2011-03-01 10:00:00', 'amount' => 700, 'campaign_id' => 5 ) );
		$refunded = $this->gift( array( 'created_at' => '2012-06-01 10:00:00', 'amount' => 900 ) );
		$this->gift( array( 'created_at' => '2012-06-01 11:00:00', 'amount' => 100, 'mode' => 'test', 'currency' => 'EUR' ) );
		$this->assertSame( self::years_from_rows(), self::years(), 'after inserts' );
		$this->assertCount( 4, self::years(), 'per year, mode, currency and campaign' );

		$moved->created_at = '2012-01-01 00:30:00';
		$repository->update( $moved );
		$refunded->status = 'refunded';
		$repository->update( $refunded );
		$this->assertSame( self::years_from_rows(), self::years(), 'after moving a gift into the next year and refunding one' );
		$this->assertSame( array( '2011|live|USD|5|1|700', '2012|live|USD|0|1|2500', '2012|test|EUR|0|1|100' ), self::years() );
	}

	public function test_a_range_over_whole_years_reads_the_year_sums_and_ranks_as_the_months_do(): void {
		global $wpdb;
		foreach ( array( '2010-12-20 09:00:00' => 100, '2011-03-05 09:00:00' => 2000, '2012-07-07 09:00:00' => 4000, '2013-01-10 09:00:00' => 800, '2013-02-05 09:00:00' => 30 ) as $at => $amount ) {
			$this->gift( array( 'created_at' => $at, 'amount' => $amount ) );
		}
		$refunded         = $this->gift( array( 'created_at' => '2012-02-02 09:00:00', 'amount' => 99999, 'form_id' => self::FORM_ID + 1 ) );
		$refunded->status = 'refunded';
		Plugin::container()->get( DonationRepository::class )->update( $refunded );
		$tables = array();
		$record = static function ( $sql ) use ( &$tables, $wpdb ) {
			if ( preg_match( '/' . $wpdb->prefix . 'opengive_report_(years|months)\b/', (string) $sql, $found ) ) {
				$tables[] = $found[1];
			}
			return $sql;
		};
		add_filter( 'query', $record );
		$report = $this->report( '2010-12-15', '2013-02-10' );
		remove_filter( 'query', $record );

		$this->assertSame( array(), wp_list_filter( $report['topForms'], array( 'id' => self::FORM_ID + 1 ) ), 'a form whose only gift was refunded is not listed' );
		$ours = array_values( wp_list_filter( $report['topForms'], array( 'id' => self::FORM_ID ) ) );
		$this->assertSame( array( array( 6930, 5 ) ), array_map( null, array_column( $ours, 'revenue' ), array_column( $ours, 'donations' ) ) );
		$this->assertSame( array( 'years', 'months' ), array_values( array_unique( $tables ) ), '2011-2012 from the years, January 2013 from the months' );
		$this->assertSame( $report['topForms'], $this->report_without_years( '2010-12-15', '2013-02-10' )['topForms'], 'the same list as from the months alone' );
	}

	public function test_new_donors_per_day_move_with_first_gifts_refunds_and_modes(): void {
		global $wpdb;
		$repository = Plugin::container()->get( DonationRepository::class );
		$donor      = $this->donor_since( '2011-04-02 10:00:00' );
		$first      = $this->gift( array( 'created_at' => '2011-04-05 10:00:00', 'status' => 'pending', 'donor_id' => $donor ) );
		$this->assertSame( array(), self::donor_days(), 'a pending gift makes no new donor' );

		$first->status = 'publish';
		$repository->update( $first );
		$second = $this->gift( array( 'created_at' => '2011-04-06 10:00:00', 'donor_id' => $donor ) );
		$this->assertSame( array( 'live|2011-04-02|1' ), self::donor_days(), 'counted once, on the day the donor was created' );
		$this->assertSame( self::donor_days_from_donors(), self::donor_days() );

		$this->gift( array( 'created_at' => '2011-04-06 11:00:00', 'donor_id' => $donor, 'mode' => 'test' ) );
		$first->status = 'refunded';
		$repository->update( $first );
		$this->assertSame( array( 'live|2011-04-02|1', 'test|2011-04-02|1' ), self::donor_days(), 'one completed live gift left; test mode apart' );
		$second->status = 'refunded';
		$repository->update( $second );
		$this->assertSame( array( 'test|2011-04-02|1' ), self::donor_days(), 'the last completed live gift refunded' );
		$this->assertSame( self::donor_days_from_donors(), self::donor_days() );

		$second->status = 'publish';
		$repository->update( $second );
		$read   = array();
		$record = static function ( $sql ) use ( &$read, $wpdb ) {
			if ( false !== strpos( (string) $sql, $wpdb->prefix . 'opengive_donors ' ) ) {
				$read[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $record );
		$report = $this->report( '2011-04-01', '2011-04-30' );
		remove_filter( 'query', $record );
		$this->assertSame( 1, $report['periods'][0]['newDonors'] );
		$this->assertSame( \OpenGive\Support\Database\Db::is_sqlite() ? 1 : 0, count( $read ), 'whole UTC days come from the day counts (SQLite counts the donors)' );
	}

	public function test_new_donors_where_local_midnights_cut_utc_days_match_the_donor_index(): void {
		update_option( 'timezone_string', 'America/New_York' ); // Months start at 04:00 or 05:00 UTC.
		$created = array(
			'2011-01-01 06:00:00', // 1 January, 01:00 local: the range's first, part UTC day.
			'2011-01-15 12:00:00', // January, a whole day.
			'2011-02-01 03:00:00', // 31 January local, on the UTC day February's start cuts.
			'2011-02-01 06:00:00', // 1 February local, the same cut day.
			'2011-02-20 12:00:00', // February, a whole day.
			'2011-03-13 06:30:00', // 13 March, 01:30 local, the day clocks go forward.
			'2011-04-01 03:59:00', // 31 March, 23:59 local (UTC-4): a cut day, March's side.
		);
		foreach ( $created as $at ) {
			$this->gift( array( 'created_at' => $at, 'donor_id' => $this->donor_since( $at ) ) );
		}
		$report = $this->report( '2011-01-01', '2011-04-30' );
		$this->assertSame( array( 3, 2, 2, 0 ), array_column( $report['periods'], 'newDonors' ) );
		$this->assertSame( $report['periods'], $this->report_without_years( '2011-01-01', '2011-04-30' )['periods'], 'the same periods as counted from the donors index alone' );
	}

	public function test_a_gift_moved_to_another_donor_moves_the_new_donor_count_with_it(): void {
		$gift = $this->gift( array( 'created_at' => '2011-05-04 10:00:00', 'donor_id' => $this->donor_since( '2011-05-02 10:00:00' ) ) );
		$this->assertSame( array( 'live|2011-05-02|1' ), self::donor_days() );
		$gift->donor_id = $this->donor_since( '2011-05-03 10:00:00' );
		Plugin::container()->get( DonationRepository::class )->update( $gift );
		$this->assertSame( array( 'live|2011-05-03|1' ), self::donor_days() );
		$this->assertSame( self::donor_days_from_donors(), self::donor_days() );
	}

	public function test_the_daily_reconcile_finds_year_and_new_donor_sums_changed_by_hand(): void {
		global $wpdb;
		$this->gift( array( 'created_at' => '2011-05-03 10:15:00', 'amount' => 2500, 'donor_id' => $this->donor_since( '2011-05-01 08:00:00' ) ) );
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertFalse( ReportRebuild::drifted(), 'kept by every write' );

		$wpdb->query( "UPDATE {$wpdb->prefix}opengive_report_years SET revenue = revenue + 1 WHERE year = '2011'" ); // phpcs:ignore WordPress.DB -- the drift under test.
		$this->assertTrue( ReportRebuild::drifted(), 'a year sum changed by hand' );
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertFalse( ReportRebuild::drifted(), 'recounted' );

		$wpdb->query( "UPDATE {$wpdb->prefix}opengive_report_donor_days SET donors = donors + 1 WHERE mode = 'live' AND day = '2011-05-01'" ); // phpcs:ignore WordPress.DB -- the drift under test.
		$this->assertTrue( ReportRebuild::drifted(), 'a day count changed by hand' );
		( new \OpenGive\Donations\Actions\ReconcileTotals( Plugin::container()->get( DonationRepository::class )->totals() ) )();
		$this->assertFalse( ReportRebuild::drifted(), 'recounted by the reconcile' );
		$this->assertSame( array( 'live|2011-05-01|1' ), self::donor_days() );
	}

	/**
	 * A completed live USD gift of this test's form, with overrides.
	 *
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( array $fields ): Donation {
		return TestGift::insert( array_merge( array( 'form_id' => self::FORM_ID, 'email' => self::EMAIL ), $fields ) );
	}

	/**
	 * A donor created at a past time, before any gift of theirs. Returns the id.
	 *
	 * @param string $created_at UTC 'Y-m-d H:i:s'.
	 */
	private function donor_since( string $created_at ): int {
		global $wpdb;
		$donor        = new \OpenGive\Donors\Models\Donor();
		$donor->email = wp_generate_password( 6, false, false ) . '.' . self::EMAIL;
		$donor        = Plugin::container()->get( \OpenGive\Donors\Repositories\DonorRepository::class )->find_or_create( $donor );
		$wpdb->update( $wpdb->prefix . 'opengive_donors', array( 'created_at' => $created_at ), array( 'id' => $donor->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no gifts yet: no count moves.
		return $donor->id;
	}

	/**
	 * The overview by month for a UTC range (YYYY-MM-DD, both ends included).
	 *
	 * @param string $after  First day.
	 * @param string $before Last day.
	 * @return array<string, mixed>
	 */
	private function report( string $after, string $before ): array {
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/reports/overview' );
		$request->set_query_params( array( 'interval' => 'month', 'after' => $after, 'before' => $before, 'currency' => 'USD' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The same report as a site whose year sums are not filled yet reads it (months and rows only).
	 *
	 * @param string $after  First day.
	 * @param string $before Last day.
	 * @return array<string, mixed>
	 */
	private function report_without_years( string $after, string $before ): array {
		$older = static function () {
			return \OpenGive\Reports\Migrations\CreateReportDays::ID;
		};
		add_filter( 'pre_option_' . Migrator::OPTION_VERSION, $older );
		try {
			return $this->report( $after, $before );
		} finally {
			remove_filter( 'pre_option_' . Migrator::OPTION_VERSION, $older );
		}
	}

	/**
	 * This form's year sums as 'year|mode|currency|campaign|gifts|amount', rows with gifts only.
	 *
	 * @return string[]
	 */
	private static function years(): array {
		global $wpdb;
		return self::lines( $wpdb->get_results( $wpdb->prepare( "SELECT year, mode, currency, campaign_id, donations, revenue FROM {$wpdb->prefix}opengive_report_years WHERE form_id = %d AND donations > 0", self::FORM_ID ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
	}

	/**
	 * The same, computed from this form's completed gifts.
	 *
	 * @return string[]
	 */
	private static function years_from_rows(): array {
		global $wpdb;
		return self::lines( $wpdb->get_results( $wpdb->prepare( "SELECT SUBSTR(created_at, 1, 4) AS year, mode, currency, COALESCE(campaign_id, 0) AS campaign_id, COUNT(*) AS donations, SUM(amount) AS revenue FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d AND status = 'publish' GROUP BY SUBSTR(created_at, 1, 4), mode, currency, COALESCE(campaign_id, 0)", self::FORM_ID ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
	}

	/**
	 * New donors per day in 2011 as 'mode|day|donors', days with donors only.
	 *
	 * @return string[]
	 */
	private static function donor_days(): array {
		global $wpdb;
		return self::lines( $wpdb->get_results( "SELECT mode, day, donors FROM {$wpdb->prefix}opengive_report_donor_days WHERE day LIKE '2011-%' AND donors > 0", ARRAY_A ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
	}

	/**
	 * The same, counted from the donors created in 2011 and their gift counters.
	 *
	 * @return string[]
	 */
	private static function donor_days_from_donors(): array {
		global $wpdb;
		$rows = array();
		foreach ( array( 'live', 'test' ) as $mode ) {
			$rows = array_merge( $rows, (array) $wpdb->get_results( "SELECT '{$mode}' AS mode, SUBSTR(created_at, 1, 10) AS day, COUNT(*) AS donors FROM {$wpdb->prefix}opengive_donors WHERE created_at LIKE '2011-%' AND {$mode}_gifts > 0 GROUP BY SUBSTR(created_at, 1, 10)", ARRAY_A ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
		}
		return self::lines( $rows );
	}

	/**
	 * Rows as sorted 'a|b|c' lines, so both sides compare whatever types the database returned.
	 *
	 * @param array<int, array<string, mixed>>|null $rows Rows.
	 * @return string[]
	 */
	private static function lines( ?array $rows ): array {
		$lines = array_map(
			static function ( $row ) {
				return implode( '|', array_map( 'strval', (array) $row ) );
			},
			(array) $rows
		);
		sort( $lines );
		return $lines;
	}
}
