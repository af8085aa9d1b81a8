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
 * Runs tests/fuzz/run.mjs with a small count per route (the full count is `npm run bench:fuzz`).
 * Node generates and sends the requests; this test holds the verdict: no 5xx, every REST 4xx with
 * a machine-readable error code, and no PHP warning, notice or deprecation in the site's logs.
 */
final class FuzzTest extends TestCase {

	const RUNS = 20;

	/**
	 * The run's tallies.
	 *
	 * @var array<string, mixed>
	 */
	private static $result = array();

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
		$root    = dirname( __DIR__, 2 );
		$logs    = array( WP_CONTENT_DIR . '/debug.log', $root . '/.cache/native/php-fpm.log' );
		$command = sprintf(
			'cd %s && BENCH_BASE_URL=%s node tests/fuzz/run.mjs --runs=%d --seed=%d --json --logs=%s',
			escapeshellarg( $root ),
			escapeshellarg( $base ),
			self::RUNS,
			(int) gmdate( 'z' ), // A different sample each day; the seed is in the failure message.
			escapeshellarg( implode( ',', $logs ) )
		);
		$output       = (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- runs the test's own node driver.
		$lines        = array_values( array_filter( explode( "\n", trim( $output ) ) ) );
		self::$result = (array) json_decode( (string) end( $lines ), true );
		if ( ! isset( self::$result['requests'] ) ) {
			throw new \RuntimeException( 'The fuzz run did not report: ' . substr( $output, -2000 ) );
		}
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
}
