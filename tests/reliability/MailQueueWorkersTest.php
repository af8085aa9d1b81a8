<?php
/**
 * Two queue workers at once send each queued email exactly once (no crash involved).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Mail\MailQueue;
use PHPUnit\Framework\TestCase;

/**
 * Each worker is its own PHP process on the native site's database (what two cron runs, or a cron
 * run and a request's after-response send, are). Sends are slowed (a wp_mail filter) and the lease is
 * short (opengive_mail_lease), so one worker's batch outlives the lease of the rows it listed: a
 * claim made for the whole batch up front would then hand its last rows to the second worker too.
 */
final class MailQueueWorkersTest extends TestCase {

	const EMAILS = 24;

	/**
	 * Empty queue, no captured mail, no cron run due.
	 */
	protected function setUp(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB -- test table cleanup.
		$wpdb->query( 'DELETE FROM ' . MailQueue::table() );
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'opengive_test_mail_%'" );
		// phpcs:enable
		wp_clear_scheduled_hook( MailQueue::HOOK );
	}

	/**
	 * Leaves the queue empty.
	 */
	protected function tearDown(): void {
		$this->setUp();
	}

	/**
	 * Queues the emails straight into the table (push() would also send them at this process's shutdown).
	 */
	private static function queue(): void {
		global $wpdb;
		for ( $i = 0; $i < self::EMAILS; $i++ ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test setup.
				MailQueue::table(),
				array(
					'recipient'  => '["race@example.org"]',
					'subject'    => 'Worker race ' . $i,
					'message'    => 'Body',
					'headers'    => '[]',
					'status'     => 'queued',
					'last_error' => '',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}
	}

	/**
	 * Starts a worker process that begins at $start (unix time, float), sends each email in 200 ms
	 * and holds a 2-second lease (the queue stores whole seconds: it runs out 2 to 3 s after the claim).
	 *
	 * @param float $start When to begin.
	 * @return array{0: resource, 1: array<int, resource>}
	 */
	private static function worker( float $start ) {
		$code  = 'require getenv("OPENGIVE_WP_LOAD");'
			. 'add_filter("opengive_mail_lease", function () { return 2; });'
			. 'add_filter("wp_mail", function ($a) { usleep(200000); return $a; });'
			. sprintf( '$wait = %.3F - microtime(true); if ($wait > 0) { usleep((int) ($wait * 1e6)); }', $start )
			. 'echo \OpenGive\Mail\MailQueue::run(100);';
		$pipes = array();
		$proc  = proc_open( array( PHP_BINARY, '-r', $code ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- two real processes are the point.
		self::assertIsResource( $proc );
		return array( $proc, $pipes );
	}

	/**
	 * Waits for a worker; returns how many emails it says it sent.
	 *
	 * @param array{0: resource, 1: array<int, resource>} $worker Worker.
	 */
	private static function finish( array $worker ): int {
		$out = (string) stream_get_contents( $worker[1][1] );
		$err = (string) stream_get_contents( $worker[1][2] );
		$rc  = proc_close( $worker[0] );
		self::assertSame( 0, $rc, $out . $err );
		self::assertMatchesRegularExpression( '/^\d+$/', trim( $out ), $err );
		return (int) trim( $out );
	}

	/**
	 * Captured mails per subject.
	 *
	 * @return array<string, int>
	 */
	private static function captured(): array {
		global $wpdb;
		$stored = $wpdb->get_col( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE 'opengive_test_mail_%'" ); // phpcs:ignore WordPress.DB -- test read.
		$counts = array();
		foreach ( array_map( 'maybe_unserialize', (array) $stored ) as $mail ) {
			$counts[ $mail['subject'] ] = ( $counts[ $mail['subject'] ] ?? 0 ) + 1;
		}
		ksort( $counts );
		return $counts;
	}

	/**
	 * Asserts each email went out once and every row is marked sent.
	 *
	 * @param int $reported Sum of what the workers said they sent.
	 */
	private function assertEachSentOnce( int $reported ): void {
		global $wpdb;
		$expected = array();
		for ( $i = 0; $i < self::EMAILS; $i++ ) {
			$expected[ 'Worker race ' . $i ] = 1;
		}
		ksort( $expected );
		$this->assertSame( $expected, self::captured(), 'each email handed to wp_mail exactly once' );
		$this->assertSame( self::EMAILS, $reported, 'the workers together report each email once' );
		$statuses = $wpdb->get_col( 'SELECT DISTINCT status FROM ' . MailQueue::table() ); // phpcs:ignore WordPress.DB -- test read.
		$this->assertSame( array( 'sent' ), $statuses );
	}

	/**
	 * Both list every row and race for each one.
	 */
	public function test_two_workers_starting_together_send_each_email_once(): void {
		self::queue();
		$start = microtime( true ) + 3.0; // Time for both to load WordPress.
		$a     = self::worker( $start );
		$b     = self::worker( $start );
		$this->assertEachSentOnce( self::finish( $a ) + self::finish( $b ) );
	}

	/**
	 * The second lists the rows the first listed but has not reached yet.
	 */
	public function test_a_second_worker_arriving_after_the_first_ones_lease_ran_out_takes_no_email_twice(): void {
		self::queue();
		// The first worker needs ~4.8 s for its list; a lease taken for the whole list at its start
		// has run out (3 s at most) when the second arrives, with about a third of the list unsent.
		$start = microtime( true ) + 3.0; // Time for both to load WordPress.
		$a     = self::worker( $start );
		$b     = self::worker( $start + 3.1 );
		$this->assertEachSentOnce( self::finish( $a ) + self::finish( $b ) );
	}
}
