<?php
/**
 * Whether the database connection was lost, and the one answer a donor gets when it was.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * wpdb hides a lost connection: a query that finds the server gone reconnects and runs again on the
 * new connection, in autocommit mode. Inside a transaction that would commit the second half of a
 * write whose first half the server has already rolled back. Transaction asks this class whether its
 * connection is still the one it began on; ErrorResponder asks whether a failure was the database's.
 */
final class Connection {

	/**
	 * MySQL client errors that mean the server is gone (can't connect, gone away, lost during the
	 * query) and server errors sent while it shuts down or kills the connection.
	 */
	const LOST_ERRORS = array( 1053, 1927, 2002, 2003, 2006, 2013 );

	/**
	 * Whether the filter below is hooked.
	 *
	 * @var bool
	 */
	private static $watching = false;

	/**
	 * Set when wpdb opened a new connection while a transaction was open.
	 *
	 * @var bool
	 */
	private static $replaced = false;

	/**
	 * Whether a transaction is open (set by Transaction).
	 *
	 * @var bool
	 */
	private static $in_transaction = false;

	/**
	 * Marks the start of a transaction on the current connection.
	 */
	public static function begin(): void {
		if ( ! self::$watching ) {
			self::$watching = true;
			// wpdb::db_connect() runs set_sql_mode(), which applies this filter, on every (re)connect:
			// the one moment between a reconnect and the re-run of the query that found the server gone.
			add_filter( 'incompatible_sql_modes', array( self::class, 'on_connect' ) );
		}
		self::$replaced       = false;
		self::$in_transaction = true;
	}

	/**
	 * Marks the end of the transaction (committed or rolled back).
	 *
	 * @return bool Whether wpdb reconnected during it (the new connection is out of autocommit).
	 */
	public static function end(): bool {
		self::$in_transaction = false;
		return self::$replaced;
	}

	/**
	 * A (re)connect while a transaction is open: the server has rolled that transaction back. The new
	 * connection is switched out of autocommit so that wpdb's re-run of the interrupted query, and
	 * every later query of the transaction, stays uncommitted until Transaction rolls it back.
	 *
	 * @param array<int, string> $modes SQL modes WordPress removes (returned unchanged).
	 * @return array<int, string>
	 */
	public static function on_connect( $modes ) {
		global $wpdb;
		if ( self::$in_transaction ) {
			self::$replaced = true;
			$dbh            = $wpdb->dbh;
			if ( $dbh instanceof \mysqli ) {
				mysqli_query( $dbh, 'SET autocommit=0' ); // phpcs:ignore WordPress.DB.RestrictedFunctions, Generic.PHP.ForbiddenFunctions -- wpdb::query() would re-enter the reconnect path.
			}
		}
		return $modes;
	}

	/**
	 * An id for the current connection (MySQL's thread id; 0 on SQLite or without a connection).
	 */
	public static function id(): int {
		global $wpdb;
		$dbh = $wpdb->dbh;
		return $dbh instanceof \mysqli ? (int) mysqli_thread_id( $dbh ) : 0; // phpcs:ignore WordPress.DB.RestrictedFunctions -- wpdb has no API for it.
	}

	/**
	 * Whether the transaction's connection was replaced since begin() (a reconnect was seen, or the
	 * thread id changed: the fallback for servers whose empty sql_mode skips the filter).
	 *
	 * @param int $started id() when the transaction began.
	 */
	public static function replaced( int $started ): bool {
		return self::$replaced || self::id() !== $started;
	}

	/**
	 * Whether the last query failed because the database server is gone.
	 */
	public static function lost(): bool {
		global $wpdb;
		$dbh = $wpdb->dbh;
		if ( self::$replaced ) {
			return true;
		}
		if ( ! $dbh instanceof \mysqli ) {
			return ! Db::is_sqlite() && ! $wpdb->ready;
		}
		return in_array( (int) mysqli_errno( $dbh ), self::LOST_ERRORS, true ) // phpcs:ignore WordPress.DB.RestrictedFunctions -- wpdb has no API for it.
			|| (bool) preg_match( '/gone away|lost connection|server shutdown|connection was killed/i', (string) $wpdb->last_error );
	}

	/**
	 * The donor's answer when the database was lost mid-request: 503, nothing is known to be saved,
	 * and a retry (same idempotency key) cannot make a second donation.
	 *
	 */
	public static function unavailable(): OpenGiveException {
		return new OpenGiveException(
			'opengive_database_unavailable',
			self::message(),
			503,
			array( 'retryAfter' => 30 )
		);
	}

	/**
	 * The sentence for opengive_database_unavailable (also in the db-error.php drop-in).
	 */
	public static function message(): string {
		return __( 'Our database is briefly unavailable, so we could not confirm your donation. Please try again in a minute: trying again will not create a second donation.', 'opengive' );
	}
}
