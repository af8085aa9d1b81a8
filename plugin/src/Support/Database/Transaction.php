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
	 * @throws \Throwable Whatever $work threw, after the rollback.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		if ( self::$depth > 0 ) {
			return $work();
		}
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
		++self::$depth;
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			--self::$depth;
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
			throw $error;
		}
		--self::$depth;
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no API.
		return $result;
	}
}
