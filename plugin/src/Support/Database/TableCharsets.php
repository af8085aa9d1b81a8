<?php
/**
 * Our tables' character sets, recorded once, so wpdb need not ask the database on every request.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Why: before wpdb::insert() or update() writes to a table it learns the table's character set with
 * `SHOW FULL COLUMNS`, once per table per request. A donation paid that for the donations and mail
 * queue tables (about 1 ms each of a 13 ms request at load). Our tables only change through our
 * migrations, so the Migrator records their character sets (autoloaded, keyed by prefixed table
 * name) and the `pre_get_table_charset` / `pre_get_col_charset` filters answer from the record.
 *
 * What wpdb still does: it strips text that is not valid in that character set (an insert of such
 * text fails, as before). What it no longer does for these tables is compare lengths with the
 * column definitions; FieldLimits checks every text input against the same lengths before a write.
 * A table with a binary column or mixed character sets is not recorded: wpdb asks as usual.
 */
final class TableCharsets {

	const OPTION = 'opengive_table_charsets';

	/**
	 * Hooks the two wpdb filters.
	 */
	public static function register(): void {
		add_filter( 'pre_get_table_charset', array( self::class, 'charset_for' ), 10, 2 );
		add_filter( 'pre_get_col_charset', array( self::class, 'charset_for' ), 10, 2 );
	}

	/**
	 * The filters: a recorded table's character set (every column of ours uses the table's), else
	 * what another filter answered (null lets wpdb ask the database).
	 *
	 * @param string|null $charset What an earlier filter answered.
	 * @param string      $table   Table name, prefixed.
	 * @return string|null
	 */
	public static function charset_for( $charset, $table ) {
		if ( null !== $charset ) {
			return $charset;
		}
		$recorded = get_option( self::OPTION );
		$key      = strtolower( (string) $table );
		return is_array( $recorded ) && isset( $recorded[ $key ] ) ? (string) $recorded[ $key ] : null;
	}

	/**
	 * Records the character set of each of our tables under the current prefix (other prefixes'
	 * records are kept). Run by the Migrator after migrations change the schema.
	 */
	public static function record(): void {
		global $wpdb;
		if ( Db::is_sqlite() ) {
			return; // No character sets to learn; the SQLite layer answers wpdb itself.
		}
		$recorded = get_option( self::OPTION );
		$recorded = is_array( $recorded ) ? $recorded : array();
		foreach ( Migrator::tables() as $name ) {
			$table = $wpdb->prefix . $name;
			unset( $recorded[ strtolower( $table ) ] );
			// phpcs:ignore WordPress.DB -- a table name of ours, no input; this is the query the record saves.
			$columns = $wpdb->get_results( 'SHOW FULL COLUMNS FROM `' . esc_sql( $table ) . '`' );
			$charset = self::single_charset( is_array( $columns ) ? $columns : array() );
			if ( null !== $charset ) {
				$recorded[ strtolower( $table ) ] = $charset;
			}
		}
		update_option( self::OPTION, $recorded, true );
	}

	/**
	 * The one character set of a table's text columns, as wpdb would work it out; null when there
	 * is none, more than one, or a binary column (wpdb treats that table apart).
	 *
	 * @param object[] $columns SHOW FULL COLUMNS rows.
	 */
	public static function single_charset( array $columns ): ?string {
		$charsets = array();
		foreach ( $columns as $column ) {
			$type = strtoupper( strtok( (string) ( $column->Type ?? '' ), '(' ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- MySQL's column names.
			if ( in_array( $type, array( 'BINARY', 'VARBINARY', 'TINYBLOB', 'MEDIUMBLOB', 'BLOB', 'LONGBLOB' ), true ) ) {
				return null;
			}
			$collation = (string) ( $column->Collation ?? '' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- MySQL's column names.
			if ( '' !== $collation ) {
				$charset = strtolower( strtok( $collation, '_' ) );
				$charsets[ 'utf8mb3' === $charset ? 'utf8' : $charset ] = true;
			}
		}
		return 1 === count( $charsets ) ? (string) key( $charsets ) : null;
	}
}
