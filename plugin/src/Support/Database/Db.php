<?php
/**
 * What the database underneath can do.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Playground runs WordPress on SQLite through a MySQL translation layer, which has no FULLTEXT
 * indexes and no row locks (SQLite has a single writer anyway). Production runs MySQL or MariaDB.
 */
final class Db {

	/**
	 * Whether this site stores its data in SQLite (WordPress Playground).
	 */
	public static function is_sqlite(): bool {
		return defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
	}

	/**
	 * ' FOR UPDATE' where row locks exist, '' on SQLite.
	 */
	public static function for_update(): string {
		return self::is_sqlite() ? '' : ' FOR UPDATE';
	}

	/**
	 * Whether COUNT(*) OVER () works: MariaDB 10.2+ or MySQL 8.0+ (WordPress still runs on 5.7).
	 */
	public static function has_window_functions(): bool {
		global $wpdb;
		static $answer = null;
		if ( null === $answer ) {
			$info   = method_exists( $wpdb, 'db_server_info' ) ? (string) $wpdb->db_server_info() : '';
			$answer = ! self::is_sqlite() && ( preg_match( '/(\d+\.\d+)\.\d+-MariaDB/', $info, $maria )
				? version_compare( $maria[1], '10.2', '>=' )
				: version_compare( (string) $wpdb->db_version(), '8.0', '>=' ) );
		}
		return $answer;
	}
}
