<?php
/**
 * Conditional field visibility. PHP twin of src/validation/conditions.ts; both pass
 * tests/fixtures/conditions.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Decides which conditional fields are visible, so the server requires exactly what the donor saw.
 */
final class Conditions {

	const OPERATORS = array( '=', '!=', '>', '>=', '<', '<=' );

	/**
	 * Whether a condition holds. Both sides numeric → numeric comparison; otherwise = and != compare the
	 * text exactly and the ordering operators are false. A missing field counts as ''.
	 *
	 * @param array<string, string>|null $condition field, operator, value; null means always.
	 * @param array<string, string>      $values    Field values by name.
	 */
	public static function is_met( ?array $condition, array $values ): bool {
		if ( null === $condition ) {
			return true;
		}
		$actual   = isset( $values[ $condition['field'] ] ) ? (string) $values[ $condition['field'] ] : '';
		$expected = (string) $condition['value'];
		$operator = (string) $condition['operator'];
		$left     = self::number( $actual );
		$right    = self::number( $expected );
		if ( null !== $left && null !== $right ) {
			switch ( $operator ) {
				case '=':
					return $left === $right;
				case '!=':
					return $left !== $right;
				case '>':
					return $left > $right;
				case '>=':
					return $left >= $right;
				case '<':
					return $left < $right;
				case '<=':
					return $left <= $right;
				default:
					return false;
			}
		}
		if ( '=' === $operator ) {
			return $actual === $expected;
		}
		if ( '!=' === $operator ) {
			return $actual !== $expected;
		}
		return false;
	}

	/**
	 * Names of the visible fields, in order; a field controlled by a hidden field is hidden too.
	 *
	 * @param array<int, array<string, mixed>> $fields Fields (name, optional condition), controlling fields first.
	 * @param array<string, string>            $values Field values by name.
	 * @return string[]
	 */
	public static function visible_field_names( array $fields, array $values ): array {
		$visible = array();
		foreach ( $fields as $field ) {
			$condition = isset( $field['condition'] ) && is_array( $field['condition'] ) ? $field['condition'] : null;
			if ( self::is_met( $condition, $values ) ) {
				$visible[] = (string) $field['name'];
			} else {
				$values[ (string) $field['name'] ] = '';
			}
		}
		return $visible;
	}

	/**
	 * A trimmed decimal number, or null.
	 *
	 * @param string $value Text.
	 */
	private static function number( string $value ): ?float {
		$trimmed = trim( $value );
		return preg_match( '/^-?(?:\d+\.?\d*|\.\d+)$/', $trimmed ) ? (float) $trimmed : null;
	}
}
