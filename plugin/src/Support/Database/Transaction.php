<?php
/**
 * One database transaction around a group of writes.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * START TRANSACTION / COMMIT / ROLLBACK through $wpdb (InnoDB on MySQL and MariaDB; Playground's
 * SQLite integration translates them), so a write that fails half-way leaves no rows behind. A call
 * inside another runs in the outer transaction (MySQL has no nested transactions).
 *
 * A connection lost during the transaction (the database server restarted) ends it with
 * opengive_database_unavailable (503), never with a half-written group: the server rolled back what
 * the lost connection wrote, and what wpdb re-ran on its new connection is rolled back here.
 */
final class Transaction {

	/**
	 * How many run() calls are active.
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * Runs $work in a transaction: commits what it wrote when it returns, rolls back and rethrows
	 * when it throws.
	 *
	 * @template T
	 * @param callable(): T $work The writes.
	 * @return T
	 * @throws \Throwable Whatever $work threw, after the rollback; opengive_database_unavailable when
	 *                    the connection was lost on the way.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		if ( self::$depth > 0 ) {
			return $work();
		}
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
		// Measured after START: if wpdb had to reconnect for it, the transaction began on the new one.
		$connection = Connection::id();
		Connection::begin();
		++self::$depth;
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			--self::$depth;
			$lost = Connection::replaced( $connection ) || Connection::lost();
			self::rollback();
			if ( $lost ) {
				throw Connection::unavailable();
			}
			throw $error;
		}
		--self::$depth;
		// A COMMIT that fails, or that wpdb re-ran on a new connection, committed nothing of ours.
		$committed = ! Connection::replaced( $connection )
			&& false !== $wpdb->query( 'COMMIT' ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
			&& ! Connection::replaced( $connection );
		if ( ! $committed ) {
			self::rollback();
			throw Connection::unavailable();
		}
		Connection::end();
		return $result;
	}

	/**
	 * Rolls back and leaves the connection in autocommit mode (a reconnect during the transaction
	 * switched the new connection out of it).
	 */
	private static function rollback(): void {
		global $wpdb;
		$reconnected = Connection::end();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
		$wpdb->query( 'ROLLBACK' );
		if ( $reconnected ) {
			$wpdb->query( 'SET autocommit=1' );
		}
		// phpcs:enable
	}
}
