<?php
/**
 * The CI-sized fuzz run: every public REST route and admin-ajax/admin-post action gets generated
 * hostile requests (tests/fuzz, fast-check from the routes' schemas) against the native site.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use PHPUnit\Framework\TestCase;

/**
 * Runs tests/fuzz/run.mjs with a small count per route (the full count is `npm run bench:fuzz`),
 * anonymously and then as the administrator (write routes included: the site's tables are copied
 * before and put back after, so the suites that follow see the state they expect). Node generates
 * and sends the requests; this test holds the verdict: no 5xx, every REST 4xx with a
 * machine-readable error code, and no PHP warning, notice or deprecation in the site's logs.
 */
final class FuzzTest extends TestCase {

	const RUNS = 20;

	/**
	 * Requests per route as the administrator (each one can write: kept small for CI).
	 */
	const ADMIN_RUNS = 5;

	/**
	 * The run's tallies.
	 *
	 * @var array<string, mixed>
	 */
	private static $result = array();

	/**
	 * The administrator run's tallies.
	 *
	 * @var array<string, mixed>
	 */
	private static $admin = array();

	/**
	 * Fuzzes once for the three checks.
	 *
	 * @throws \RuntimeException When the run does not report.
	 */
	public static function setUpBeforeClass(): void {
		$base = (string) getenv( 'OPENGIVE_BASE_URL' );
		if ( '' === $base ) {
			throw new \RuntimeException( 'The fuzz run needs the native site (OPENGIVE_BASE_URL, set by tests/native/run.sh).' );
		}
		self::$result = self::fuzz_run( $base, self::RUNS, '' );
		$tables       = self::snapshot();
		try {
			self::$admin = self::fuzz_run( $base, self::ADMIN_RUNS, 'admin' );
		} finally {
			self::restore( $tables );
		}
	}

	/**
	 * One fuzz run's tallies.
	 *
	 * @param string $base Site URL.
	 * @param int    $runs Requests per route.
	 * @param string $as   '' (anonymous) or 'admin'.
	 * @return array<string, mixed>
	 * @throws \RuntimeException When the run does not report.
	 */
	private static function fuzz_run( string $base, int $runs, string $as ): array {
		$root    = dirname( __DIR__, 2 );
		$logs    = array( WP_CONTENT_DIR . '/debug.log', $root . '/.cache/native/php-fpm.log' );
		$command = sprintf(
			'cd %s && BENCH_BASE_URL=%s node tests/fuzz/run.mjs --runs=%d --seed=%d --json --logs=%s%s',
			escapeshellarg( $root ),
			escapeshellarg( $base ),
			$runs,
			(int) gmdate( 'z' ), // A different sample each day; the seed is in the failure message.
			escapeshellarg( implode( ',', $logs ) ),
			'' === $as ? '' : ' --as=' . escapeshellarg( $as )
		);
		$output = (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions, Generic.PHP.ForbiddenFunctions -- runs the test's own node driver.
		$lines  = array_values( array_filter( explode( "\n", trim( $output ) ) ) );
		$result = (array) json_decode( (string) end( $lines ), true );
		if ( ! isset( $result['requests'] ) ) {
			throw new \RuntimeException( 'The fuzz run did not report: ' . substr( $output, -2000 ) );
		}
		return $result;
	}

	/**
	 * Copies every table of the site (og_fuzzsave_<n>), so the administrator's writes can be undone.
	 *
	 * @return array<string, string> Table => its copy.
	 */
	private static function snapshot(): array {
		global $wpdb;
		$copies = array();
		// phpcs:disable WordPress.DB -- table names come from SHOW TABLES of the test database.
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) ) as $i => $table ) {
			$copy = 'og_fuzzsave_' . $i;
			$wpdb->query( "DROP TABLE IF EXISTS `{$copy}`" );
			$wpdb->query( "CREATE TABLE `{$copy}` LIKE `{$table}`" );
			$wpdb->query( "INSERT INTO `{$copy}` SELECT * FROM `{$table}`" );
			$copies[ $table ] = $copy;
		}
		// phpcs:enable
		return $copies;
	}

	/**
	 * Puts the tables back as snapshot() found them and drops the copies.
	 *
	 * @param array<string, string> $copies Table => its copy.
	 */
	private static function restore( array $copies ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB -- names from snapshot().
		foreach ( $copies as $table => $copy ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
			$wpdb->query( "INSERT INTO `{$table}` SELECT * FROM `{$copy}`" );
			$wpdb->query( "DROP TABLE `{$copy}`" );
		}
		// phpcs:enable
		wp_cache_flush();
	}

	/**
	 * Every route and action was reached with the requested number of requests.
	 */
	public function test_every_route_and_action_got_its_generated_requests(): void {
		$this->assertGreaterThan( 90, self::$result['targets'] );
		$this->assertSame( self::$result['targets'] * self::RUNS, self::$result['requests'] );
	}

	/**
	 * No request made the site answer 5xx.
	 */
	public function test_no_generated_request_gets_a_server_error(): void {
		$this->assertSame( array(), self::$result['serverErrors'], 'seed ' . self::$result['seed'] );
	}

	/**
	 * Every refusal of a REST request carries a stable error code.
	 */
	public function test_every_rest_refusal_has_a_stable_error_code(): void {
		$this->assertSame( array(), self::$result['codeless'], 'seed ' . self::$result['seed'] );
		$this->assertNotEmpty( self::$result['codes'] );
	}

	/**
	 * PHP wrote no warning, notice, deprecation or fatal error while the requests ran.
	 */
	public function test_no_generated_request_makes_php_warn(): void {
		$this->assertSame( array(), self::$result['phpProblemRequests'], 'seed ' . self::$result['seed'] );
		$this->assertSame( array(), self::$result['phpProblems'], 'seed ' . self::$result['seed'] );
	}

	/**
	 * As the administrator (every admin route reached, write routes included): no 5xx, every REST
	 * refusal with a stable code, no PHP warning or notice.
	 */
	public function test_as_the_administrator_no_server_error_no_codeless_refusal_no_php_warning(): void {
		$this->assertSame( 'admin', self::$admin['as'] );
		$this->assertSame( self::$admin['targets'] * self::ADMIN_RUNS, self::$admin['requests'] );
		$this->assertSame( array(), self::$admin['serverErrors'], 'seed ' . self::$admin['seed'] );
		$this->assertSame( array(), self::$admin['codeless'], 'seed ' . self::$admin['seed'] );
		$this->assertSame( array(), self::$admin['phpProblemRequests'], 'seed ' . self::$admin['seed'] );
		$this->assertSame( array(), self::$admin['phpProblems'], 'seed ' . self::$admin['seed'] );
		// Logged in, the admin routes answer: not a wall of 401/403.
		$this->assertGreaterThan( 0, ( self::$admin['statuses']['200'] ?? 0 ) + ( self::$admin['statuses']['201'] ?? 0 ) );
	}
}
