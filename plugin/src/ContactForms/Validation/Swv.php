<?php
/**
 * The SWV rule engine (Contact Form 7's schema-woven validation), server side.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Validation;

use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * Decides a contact form submission against the form's schema ({ version, locale, rules }), the
 * same schema the browser checks with src/contact-form/swv.ts. Both pass every vector in
 * tests/fixtures/conformance/swv-*.json and tests/fixtures/contact-form/validate-cases.json; where swv JS
 * and swv-php differ, both follow swv-php v2. check() needs no WordPress function; validate() uses
 * the translated default messages (plugin/data/contact-rule-messages.json) of rules that carry no `error`.
 */
final class Swv {

	/**
	 * Whether a value satisfies one rule. For `all` and `any` the value is the whole form data
	 * (field name => value); for every other rule it is the one field's value (text, list of texts,
	 * a file array { name, size, type?, error? }, a list of files, or null).
	 *
	 * @param array<string, mixed> $rule  The rule name (`rule`) and its properties.
	 * @param mixed                $value The value.
	 * @throws OpenGiveException Opengive_swv_unknown_rule for a rule name it does not know.
	 */
	public static function check( array $rule, $value ): bool {
		$name = isset( $rule['rule'] ) && is_string( $rule['rule'] ) ? $rule['rule'] : '';
		if ( ! self::is_known( $name ) ) {
			/* translators: %s: a validation rule name. */
			$sentence = function_exists( '__' ) ? __( 'There is no validation rule named "%s".', 'opengive' ) : 'There is no validation rule named "%s".';
			throw new OpenGiveException( 'opengive_swv_unknown_rule', sprintf( $sentence, $name ), 400 );
		}
		if ( 'all' === $name || 'any' === $name ) {
			$data = is_array( $value ) && ! FieldValues::is_file_like( $value ) ? $value : array();
			return null === self::failing_rule( $rule, $data, array() );
		}
		// The rule reads its own field, so place the value under that name.
		$field         = isset( $rule['field'] ) && is_string( $rule['field'] ) && '' !== $rule['field'] ? $rule['field'] : 'value';
		$rule['field'] = $field;
		return null === self::failing_rule( $rule, array( $field => $value ), array() );
	}

	/**
	 * The invalid fields of a submission, in schema order: the first failing rule of each field, with
	 * that rule's message (or the default one when the schema gives none).
	 *
	 * @param array<string, mixed> $schema The form's schema: { version, locale, rules }.
	 * @param array<string, mixed> $data   Posted fields ($_POST-like).
	 * @param array<string, mixed> $files  Uploaded files ($_FILES-like, or field => file arrays).
	 * @return array<int, array{field: string, message: string, rule: string}>
	 */
	public static function validate( array $schema, array $data, array $files = array() ): array {
		$invalid = array();
		$rules   = isset( $schema['rules'] ) && is_array( $schema['rules'] ) ? $schema['rules'] : array();
		foreach ( $rules as $rule ) {
			if ( ! is_array( $rule ) || ! self::is_known( isset( $rule['rule'] ) ? $rule['rule'] : null ) ) {
				continue;
			}
			// A field that already failed is not checked again (CF7 shows one tip per field).
			if ( isset( $rule['field'] ) && is_string( $rule['field'] ) && isset( $invalid[ $rule['field'] ] ) ) {
				continue;
			}
			$failed = self::failing_rule( $rule, $data, $files );
			if ( null === $failed ) {
				continue;
			}
			$field = self::field_of( $failed );
			if ( null === $field ) {
				$field = (string) self::field_of( $rule );
			}
			if ( ! isset( $invalid[ $field ] ) ) {
				$error             = isset( $failed['error'] ) && is_string( $failed['error'] ) ? $failed['error'] : '';
				$invalid[ $field ] = array(
					'field'   => $field,
					'message' => '' !== $error ? $error : self::default_message( $failed['rule'] ),
					'rule'    => $failed['rule'],
				);
			}
		}
		return array_values( $invalid );
	}

	/**
	 * Whether the engine knows a rule name.
	 *
	 * @param mixed $name A rule name.
	 */
	public static function is_known( $name ): bool {
		return 'all' === $name || 'any' === $name || in_array( $name, FieldRules::NAMES, true );
	}

	/**
	 * The message for a failing rule that carries no `error`: CF7's defaults, from
	 * plugin/data/contact-rule-messages.json (src/contact-form/messages.ts reads the same table).
	 *
	 * @param string $rule The rule name.
	 */
	public static function default_message( string $rule ): string {
		$messages = DataFile::labels( 'contact-rule-messages', 'messages' );
		return $messages[ $rule ] ?? $messages['default'];
	}

	/**
	 * The rule that failed, or null when the data satisfies the rule. `all` reports its first failing
	 * child (that child's field and error); `any` reports itself when no child passes.
	 *
	 * @param array<string, mixed> $rule  Rule.
	 * @param array<string, mixed> $data  Posted fields.
	 * @param array<string, mixed> $files Uploaded files.
	 * @return array<string, mixed>|null
	 */
	private static function failing_rule( array $rule, array $data, array $files ): ?array {
		if ( 'all' === $rule['rule'] ) {
			foreach ( self::known_children( $rule ) as $child ) {
				$failed = self::failing_rule( $child, $data, $files );
				if ( null !== $failed ) {
					return $failed;
				}
			}
			return null;
		}
		if ( 'any' === $rule['rule'] ) {
			foreach ( self::known_children( $rule ) as $child ) {
				if ( null === self::failing_rule( $child, $data, $files ) ) {
					return null;
				}
			}
			return $rule;
		}
		$values = FieldValues::of( $data, $files, self::field_of( $rule ) );
		return FieldRules::passes( $rule, $values ) ? null : $rule;
	}

	/**
	 * A composite rule's children that the engine knows (CF7 drops the others, so a newer schema
	 * does not break an older engine).
	 *
	 * @param array<string, mixed> $rule Rule.
	 * @return array<int, array<string, mixed>>
	 */
	private static function known_children( array $rule ): array {
		$children = isset( $rule['rules'] ) && is_array( $rule['rules'] ) ? $rule['rules'] : array();
		return array_values(
			array_filter(
				$children,
				static function ( $child ) {
					return is_array( $child ) && self::is_known( isset( $child['rule'] ) ? $child['rule'] : null );
				}
			)
		);
	}

	/**
	 * A rule's field name, or null.
	 *
	 * @param array<string, mixed> $rule Rule.
	 */
	private static function field_of( array $rule ): ?string {
		return isset( $rule['field'] ) && is_string( $rule['field'] ) ? $rule['field'] : null;
	}
}
