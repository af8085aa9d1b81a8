<?php
/**
 * The database server dies and comes back while 200 donations are in flight.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Tests\Reliability\Support\DonationStream;
use OpenGive\Tests\Reliability\Support\PrivateMariaDb;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/support/PrivateMariaDb.php';
require_once __DIR__ . '/support/DonationStream.php';

/**
 * A MariaDB of the test's own (never the shared one) and a second server on the native tree pointed at
 * it (OPENGIVE_DB_HOST; PHP's built-in server, 4 workers). Eight clients send 200 test-gateway
 * donations, each retrying a 503 with the same idempotency key as the donation form does. After 60
 * successes the server is killed (SIGKILL: requests lose it between and inside transactions) and
 * started again 2 s later. Requests that start while it is down meet the db-error.php drop-in; the
 * ones it dies under find it gone and reconnect when it is back, inside their transaction.
 *
 * Deterministic: the kill comes after a fixed number of successes and the outage lasts a fixed time;
 * what is asserted holds for every interleaving. About 10 s.
 */
final class DatabaseRestartTest extends TestCase {

	const DONATIONS    = 200;
	const INSIDE       = 1;
	const CLIENTS      = 8;
	const KILL_AFTER   = 60;
	const DOWN_SECONDS = 6.0;

	/**
	 * What the run saw: successes (index => donation id), 503 answers, any other answer, the check.
	 *
	 * @var array<string, mixed>
	 */
	private static $run = array();

	/**
	 * Starts the private server and site, runs the 200 donations, reads the result.
	 *
	 * @throws \RuntimeException When there is no native tree to serve.
	 */
	public static function setUpBeforeClass(): void {
		$wp_load = (string) getenv( 'OPENGIVE_WP_LOAD' );
		if ( '' === getenv( 'OPENGIVE_BASE_URL' ) || ! is_file( $wp_load ) ) {
			throw new \RuntimeException( 'The database-restart run needs the native site (tests/native/run.sh).' );
		}
		$wp        = dirname( $wp_load );
		$db_port   = (int) ( getenv( 'OPENGIVE_RESTART_DB_PORT' ) ? getenv( 'OPENGIVE_RESTART_DB_PORT' ) : 3317 );
		$site_port = (int) ( getenv( 'OPENGIVE_RESTART_SITE_PORT' ) ? getenv( 'OPENGIVE_RESTART_SITE_PORT' ) : 8897 );
		$db        = new PrivateMariaDb( sys_get_temp_dir() . '/opengive-db-restart-' . $db_port, $db_port );
		$site      = null;
		try {
			$db->install();
			$db->start();
			$db->root( "CREATE DATABASE og_restart CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; CREATE USER 'opengive'@'127.0.0.1' IDENTIFIED BY 'opengive-test-password'; GRANT ALL ON og_restart.* TO 'opengive'@'127.0.0.1'" );
			$env = array_merge(
				getenv(),
				array(
					'OPENGIVE_DB_HOST'   => '127.0.0.1:' . $db_port,
					'OPENGIVE_DB_NAME'   => 'og_restart',
					// Its own log: the refused connections it provokes are not the native site's.
					'OPENGIVE_DEBUG_LOG' => sys_get_temp_dir() . '/opengive-db-restart-' . $db_port . '-debug.log',
					'HTTP_HOST'          => '127.0.0.1:' . $site_port,
				)
			);
			$root = dirname( __DIR__, 2 );
			self::php( array( $root . '/tests/native/install.php', $wp ), $env );
			self::php( array( $root . '/tests/native/seed.php', $wp ), $env );
			$form = (int) self::php( array( __DIR__ . '/support/restart-site.php', $wp, 'prepare' ), $env );
			self::assertGreaterThan( 0, $form, 'the seeded site has a donation form' );
			unset( $env['HTTP_HOST'] );
			$env['PHP_CLI_SERVER_WORKERS'] = '4';
			$pipes                         = array();
			$site                          = proc_open( array( PHP_BINARY, '-S', '127.0.0.1:' . $site_port, '-t', $wp ), array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes, $wp, $env ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the site under test.
			$url = 'http://127.0.0.1:' . $site_port . '/?rest_route=/opengive/v1/donations';
			self::wait_for( 'http://127.0.0.1:' . $site_port . '/?rest_route=/opengive/v1' );
			self::$run          = self::donate( $url, $form, $db );
			self::$run['check'] = json_decode( self::php( array( __DIR__ . '/support/restart-site.php', $wp, 'check' ), $env ), true );
			self::write_numbers( $root );
		} finally {
			if ( is_resource( $site ) ) {
				self::stop_server( $site );
			}
			$db->destroy();
		}
	}

	/**
	 * The two outages. First, INSIDE donations (fewer than the server has workers) are held inside their
	 * transaction (donor written, donation not yet) by the test helpers' pause; the server is killed
	 * while all of them are open and is back 1 s later, within wpdb's 5-second reconnect window, so
	 * wpdb reconnects and re-runs their next query on a new connection. Then the rest stream in; after
	 * KILL_AFTER successes the server is killed for DOWN_SECONDS, longer than that window: requests in
	 * flight give up on it, new ones start without it.
	 *
	 * @param string         $url  Donate route.
	 * @param int            $form Form id.
	 * @param PrivateMariaDb $db   The server.
	 * @return array<string, mixed>
	 */
	private static function donate( string $url, int $form, PrivateMariaDb $db ): array {
		// A marker left by a PHP process killed during its pause (an aborted earlier run) would set
		// off the kill before this run's donation reached its pause.
		foreach ( (array) glob( get_temp_dir() . 'opengive-test-paused-*' ) as $stale ) {
			wp_delete_file( (string) $stale );
		}
		$stream  = new DonationStream( $url, $form );
		$started = microtime( true );
		for ( $i = 0; $i < self::INSIDE; $i++ ) {
			$stream->add( $i, 3000 );
		}
		$killed = 0.0;
		$back   = false;
		$stream->pump(
			self::INSIDE,
			static function () use ( $db, &$killed, &$back ) {
				if ( 0.0 === $killed && count( (array) glob( get_temp_dir() . 'opengive-test-paused-*' ) ) >= self::INSIDE ) {
					$db->kill();
					$killed = microtime( true );
				}
				if ( 0.0 !== $killed && ! $back && microtime( true ) - $killed >= 1.0 ) {
					$db->spawn();
					$back = true;
				}
			}
		);
		$inside = array(
			'killed'  => $killed > 0,
			'refused' => $stream->refused,
			'took'    => $stream->took,
		);
		for ( $i = self::INSIDE; $i < self::DONATIONS; $i++ ) {
			$stream->add( $i );
		}
		$killed = 0.0;
		$back   = false;
		$stream->pump(
			self::CLIENTS,
			static function () use ( $db, $stream, &$killed, &$back ) {
				if ( 0.0 === $killed && count( $stream->ok ) >= self::KILL_AFTER ) {
					$db->kill();
					$killed = microtime( true );
				}
				if ( 0.0 !== $killed && ! $back && microtime( true ) - $killed >= self::DOWN_SECONDS ) {
					$db->spawn();
					$back = true;
				}
			}
		);
		return array(
			'stream'  => $stream,
			'inside'  => $inside,
			'killed'  => $killed > 0 && $back,
			'seconds' => round( microtime( true ) - $started, 2 ),
		);
	}

	/**
	 * Every donation answered 201 is in the table, under its own idempotency key, once.
	 */
	public function test_every_donation_answered_201_is_in_the_table_exactly_once(): void {
		$stream = self::$run['stream'];
		$this->assertTrue( self::$run['inside']['killed'] && self::$run['killed'], 'the server was killed twice and came back' );
		$this->assertCount( self::DONATIONS, $stream->ok, 'every client got a 201 in the end: ' . implode( "\n", $stream->other ) );
		$rows = array();
		foreach ( self::$run['check']['donations'] as $row ) {
			$rows[ (int) $row['id'] ] = $row;
		}
		foreach ( $stream->ok as $i => $id ) {
			$this->assertArrayHasKey( $id, $rows, "donation #{$i} (id {$id}) was answered 201 and is in the table" );
			$this->assertSame( $stream->email( $i ), $rows[ $id ]['email'] );
		}
		$this->assertCount( self::DONATIONS, $rows, 'no donation written twice, none written that nobody was told about' );
		$this->assertCount( self::DONATIONS, array_unique( array_column( $rows, 'idempotency_key' ) ) );
	}

	/**
	 * Donor and donation are written together or not at all, even when the server dies between them.
	 */
	public function test_no_donor_without_its_donation_and_no_donation_without_its_donor(): void {
		$this->assertSame( 0, self::$run['check']['donorsWithoutGifts'], 'donors written without their donation' );
		$this->assertSame( 0, self::$run['check']['giftsWithoutDonor'], 'donations written without their donor' );
	}

	/**
	 * The totals kept beside the donations equal a recount of the rows.
	 */
	public function test_every_maintained_total_equals_a_recount_of_the_rows(): void {
		$this->assertNotEmpty( self::$run['check']['totalsKept']['counts'] );
		$this->assertSame( self::$run['check']['totalsRecounted'], self::$run['check']['totalsKept'] );
	}

	/**
	 * The donations held inside their transaction when the server died were each refused (503) once
	 * wpdb had reconnected, instead of finishing their write on the new connection.
	 */
	public function test_a_transaction_that_lost_its_connection_is_refused_not_finished_on_a_new_one(): void {
		$first_tries = array();
		foreach ( self::$run['inside']['refused'] as list( $i, $seconds ) ) {
			$first_tries[ $i ] = $first_tries[ $i ] ?? $seconds;
		}
		ksort( $first_tries );
		$this->assertSame( range( 0, self::INSIDE - 1 ), array_keys( $first_tries ), 'each held donation was answered 503' );
		$this->assertGreaterThanOrEqual( 3.0, min( $first_tries ), 'the 503 came after the pause and the reconnect, not before' );
	}

	/**
	 * While the server was away, requests were answered 503 opengive_database_unavailable with a
	 * sentence: never WordPress's error page, a PHP fatal, or a 200 without a row.
	 */
	public function test_every_failure_during_the_outage_is_a_503_with_a_stable_code_and_a_sentence(): void {
		$stream = self::$run['stream'];
		$this->assertGreaterThan( count( self::$run['inside']['refused'] ), count( $stream->refused ), 'the long outage was met by requests' );
		$this->assertSame( array(), $stream->other, 'answers that were neither 201 nor 503 opengive_database_unavailable' );
	}

	/**
	 * Stops PHP's built-in server and its workers (PHP_CLI_SERVER_WORKERS forks children that outlive
	 * a terminated parent).
	 *
	 * @param resource $server proc_open handle.
	 */
	private static function stop_server( $server ): void {
		$pid = (int) proc_get_status( $server )['pid'];
		foreach ( (array) glob( '/proc/[0-9]*/stat' ) as $stat ) {
			$fields = explode( ' ', (string) @file_get_contents( $stat ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a process may end while we read.
			if ( isset( $fields[3] ) && (int) $fields[3] === $pid ) {
				posix_kill( (int) $fields[0], 15 );
			}
		}
		proc_terminate( $server );
		proc_close( $server );
	}

	/**
	 * Runs a PHP script; returns its output.
	 *
	 * @param array<int, string>    $args Script and arguments.
	 * @param array<string, string> $env  Environment.
	 * @throws \RuntimeException When it fails.
	 */
	private static function php( array $args, array $env ): string {
		$pipes   = array();
		$process = proc_open( array_merge( array( PHP_BINARY ), $args ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- setup in the test's own site.
		$out     = (string) stream_get_contents( $pipes[1] );
		$err     = (string) stream_get_contents( $pipes[2] );
		if ( 0 !== proc_close( $process ) ) {
			throw new \RuntimeException( basename( $args[0] ) . " failed:\n" . $out . $err );
		}
		return trim( $out );
	}

	/**
	 * Waits until the site answers 200.
	 *
	 * @param string $url A REST index.
	 * @throws \RuntimeException When it does not within 20 s.
	 */
	private static function wait_for( string $url ): void {
		$until = microtime( true ) + 20;
		while ( microtime( true ) < $until ) {
			$handle = curl_init( $url ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- no WordPress HTTP API needed to poll.
			curl_setopt( $handle, CURLOPT_RETURNTRANSFER, true );
			curl_exec( $handle );
			$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			curl_close( $handle );
			if ( 200 === $status ) {
				return;
			}
			usleep( 100000 );
		}
		throw new \RuntimeException( "The restart site did not answer at {$url}." );
	}

	/**
	 * Writes what the run measured to test-results/db-restart.json (for the README and the report).
	 *
	 * @param string $root Repository root.
	 */
	private static function write_numbers( string $root ): void {
		$stream  = self::$run['stream'];
		$seconds = array_column( $stream->refused, 1 );
		sort( $seconds );
		$numbers = array(
			'donations'       => self::DONATIONS,
			'answered201'     => count( $stream->ok ),
			'answered503'     => count( $seconds ),
			'slowest503s'     => array_slice( $seconds, -6 ),
			'heldInside503s'  => self::$run['inside']['refused'],
			'otherAnswers'    => count( $stream->other ),
			'firstOthers'     => array_slice( $stream->other, 0, 3 ),
			'inside'          => self::$run['inside'],
			'killedAndBack'   => self::$run['killed'],
			'seconds'         => self::$run['seconds'],
			'rowsInTable'     => count( self::$run['check']['donations'] ?? array() ),
		);
		if ( ! is_dir( $root . '/test-results' ) ) {
			mkdir( $root . '/test-results', 0777, true );
		}
		file_put_contents( $root . '/test-results/db-restart.json', wp_json_encode( $numbers, JSON_PRETTY_PRINT ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local report.
	}
}
