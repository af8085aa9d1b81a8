<?php
/**
 * The overview's maintained sums (opengive_report_hours, _days and _months) equal the donations table after
 * every kind of write, and a range of whole months is answered from them without reading donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real tables (SQLite in Playground, MariaDB natively). Every gift is dated 2011,
 * a year no demo or other test writes, through a form id no real form has, and is deleted after.
 */
final class ReportRollupsTest extends TestCase {

	const FORM_ID = 876502;

	protected function tearDown(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		foreach ( $repository->list( ( new \OpenGive\Support\Database\ListQuery() )->equals( 'form_id', self::FORM_ID ) ) as $donation ) {
			$repository->delete( $donation->id );
		}
		wp_set_current_user( 0 );
	}

	public function test_the_sums_follow_inserts_status_changes_edits_and_deletes(): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		$refunded   = $this->gift( array( 'created_at' => '2011-05-03 10:15:00', 'amount' => 2500, 'fee_amount_recovered' => 100 ) );
		$edited     = $this->gift( array( 'created_at' => '2011-05-03 10:40:00', 'amount' => 700, 'subscription_id' => 901 ) );
		$pending    = $this->gift( array( 'created_at' => '2011-05-03 11:00:00', 'amount' => 4000, 'status' => 'pending' ) );
		$deleted    = $this->gift( array( 'created_at' => '2011-06-01 00:30:00', 'amount' => 1000, 'mode' => 'test', 'currency' => 'EUR' ) );
		$this->assertSame( self::from_rows(), self::maintained(), 'after inserts' );
		$this->assertCount( 2, self::maintained()['hours'], 'one live hour (the pending gift does not count) and one test hour' );

		$pending->status = 'publish';
		$repository->update( $pending );
		$refunded->status = 'refunded';
		$repository->update( $refunded );
		$edited->amount     = 900;
		$edited->created_at = '2011-05-04 08:00:00';
		$repository->update( $edited );
		$repository->delete( $deleted->id );
		$pending->first_name = 'Renamed';
		$repository->update( $pending );
		$this->assertSame( self::from_rows(), self::maintained(), 'after completing, refunding, moving, renaming and deleting' );
		$edited->refunded_amount = 300;
		$repository->update( $edited );
		$this->assertSame( self::from_rows(), self::maintained(), 'after part of a recurring gift was refunded' );
		$this->assertSame( array( '600', '600' ), array( self::maintained()['days'][1]['revenue'], self::maintained()['days'][1]['recurring'] ) );
		$repository->totals()->rebuild();
		$this->assertSame( self::from_rows(), self::maintained(), 'the recount agrees with the writes' );
		$this->assertSame( array( '2011-05-03 11', '2011-05-04 08' ), array_column( self::maintained()['hours'], 'hour' ) );
		$this->assertSame( array( '2011-05-03', '2011-05-04' ), array_column( self::maintained()['days'], 'day' ) );
	}

	public function test_the_day_sums_backfill_from_the_hour_sums(): void {
		global $wpdb;
		$this->gift( array( 'created_at' => '2011-05-03 10:15:00', 'amount' => 2500, 'fee_amount_recovered' => 100 ) );
		$this->gift( array( 'created_at' => '2011-05-03 23:40:00', 'amount' => 700, 'subscription_id' => 901 ) );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}opengive_report_days WHERE day LIKE '2011-%'" ); // phpcs:ignore WordPress.DB -- what a site had before CreateReportDays.
		$this->assertSame( array(), self::maintained()['days'] );

		\OpenGive\Reports\ReportRebuild::refill_days();
		$this->assertSame( self::from_rows(), self::maintained() );
		$this->assertSame( array( array( '2011-05-03', '2', '3200', '100', '700' ) ), array_map( null, array_column( self::maintained()['days'], 'day' ), array_column( self::maintained()['days'], 'donations' ), array_column( self::maintained()['days'], 'revenue' ), array_column( self::maintained()['days'], 'fees' ), array_column( self::maintained()['days'], 'recurring' ) ) );
	}

	public function test_a_range_of_whole_months_is_summed_from_the_maintained_rows_alone(): void {
		global $wpdb;
		$this->gift( array( 'created_at' => '2011-05-03 10:15:00', 'amount' => 2500, 'fee_amount_recovered' => 100 ) );
		$this->gift( array( 'created_at' => '2011-06-30 23:40:00', 'amount' => 700, 'subscription_id' => 901 ) );
		$timezone = get_option( 'timezone_string' );
		$offset   = get_option( 'gmt_offset' );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		Fixtures::log_in_administrator();
		$read     = array();
		$recorder = static function ( $sql ) use ( &$read, $wpdb ) {
			if ( false !== strpos( (string) $sql, $wpdb->prefix . 'opengive_donations' ) ) {
				$read[] = (string) $sql;
			}
			return $sql;
		};
		add_filter( 'query', $recorder );
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/reports/overview' );
		$request->set_query_params( array( 'interval' => 'month', 'after' => '2011-05-01', 'before' => '2011-06-30', 'currency' => 'USD' ) );
		$response = rest_do_request( $request );
		remove_filter( 'query', $recorder );
		update_option( 'timezone_string', $timezone );
		update_option( 'gmt_offset', $offset );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), $read, 'no query of the donations table' );
		$report = $response->get_data();
		$this->assertSame( array( 3200, 2, 100, 700 ), array( $report['totals']['revenue'], $report['totals']['donations'], $report['totals']['feesRecovered'], $report['totals']['recurringRevenue'] ) );
		$this->assertSame( array( 2500, 700 ), array_column( $report['periods'], 'revenue' ) );
		$this->assertSame( array( array( 3200, 2 ) ), array_map( null, array_column( $report['topForms'], 'revenue' ), array_column( $report['topForms'], 'donations' ) ) );
	}

	public function test_the_daily_reconcile_finds_sums_left_behind_by_sql_and_recounts(): void {
		global $wpdb;
		$moved = $this->gift( array( 'created_at' => '2011-05-03 10:15:00', 'amount' => 2500 ) );
		Plugin::container()->get( DonationRepository::class )->totals()->rebuild();
		$this->assertFalse( \OpenGive\Reports\ReportRebuild::drifted(), 'kept by every write' );

		$wpdb->update( $wpdb->prefix . 'opengive_donations', array( 'created_at' => '2011-08-09 12:00:00' ), array( 'id' => $moved->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the drift under test.
		$this->assertTrue( \OpenGive\Reports\ReportRebuild::drifted(), 'a date changed by hand' );
		$wpdb->update( $wpdb->prefix . 'opengive_donations', array( 'created_at' => '2011-05-03 10:15:00' ), array( 'id' => $moved->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- put back.
		$wpdb->query( "UPDATE {$wpdb->prefix}opengive_report_days SET revenue = revenue + 1 WHERE day = '2011-05-03'" ); // phpcs:ignore WordPress.DB -- only the day sums drift.
		$this->assertTrue( \OpenGive\Reports\ReportRebuild::drifted(), 'a day sum changed by hand' );
		$wpdb->update( $wpdb->prefix . 'opengive_donations', array( 'created_at' => '2011-08-09 12:00:00' ), array( 'id' => $moved->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the drift under test.
		$this->assertSame( array( '2011-05-03 10' ), array_column( self::maintained()['hours'], 'hour' ) );

		( new \OpenGive\Donations\Actions\ReconcileTotals( Plugin::container()->get( DonationRepository::class )->totals() ) )();
		$this->assertFalse( \OpenGive\Reports\ReportRebuild::drifted(), 'recounted' );
		$this->assertSame( self::from_rows(), self::maintained() );
		$this->assertTrue( get_option( \OpenGive\Donations\Actions\ReconcileTotals::OPTION )['reports'] );
	}

	/**
	 * A completed live USD gift of this test's form, with overrides.
	 *
	 * @param array<string, mixed> $fields Overrides.
	 */
	private function gift( array $fields ): Donation {
		return TestGift::insert(
			array_merge(
				array(
					'form_id' => self::FORM_ID,
					'email'   => 'rollups.phpunit@example.org',
				),
				$fields
			)
		);
	}

	/**
	 * 2011's sums computed the slow way, straight from the rows.
	 *
	 * @return array{hours: array<int, array<string, string>>, days: array<int, array<string, string>>, months: array<int, array<string, string>>}
	 */
	private static function from_rows(): array {
		global $wpdb;
		$d = $wpdb->prefix . 'opengive_donations';
		return self::normalised(
			array(
				'hours'  => $wpdb->get_results( "SELECT mode, SUBSTR(created_at, 1, 13) AS hour, currency, COUNT(*) AS donations, SUM(amount - refunded_amount) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN amount - refunded_amount ELSE 0 END) AS recurring FROM {$d} WHERE status = 'publish' AND created_at LIKE '2011-%' GROUP BY mode, SUBSTR(created_at, 1, 13), currency", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
				'days'   => $wpdb->get_results( "SELECT mode, SUBSTR(created_at, 1, 10) AS day, currency, COUNT(*) AS donations, SUM(amount - refunded_amount) AS revenue, SUM(fee_amount_recovered) AS fees, SUM(CASE WHEN subscription_id > 0 THEN amount - refunded_amount ELSE 0 END) AS recurring FROM {$d} WHERE status = 'publish' AND created_at LIKE '2011-%' GROUP BY mode, SUBSTR(created_at, 1, 10), currency", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
				'months' => $wpdb->get_results( "SELECT mode, currency, SUBSTR(created_at, 1, 7) AS month, form_id, COALESCE(campaign_id, 0) AS campaign_id, COUNT(*) AS donations, SUM(amount - refunded_amount) AS revenue FROM {$d} WHERE status = 'publish' AND created_at LIKE '2011-%' GROUP BY mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0)", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
			)
		);
	}

	/**
	 * 2011's maintained sums (rows whose gifts fell to zero stay behind with zeros: left out).
	 *
	 * @return array{hours: array<int, array<string, string>>, days: array<int, array<string, string>>, months: array<int, array<string, string>>}
	 */
	private static function maintained(): array {
		global $wpdb;
		return self::normalised(
			array(
				'hours'  => $wpdb->get_results( "SELECT mode, hour, currency, donations, revenue, fees, recurring FROM {$wpdb->prefix}opengive_report_hours WHERE hour LIKE '2011-%' AND donations > 0", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
				'days'   => $wpdb->get_results( "SELECT mode, day, currency, donations, revenue, fees, recurring FROM {$wpdb->prefix}opengive_report_days WHERE day LIKE '2011-%' AND donations > 0", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
				'months' => $wpdb->get_results( "SELECT mode, currency, month, form_id, campaign_id, donations, revenue FROM {$wpdb->prefix}opengive_report_months WHERE month LIKE '2011-%' AND donations > 0", ARRAY_A ), // phpcs:ignore WordPress.DB -- fixed test SQL.
			)
		);
	}

	/**
	 * Rows as strings in one order, so both sides compare whatever the database returned.
	 *
	 * @param array<string, array<int, array<string, mixed>>|null> $tables Rows by table.
	 * @return array{hours: array<int, array<string, string>>, days: array<int, array<string, string>>, months: array<int, array<string, string>>}
	 */
	private static function normalised( array $tables ): array {
		foreach ( $tables as $name => $rows ) {
			$rows = array_map(
				static function ( $row ) {
					return array_map( 'strval', (array) $row );
				},
				(array) $rows
			);
			usort(
				$rows,
				static function ( $a, $b ) {
					return strcmp( implode( '|', $a ), implode( '|', $b ) );
				}
			);
			$tables[ $name ] = $rows;
		}
		return $tables;
	}
}
