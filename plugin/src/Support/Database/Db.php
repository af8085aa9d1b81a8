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
}
