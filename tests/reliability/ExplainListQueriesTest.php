<?php
/**
 * Every query of every list route uses an index (MariaDB's EXPLAIN), no route uses
 * SQL_CALC_FOUND_ROWS, and X-WP-Total equals a direct count of the same rows.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/bench/scale-seed-lib.php';

/**
 * Runs on the native target only (SQLite has no comparable plans). Seeds 20,000 donations by bulk
 * SQL first: on a near-empty table MariaDB rightly prefers a full scan, which proves nothing.
 */
final class ExplainListQueriesTest extends TestCase {

	/**
	 * What the seed made.
	 *
	 * @var array<string, mixed>
	 */
	private static $seed = array();

	/**
	 * Seeds once for every route.
	 *
	 * @throws \RuntimeException On SQLite.
	 */
	public static function setUpBeforeClass(): void {
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			throw new \RuntimeException( 'The reliability suite runs against MariaDB (tests/native/run.sh).' );
		}
		opengive_scale_unseed();
		// 3,000 subscriptions: with a couple of hundred, MariaDB's choice between scanning and the
		// index flips with its sampled statistics, and the test would say nothing stable.
		self::$seed = opengive_scale_seed( 20000, 3000 );
		// Trash present, as on any real site: the lists' default "every status but the trash" is then a
		// `status <> …` condition, which once made MariaDB sort every live row for each page.
		global $wpdb;
		opengive_scale_sql( "UPDATE {$wpdb->prefix}opengive_donations SET status = 'trash' WHERE gateway_id = 'bench' AND id % 50 = 3" );
		opengive_scale_sql( "UPDATE {$wpdb->prefix}opengive_subscriptions SET status = 'trashed' WHERE gateway_id = 'bench' AND id % 25 = 4" );
		opengive_scale_sql( "ANALYZE TABLE {$wpdb->prefix}opengive_donations" );
		opengive_scale_sql( "ANALYZE TABLE {$wpdb->prefix}opengive_subscriptions" );
		\OpenGive\Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->totals()->rebuild();
		wp_cache_flush();
	}

	/**
	 * The seed has trashed donations and subscriptions, so every default list carries the trash condition.
	 */
	public function test_the_seed_has_trashed_donations_and_subscriptions(): void {
		global $wpdb;
		$this->assertGreaterThan( 100, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE status = 'trash'" ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
		$this->assertGreaterThan( 50, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_subscriptions WHERE status = 'trashed'" ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
	}

	/**
	 * Removes the seed.
	 */
	public static function tearDownAfterClass(): void {
		opengive_scale_unseed();
		wp_set_current_user( 0 );
	}

	/**
	 * Route, query parameters, and the WHERE of a direct count of what it lists ('' for no total).
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public function routes(): array {
		$d    = '{p}opengive_donations';
		$live = "mode = 'live' AND anonymous = 0";
		$kept = "{$live} AND status <> 'trash'";
		return array(
			'donations first page'      => array( '/givewp/v3/donations', array(), "SELECT COUNT(*) FROM {$d} WHERE {$kept}" ),
			'donations page 50'         => array( '/givewp/v3/donations', array( 'page' => 50 ), "SELECT COUNT(*) FROM {$d} WHERE {$kept}" ),
			'donations by status'       => array( '/givewp/v3/donations', array( 'status' => 'publish' ), "SELECT COUNT(*) FROM {$d} WHERE {$live} AND status = 'publish'" ),
			'donations by form'         => array( '/givewp/v3/donations', array( 'formId' => '{form}' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept} AND form_id = {form}" ),
			'donations by campaign'     => array( '/givewp/v3/donations', array( 'campaignId' => '{campaign}' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept} AND campaign_id = {campaign}" ),
			'donations by donor'        => array( '/givewp/v3/donations', array( 'donorId' => '{donor}' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept} AND donor_id = {donor}" ),
			'donations sorted amount'   => array( '/givewp/v3/donations', array( 'sort' => 'amount' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept}" ),
			'donations sorted date'     => array( '/givewp/v3/donations', array( 'sort' => 'createdAt', 'page' => 20 ), "SELECT COUNT(*) FROM {$d} WHERE {$kept}" ),
			'donations search email'    => array( '/givewp/v3/donations', array( 'search' => 'donor42@bench.example' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept} AND email = 'donor42@bench.example'" ),
			'donations search name'     => array( '/givewp/v3/donations', array( 'search' => 'Patricia Garcia' ), "SELECT COUNT(*) FROM {$d} WHERE {$kept} AND first_name = 'Patricia' AND last_name = 'Garcia'" ),
			'donations include anon'    => array( '/givewp/v3/donations', array( 'anonymousDonations' => 'include' ), "SELECT COUNT(*) FROM {$d} WHERE mode = 'live' AND status <> 'trash'" ),
			// GiveWP's onlyWithDonations (default true) with mode live: a completed live gift, not anonymous. Counted from the rows, so the maintained counters are checked too.
			'donors first page'         => array( '/givewp/v3/donors', array(), "SELECT COUNT(*) FROM {p}opengive_donors WHERE id IN (SELECT donor_id FROM {$d} WHERE status = 'publish' AND mode = 'live' AND anonymous = 0)" ),
			'donors test mode'          => array( '/givewp/v3/donors', array( 'mode' => 'test' ), "SELECT COUNT(*) FROM {p}opengive_donors WHERE id IN (SELECT donor_id FROM {$d} WHERE status = 'publish' AND mode = 'test' AND anonymous = 0)" ),
			'donors with or without'    => array( '/givewp/v3/donors', array( 'onlyWithDonations' => 'false' ), "SELECT COUNT(*) FROM {p}opengive_donors WHERE id IN (SELECT donor_id FROM {$d} WHERE anonymous = 0)" ),
			'donors by gift count'      => array( '/givewp/v3/donors', array( 'sort' => 'totalNumberOfDonations', 'page' => 5 ), '' ),
			'donors of a campaign'      => array( '/givewp/v3/donors', array( 'campaignId' => '{campaign}' ), '' ),
			'donors page 20'            => array( '/givewp/v3/donors', array( 'page' => 20 ), '' ),
			'donors search name'        => array( '/givewp/v3/donors', array( 'search' => 'Patricia Garcia' ), '' ),
			'donors search email'       => array( '/givewp/v3/donors', array( 'search' => 'donor42@bench.example' ), '' ),
			'subscriptions first page'  => array( '/givewp/v3/subscriptions', array(), "SELECT COUNT(*) FROM {p}opengive_subscriptions WHERE mode = 'live' AND status <> 'trashed'" ),
			'subscriptions search name' => array( '/givewp/v3/subscriptions', array( 'search' => 'Patricia Garcia' ), '' ),
			'subscriptions by status'   => array( '/givewp/v3/subscriptions', array( 'status' => 'active' ), '' ),
			'subscriptions by amount'   => array( '/givewp/v3/subscriptions', array( 'sort' => 'amount' ), "SELECT COUNT(*) FROM {p}opengive_subscriptions WHERE mode = 'live' AND status <> 'trashed'" ),
			'subscriptions page 10'     => array( '/givewp/v3/subscriptions', array( 'page' => 10 ), '' ),
			'subscriptions by renewal'  => array( '/givewp/v3/subscriptions', array( 'sort' => 'renewsAt' ), '' ),
			'campaigns list'            => array( '/givewp/v3/campaigns', array(), '' ),
			'campaign item'             => array( '/givewp/v3/campaigns/{campaign}', array(), '' ),
			'campaign public progress'  => array( '/opengive/v1/campaigns/{campaign}/progress', array(), '' ),
			'forms list'                => array( '/givewp/v3/forms', array(), '' ),
		);
	}

	/**
	 * Fills {p}, {form}, {campaign} and {donor} in.
	 *
	 * @param string $text Text.
	 */
	private static function fill( string $text ): string {
		global $wpdb;
		return strtr(
			$text,
			array(
				'{p}'        => $wpdb->prefix,
				'{form}'     => (string) self::$seed['formId'],
				'{campaign}' => (string) self::$seed['campaignId'],
				'{donor}'    => (string) self::$seed['heavyDonorId'],
			)
		);
	}

	/**
	 * Replays the route's queries through EXPLAIN and compares its total with a direct count.
	 *
	 * @dataProvider routes
	 *
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query parameters.
	 * @param string               $count  Direct count SQL ('' for none).
	 */
	public function test_every_query_of_the_route_uses_an_index_and_its_total_is_exact( string $route, array $params, string $count ): void {
		global $wpdb;
		$admins = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ids' ) );
		wp_set_current_user( false !== strpos( $route, '/progress' ) ? 0 : (int) $admins[0] );
		$request = new \WP_REST_Request( 'GET', self::fill( $route ) );
		$request->set_query_params(
			array_map(
				static function ( $value ) {
					return is_string( $value ) ? self::fill( $value ) : $value;
				},
				$params
			)
		);
		$queries  = array();
		$recorder = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		add_filter( 'query', $recorder );
		$response = rest_do_request( $request );
		remove_filter( 'query', $recorder );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );

		$ours = preg_quote( $wpdb->prefix . 'opengive_', '/' );
		$bad  = array();
		foreach ( $queries as $sql ) {
			if ( false !== stripos( $sql, 'SQL_CALC_FOUND_ROWS' ) ) {
				$bad[] = 'SQL_CALC_FOUND_ROWS: ' . $sql;
			}
			if ( ! preg_match( '/^\s*SELECT\b/i', $sql ) || ! preg_match( '/\b' . $ours . '/', $sql ) ) {
				continue;
			}
			foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $step ) { // phpcs:ignore WordPress.DB -- the route's own query, replayed.
				if ( 0 === strpos( (string) $step['table'], '<' ) ) {
					continue; // A derived table of at most one page of ids.
				}
				// A full scan of the table, or of a whole index without a LIMIT to stop it early. The
				// campaigns table is small by nature (a charity runs tens of campaigns, not millions):
				// counting it through its primary key is fine.
				$whole_index = 'index' === $step['type'] && false === stripos( $sql, 'LIMIT' ) && $wpdb->prefix . 'opengive_campaigns' !== $step['table'];
				if ( 'ALL' === $step['type'] || $whole_index ) {
					$bad[] = "{$step['type']} on {$step['table']} ({$step['rows']} rows): {$sql}";
				}
				// Sorting thousands of rows for every page: the order should come from an index.
				if ( false !== strpos( (string) $step['Extra'], 'Using filesort' ) && (int) $step['rows'] > 2000 ) {
					$bad[] = "filesort of {$step['rows']} rows on {$step['table']}: {$sql}";
				}
			}
		}
		$this->assertSame( array(), $bad );

		if ( '' !== $count ) {
			$direct = (int) $wpdb->get_var( self::fill( $count ) ); // phpcs:ignore WordPress.DB -- fixed test SQL.
			$this->assertGreaterThan( 0, $direct, 'the seed should give this route something to list' );
			$this->assertSame( (string) $direct, (string) $response->get_headers()['X-WP-Total'] );
		}
	}

	/**
	 * The overview reads the donations and donors tables only where the maintained sums cannot
	 * answer, from the report indexes alone (no row fetched per gift or donor), and counts exactly
	 * the range's completed live gifts of the currency and its new donors.
	 */
	public function test_the_overview_reads_gifts_from_the_report_index_alone_and_counts_exactly(): void {
		global $wpdb;
		list( $response, $plans ) = self::overview_plans( array( 'interval' => 'month', 'currency' => 'USD' ) );
		$read                     = array(
			$wpdb->prefix . 'opengive_donations' => array(),
			$wpdb->prefix . 'opengive_donors'    => array(),
		);
		foreach ( $plans as $step ) {
			// "Using index condition" fetches rows; only a bare "Using index" reads the index alone.
			$read[ $step['table'] ][] = $step['key'] . ( preg_match( '/Using index(?! condition)/', (string) $step['Extra'] ) ? ' (index only)' : ' (rows fetched)' );
		}
		$read = array_map( 'array_values', array_map( 'array_unique', $read ) );
		// Whole hours, months and years come from the maintained sums (ReportRollups); the donations
		// table is read only for the month under way, by the top lists, from the report index alone.
		$this->assertSame( array( 'report_gifts (index only)' ), $read[ $wpdb->prefix . 'opengive_donations' ], 'the current month\'s forms and campaigns' );
		// New donors of whole UTC days come from the day counts; the donors table is read, if at all,
		// for the days a local midnight cuts, from its report index alone.
		$this->assertSame( array(), array_diff( $read[ $wpdb->prefix . 'opengive_donors' ], array( 'report_new_donors (index only)' ) ), 'donors read from the index alone' );

		$data   = $response->get_data();
		$bounds = array( $data['after'] . ' 00:00:00', gmdate( 'Y-m-d', strtotime( $data['before'] . ' +1 day' ) ) . ' 00:00:00' );
		$direct = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE mode = 'live' AND status = 'publish' AND currency = 'USD' AND created_at >= %s AND created_at < %s", $bounds[0], $bounds[1] ) ); // phpcs:ignore WordPress.DB -- test count.
		$this->assertGreaterThan( 1000, $direct, 'the seed gives the year gifts' );
		$this->assertSame( $direct, $data['totals']['donations'] );
		$donors = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donors WHERE live_gifts > 0 AND created_at >= %s AND created_at < %s", $bounds[0], $bounds[1] ) ); // phpcs:ignore WordPress.DB -- test count.
		$this->assertGreaterThan( 0, $donors, 'the seed gives the year new donors' );
		$this->assertSame( $donors, $data['totals']['newDonors'] );
	}

	/**
	 * A campaign's report (its progress chart) reads its hours and what it raised before the range
	 * through indexes: no step scans the donations table.
	 */
	public function test_a_campaign_report_reads_through_indexes(): void {
		list( $response, $plans ) = self::overview_plans(
			array(
				'interval' => 'day',
				// The 20,000 seeded gifts spread over the last 36 days: some fall before this range.
				'after'    => gmdate( 'Y-m-d', strtotime( '-10 days' ) ),
				'before'   => gmdate( 'Y-m-d' ),
				// No currency: the range's most used (this seeded campaign's forms are all in euros).
				'campaign' => (string) self::$seed['campaignId'],
			)
		);
		$this->assertSame( 2, count( $plans ), 'hours in the range; gifts before it' );
		foreach ( $plans as $step ) {
			$this->assertNotSame( 'ALL', $step['type'], wp_json_encode( $step ) );
			$this->assertNotEmpty( $step['key'], wp_json_encode( $step ) );
		}
		$this->assertGreaterThan( 0, $response->get_data()['beforeRange']['donations'], 'the campaign has gifts before the range' );
	}

	/**
	 * Asks for the overview as an administrator and EXPLAINs each query it made of the donations table.
	 *
	 * @param array<string, string> $params Query.
	 * @return array{0: \WP_REST_Response, 1: array<int, array<string, mixed>>} The answer and every plan step.
	 */
	private static function overview_plans( array $params ): array {
		global $wpdb;
		$admins = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ids' ) );
		wp_set_current_user( (int) $admins[0] );
		$queries  = array();
		$recorder = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		add_filter( 'query', $recorder );
		$request = new \WP_REST_Request( 'GET', '/opengive/v1/reports/overview' );
		$request->set_query_params( $params );
		$response = rest_do_request( $request );
		remove_filter( 'query', $recorder );
		self::assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$plans = array();
		foreach ( $queries as $sql ) {
			if ( preg_match( '/^\s*SELECT\b.*\bFROM ' . preg_quote( $wpdb->prefix, '/' ) . 'opengive_(donations|donors)\b/is', $sql ) ) {
				$plans = array_merge( $plans, (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) ); // phpcs:ignore WordPress.DB -- the route's own query, replayed.
			}
		}
		return array( $response, $plans );
	}
}
