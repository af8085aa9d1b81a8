<?php
/**
 * One field's posted values, as the rules read them.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * CF7's FormDataTree, server side (twin of src/contact-form/form-data-tree.ts): every value of the
 * field, also under `name[]`, with empty strings and files that did not arrive dropped, so a blank
 * field has no values and every rule but required/requiredfile passes it.
 */
final class FieldValues {

	/**
	 * Non-blank texts.
	 *
	 * @var string[]
	 */
	public $texts = array();

	/**
	 * Arrived files: arrays with name, size and maybe type and error.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public $files = array();

	/**
	 * The values of a field.
	 *
	 * @param array<string, mixed> $data  Posted fields ($_POST-like, or JSON-decoded form data).
	 * @param array<string, mixed> $files Uploaded files: a file array, a list of them, or $_FILES' shape.
	 * @param string|null          $field The field name.
	 */
	public static function of( array $data, array $files, ?string $field ): self {
		$values = new self();
		if ( null === $field || '' === $field ) {
			return $values;
		}
		foreach ( array( $field, $field . '[]' ) as $key ) {
			if ( array_key_exists( $key, $data ) ) {
				$values->add( $data[ $key ] );
			}
			if ( array_key_exists( $key, $files ) ) {
				$values->add( self::from_php_files( $files[ $key ] ) );
			}
		}
		return $values;
	}

	/**
	 * Whether a value describes a file (name and size), as the browser's File does.
	 *
	 * @param mixed $value A value.
	 */
	public static function is_file_like( $value ): bool {
		return is_array( $value ) && isset( $value['name'], $value['size'] )
			&& is_string( $value['name'] ) && ( is_int( $value['size'] ) || is_float( $value['size'] ) );
	}

	/**
	 * Adds a value: text, a file, or a list of them.
	 *
	 * @param mixed $value A posted value.
	 */
	private function add( $value ): void {
		if ( is_string( $value ) ) {
			if ( '' !== $value ) {
				$this->texts[] = $value;
			}
		} elseif ( is_int( $value ) || is_float( $value ) ) {
			$this->texts[] = (string) $value;
		} elseif ( self::is_file_like( $value ) ) {
			if ( self::has_arrived( $value ) ) {
				$this->files[] = $value;
			}
		} elseif ( is_array( $value ) ) {
			foreach ( $value as $item ) {
				$this->add( $item );
			}
		}
	}

	/**
	 * An empty file input posts a nameless file; PHP reports UPLOAD_ERR_NO_FILE (4) or another error.
	 *
	 * @param array<string, mixed> $file A file.
	 */
	private static function has_arrived( array $file ): bool {
		$error = isset( $file['error'] ) ? $file['error'] : 0;
		$ok    = 0 === $error || '0' === $error || 'UPLOAD_ERR_OK' === $error;
		return $ok && '' !== $file['name'];
	}

	/**
	 * Turns $_FILES' multi-file shape (name => [..], size => [..]) into a list of files.
	 *
	 * @param mixed $value A $files entry.
	 * @return mixed
	 */
	private static function from_php_files( $value ) {
		if ( ! is_array( $value ) || ! isset( $value['name'] ) || ! is_array( $value['name'] ) ) {
			return $value;
		}
		$list = array();
		foreach ( array_keys( $value['name'] ) as $index ) {
			$file = array();
			foreach ( array( 'name', 'type', 'size', 'error', 'tmp_name' ) as $key ) {
				if ( isset( $value[ $key ][ $index ] ) ) {
					$file[ $key ] = $value[ $key ][ $index ];
				}
			}
			$list[] = $file;
		}
		return $list;
	}
}
