<?php
/**
 * The column limits every input is checked against before anything is written.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Validation;

use OpenGive\Support\Data\DataFile;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Reads plugin/data/field-limits.json (one table for PHP and TypeScript's src/data/field-limits.ts). A value longer than
 * its column is refused with a 400 instead of reaching the database, where MariaDB's strict mode fails
 * the insert (a 500 after the donor row was written) and a lax server silently truncates it.
 */
final class FieldLimits {

	/**
	 * The longest value a column holds, in characters.
	 *
	 * @param string $table  Table without prefix or 'opengive_', e.g. 'donations'; 'form' for the donation form's own input limits.
	 * @param string $column Column.
	 * @throws \LogicException When the table has no such entry (a programming error, not input).
	 */
	public static function max( string $table, string $column ): int {
		$limits = DataFile::read( 'field-limits' );
		if ( ! isset( $limits[ $table ][ $column ] ) ) {
			throw new \LogicException( esc_html( "No field limit for {$table}.{$column}" ) );
		}
		return (int) $limits[ $table ][ $column ];
	}

	/**
	 * Refuses a value longer than its column.
	 *
	 * @param string $value  Cleaned value, as it would be stored.
	 * @param string $table  Table (see max()).
	 * @param string $column Column.
	 * @param string $field  Request field the donor or client must fix.
	 * @param string $code   Stable error code.
	 * @throws ValidationException When too long.
	 */
	public static function check( string $value, string $table, string $column, string $field, string $code = 'opengive_value_too_long' ): void {
		$max = self::max( $table, $column );
		if ( mb_strlen( $value ) > $max ) {
			throw new ValidationException(
				$code,
				/* translators: 1: field name, 2: maximum number of characters */
				sprintf( __( '%1$s can be at most %2$d characters long.', 'opengive' ), self::label( $field ), $max ),
				$field
			);
		}
	}

	/**
	 * A readable name for a request field.
	 *
	 * @param string $field Field.
	 */
	private static function label( string $field ): string {
		$labels = array(
			'firstName' => __( 'First name', 'opengive' ),
			'lastName'  => __( 'Last name', 'opengive' ),
			'honorific' => __( 'Title', 'opengive' ),
			'phone'     => __( 'Phone', 'opengive' ),
			'company'   => __( 'Company name', 'opengive' ),
			'email'     => __( 'Email', 'opengive' ),
			'comment'   => __( 'Comment', 'opengive' ),
			'address1'  => __( 'Address line 1', 'opengive' ),
			'address2'  => __( 'Address line 2', 'opengive' ),
			'city'      => __( 'City', 'opengive' ),
			'state'     => __( 'State', 'opengive' ),
			'zip'       => __( 'Postcode', 'opengive' ),
			'levelId'   => __( 'Donation level', 'opengive' ),
		);
		return $labels[ $field ] ?? $field;
	}

	/**
	 * A positive database id from request input, or 0. absint() turns "-1e20" into a float
	 * (abs(PHP_INT_MIN)) that breaks typed code with a fatal error; this accepts digits only, in range.
	 *
	 * @param mixed $value Raw input.
	 */
	public static function id( $value ): int {
		if ( is_int( $value ) ) {
			return $value > 0 ? $value : 0;
		}
		if ( ! is_string( $value ) ) {
			return 0;
		}
		$value = trim( $value );
		if ( ! preg_match( '/^[0-9]{1,19}$/', $value ) ) {
			return 0;
		}
		$id = filter_var( $value, FILTER_VALIDATE_INT );
		return false === $id || $id <= 0 ? 0 : (int) $id;
	}
}
