<?php
/**
 * Step 1 of a contact submission: the form's own values and files from the post.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions\Steps;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Models\ContactField;
use OpenGive\ContactForms\Models\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Step 1 of a contact submission: the form's own values and files from the post.
 */
final class ReadPost {

	/**
	 * The form's own field values from the post (names starting with '_' are never user fields).
	 * Free-text options add their text to the chosen last option, as CF7 does.
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post Posted fields.
	 * @return array<string, mixed>
	 */
	public static function posted( ContactForm $form, array $post ): array {
		$posted = array();
		foreach ( $form->fields as $field ) {
			$name = $field->name();
			if ( 'file' === $field->type() || ! $field->has_valid_name() ) {
				continue;
			}
			$raw = $post[ $name ] ?? ( $post[ $name . '[]' ] ?? null );
			if ( $field->is_multiple() ) {
				$value = array_values( array_map( 'strval', array_filter( is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) ), 'is_scalar' ) ) );
			} else {
				// Hostile input (an array where text belongs) becomes empty and fails "required".
				$value = is_scalar( $raw ) ? (string) $raw : '';
				$value = 'textarea' === $field->type() ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
			}
			$posted[ $name ] = self::with_free_text( $field, $value, $post );
		}
		return $posted;
	}

	/**
	 * CF7's free-text option: while the last option is chosen, its text input's words join its value
	 * ("Other: gardening"). The input is disabled, so not posted, while the option is unchecked.
	 *
	 * @param ContactField         $field The field.
	 * @param string|string[]      $value Its value.
	 * @param array<string, mixed> $post  The whole post.
	 * @return string|string[]
	 */
	public static function with_free_text( ContactField $field, $value, array $post ) {
		$options = $field->option_values();
		if ( ! $field->get( 'freeText' ) || array() === $options ) {
			return $value;
		}
		$last = (string) end( $options );
		$free = isset( $post[ $field->name() . SubmitContactForm::FREE_SUFFIX ] ) && is_scalar( $post[ $field->name() . SubmitContactForm::FREE_SUFFIX ] ) ? trim( sanitize_text_field( (string) $post[ $field->name() . SubmitContactForm::FREE_SUFFIX ] ) ) : '';
		if ( '' === $free ) {
			return $value;
		}
		if ( is_array( $value ) ) {
			return array_map(
				static function ( $item ) use ( $last, $free ) {
					return $item === $last ? $last . ': ' . $free : $item;
				},
				$value
			);
		}
		return $value === $last ? $last . ': ' . $free : $value;
	}

	/**
	 * Each file field's arrived files, as single-file $_FILES entries.
	 *
	 * @param ContactForm          $form  The form.
	 * @param array<string, mixed> $files $_FILES.
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	public static function files_of( ContactForm $form, array $files ): array {
		$out = array();
		foreach ( $form->fields as $field ) {
			if ( 'file' !== $field->type() || ! isset( $files[ $field->name() ] ) || ! is_array( $files[ $field->name() ] ) ) {
				continue;
			}
			$entry = $files[ $field->name() ];
			$list  = array();
			if ( isset( $entry['name'] ) && is_array( $entry['name'] ) ) {
				foreach ( array_keys( $entry['name'] ) as $i ) {
					$list[] = array(
						'name'     => (string) ( $entry['name'][ $i ] ?? '' ),
						'type'     => (string) ( $entry['type'][ $i ] ?? '' ),
						'tmp_name' => (string) ( $entry['tmp_name'][ $i ] ?? '' ),
						'error'    => (int) ( $entry['error'][ $i ] ?? UPLOAD_ERR_NO_FILE ),
						'size'     => (int) ( $entry['size'][ $i ] ?? 0 ),
					);
				}
			} elseif ( isset( $entry['name'] ) ) {
				$list[] = array(
					'name'     => (string) $entry['name'],
					'type'     => (string) ( $entry['type'] ?? '' ),
					'tmp_name' => (string) ( $entry['tmp_name'] ?? '' ),
					'error'    => (int) ( $entry['error'] ?? UPLOAD_ERR_NO_FILE ),
					'size'     => (int) ( $entry['size'] ?? 0 ),
				);
			}
			$out[ $field->name() ] = array_values(
				array_filter(
					$list,
					static function ( $file ) {
						return UPLOAD_ERR_NO_FILE !== $file['error'];
					}
				)
			);
		}
		return $out;
	}
}
