<?php
/**
 * The native-only Playwright specs of tests/reliability (project "reliability"), on the native site.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use PHPUnit\Framework\TestCase;

/**
 * Runs each group of specs against the native site (Playground answers too slowly for the fault
 * specs' timeouts, and the browser specs are too heavy for its CI budget) and holds the verdict:
 * every scenario of the group ran and passed.
 */
final class ReliabilitySpecsTest extends TestCase {

	/**
	 * Spec groups: files and how many scenarios they hold.
	 *
	 * @return array<string, array{0: array<int, string>, 1: int}>
	 */
	public function groups(): array {
		return array(
			// Stripe and 2Checkout faults (500, no answer, 30-second answer, cut body, 3-D Secure
			// abandoned) and Stripe's webhook delivered twice and out of order.
			'gateway faults and webhooks' => array( array( 'gateway-faults.spec.ts', 'twocheckout-faults.spec.ts', 'stripe-webhook.spec.ts' ), 12 ),
			'stored XSS on the newer screens' => array( array( 'stored-xss-newer.spec.ts' ), 6 ),
			// A campaign's texts, its form's title and a donor's name on the campaign block, the
			// campaign screens, the overview, a donation's screen and the donor dashboard.
			'stored XSS on campaigns, the overview and the dashboard' => array( array( 'stored-xss-campaigns.spec.ts' ), 3 ),
			// Form titles, level and button labels and a page title on the form grid and its frame,
			// the share links, the form's modal, reveal and button modes and both embed formats.
			'stored XSS on the grid, share, display modes and embed' => array( array( 'stored-xss-blocks.spec.ts' ), 2 ),
		);
	}

	/**
	 * Every scenario of the group passes on the native site.
	 *
	 * @dataProvider groups
	 * @param array<int, string> $specs     Spec files in tests/reliability.
	 * @param int                $scenarios How many tests they hold.
	 * @throws \RuntimeException When there is no site to test.
	 */
	public function test_every_scenario_of_the_group_passes_on_the_native_site( array $specs, int $scenarios ): void {
		$base = (string) getenv( 'OPENGIVE_BASE_URL' );
		if ( '' === $base ) {
			throw new \RuntimeException( 'The reliability specs need the native site (OPENGIVE_BASE_URL, set by tests/native/run.sh).' );
		}
		$root   = dirname( __DIR__, 2 );
		$report = $root . '/test-results/native-reliability-' . md5( implode( ',', $specs ) ) . '.json';
		wp_delete_file( $report ); // A stale report must not pass.
		$command = sprintf(
			'cd %s && WP_BASE_URL=%s PLAYWRIGHT_JSON_OUTPUT_NAME=%s npx playwright test --project=reliability --reporter=json --output=test-results/native-reliability-pw %s 2>&1',
			escapeshellarg( $root ),
			escapeshellarg( $base ),
			escapeshellarg( $report ),
			implode( ' ', array_map( 'escapeshellarg', array_map( static function ( $spec ) { return 'tests/reliability/' . $spec; }, $specs ) ) )
		);
		$output = (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions, Generic.PHP.ForbiddenFunctions -- runs the specs' Playwright driver.
		$this->assertFileExists( $report, substr( $output, -3000 ) );
		$stats = (array) ( json_decode( (string) file_get_contents( $report ), true )['stats'] ?? array() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local report.
		$this->assertSame( $scenarios, (int) ( $stats['expected'] ?? 0 ), substr( $output, -3000 ) );
		$this->assertSame( 0, (int) ( $stats['unexpected'] ?? -1 ) + (int) ( $stats['flaky'] ?? 0 ) + (int) ( $stats['skipped'] ?? 0 ), substr( $output, -3000 ) );
	}
}
