<?php
/**
 * A MariaDB server of the test's own, which it may kill and start again.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability\Support;

/**
 * mariadb-install-db into a temporary data directory, then mariadbd with its own socket, port and pid
 * file (--no-defaults: nothing is read from /etc/mysql, so the system server's socket and files are
 * never touched). Killing it with SIGKILL is a crash: InnoDB recovers on the next start.
 */
final class PrivateMariaDb {

	/**
	 * Data directory parent.
	 *
	 * @var string
	 */
	private $dir;

	/**
	 * TCP port.
	 *
	 * @var int
	 */
	public $port;

	/**
	 * The running mariadbd, or null.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Constructor.
	 *
	 * @param string $dir  A directory of its own (made empty).
	 * @param int    $port TCP port on 127.0.0.1.
	 */
	public function __construct( string $dir, int $port ) {
		$this->dir  = $dir;
		$this->port = $port;
	}

	/**
	 * Creates the data directory (about 2 s).
	 *
	 * @throws \RuntimeException When mariadb-install-db fails.
	 */
	public function install(): void {
		self::remove( $this->dir );
		mkdir( $this->dir, 0700, true );
		$command = array( 'mariadb-install-db', '--no-defaults', '--datadir=' . $this->dir . '/data', '--auth-root-authentication-method=normal', '--skip-test-db' );
		$output  = array();
		$status  = 0;
		exec( implode( ' ', array_map( 'escapeshellarg', array_merge( $command, self::user() ) ) ) . ' 2>&1', $output, $status ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the test's own server.
		if ( 0 !== $status ) {
			throw new \RuntimeException( 'mariadb-install-db failed: ' . implode( "\n", $output ) );
		}
	}

	/**
	 * Starts mariadbd without waiting for it.
	 */
	public function spawn(): void {
		$command       = array_merge(
			array(
				'mariadbd',
				'--no-defaults',
				'--datadir=' . $this->dir . '/data',
				'--socket=' . $this->socket(),
				'--port=' . $this->port,
				'--bind-address=127.0.0.1',
				'--pid-file=' . $this->dir . '/mysqld.pid',
				'--log-error=' . $this->dir . '/error.log',
				'--innodb-buffer-pool-size=32M',
				'--skip-log-bin',
			),
			self::user()
		);
		$pipes         = array();
		$this->process = proc_open( $command, array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the test's own server.
	}

	/**
	 * Starts mariadbd and waits until it accepts connections.
	 *
	 * @throws \RuntimeException When it does not come up within 30 s.
	 */
	public function start(): void {
		$this->spawn();
		$until = microtime( true ) + 30;
		while ( microtime( true ) < $until ) {
			if ( $this->ping() ) {
				return;
			}
			usleep( 100000 );
		}
		throw new \RuntimeException( 'The private mariadbd did not start: ' . (string) @file_get_contents( $this->dir . '/error.log' ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the log may not exist.
	}

	/**
	 * Whether the server answers on its socket.
	 */
	public function ping(): bool {
		mysqli_report( MYSQLI_REPORT_OFF );
		$link = @mysqli_connect( 'localhost', 'root', '', '', 0, $this->socket() ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- refused while starting.
		if ( ! $link ) {
			return false;
		}
		mysqli_close( $link );
		return true;
	}

	/**
	 * Runs SQL as root (setup and checks).
	 *
	 * @param string $sql Statements, separated by semicolons.
	 * @throws \RuntimeException When a statement fails.
	 */
	public function root( string $sql ): void {
		mysqli_report( MYSQLI_REPORT_OFF );
		$link = mysqli_connect( 'localhost', 'root', '', '', 0, $this->socket() );
		if ( ! $link || ! mysqli_multi_query( $link, $sql ) ) {
			throw new \RuntimeException( 'SQL failed: ' . ( $link ? mysqli_error( $link ) : mysqli_connect_error() ) );
		}
		do {
			$result = mysqli_store_result( $link );
			if ( $result ) {
				mysqli_free_result( $result );
			}
		} while ( mysqli_more_results( $link ) && mysqli_next_result( $link ) );
		mysqli_close( $link );
	}

	/**
	 * SIGKILL: the server dies as in a crash or an OOM kill, mid-transaction for whoever is writing.
	 */
	public function kill(): void {
		if ( null !== $this->process ) {
			proc_terminate( $this->process, 9 );
			proc_close( $this->process );
			$this->process = null;
		}
	}

	/**
	 * Stops the server and removes its files.
	 */
	public function destroy(): void {
		if ( null !== $this->process ) {
			proc_terminate( $this->process, 15 );
			proc_close( $this->process );
			$this->process = null;
		}
		self::remove( $this->dir );
	}

	/**
	 * The server's socket.
	 */
	private function socket(): string {
		return $this->dir . '/mysqld.sock';
	}

	/**
	 * mariadbd refuses to run as root unless told to.
	 *
	 * @return array<int, string>
	 */
	private static function user(): array {
		return function_exists( 'posix_geteuid' ) && 0 === posix_geteuid() ? array( '--user=root' ) : array();
	}

	/**
	 * Removes a directory tree.
	 *
	 * @param string $dir Directory.
	 */
	private static function remove( string $dir ): void {
		if ( is_dir( $dir ) ) {
			exec( 'rm -rf ' . escapeshellarg( $dir ) ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- test scratch directory.
		}
	}
}
