<?php
/**
 * The guard for column and index names that code puts into SQL.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Names come from code, never from a request; anything that is not a plain name is a programming
 * error, refused before it reaches a query.
 */
final class ColumnName {

	/**
	 * The name, if it is a plain lower-case SQL identifier.
	 *
	 * @param string $name Column or index name.
	 * @throws \InvalidArgumentException When it is not.
	 */
	public static function check( string $name ): string {
		if ( ! preg_match( '/^[a-z_][a-z0-9_]*$/', $name ) ) {
			throw new \InvalidArgumentException( esc_html( "Not a column name: {$name}" ) );
		}
		return $name;
	}
}
