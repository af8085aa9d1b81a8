<?php
/**
 * Step 2 of a contact submission: validation_failed (the SWV rules and the server-only checks), then acceptance_missing.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions\Steps;

use OpenGive\ContactForms\Actions\SubmitContactForm;
use OpenGive\ContactForms\Actions\UploadStore;
use OpenGive\ContactForms\ContactSettings;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Validation\Swv;

defined( 'ABSPATH' ) || exit;

/**
 * Step 2 of a contact submission: validation_failed (the SWV rules and the server-only checks), then acceptance_missing.
 */
final class ValidateSubmission {

	/**
	 * Invalid fields: the SWV schema first (one message per field), then what only the server can
	 * check (upload errors, forbidden extensions, the quiz, over-long text).
	 *
	 * @param ContactForm                                      $form   The form.
	 * @param array<string, mixed>                             $posted Field values.
	 * @param array<string, mixed>                             $post   The whole post.
	 * @param array<string, array<int, array<string, mixed>>> $files  Files per field.
	 * @return array<int, array{field: string, message: string}>
	 */
	public static function invalid_fields( ContactForm $form, array $posted, array $post, array $files ): array {
		$invalid = array();
		foreach ( $files as $name => $list ) {
			foreach ( $list as $file ) {
				if ( UPLOAD_ERR_OK !== $file['error'] || $file['size'] > ContactSettings::int( 'contact_max_upload_bytes' ) ) {
					$invalid[ $name ] = UPLOAD_ERR_INI_SIZE === $file['error'] || UPLOAD_ERR_FORM_SIZE === $file['error'] || $file['size'] > ContactSettings::int( 'contact_max_upload_bytes' ) ? $form->message( 'maxfilesize' ) : $form->message( 'upload_failed' );
				} elseif ( ! UploadStore::is_storable( $file['name'] ) ) {
					$invalid[ $name ] = $form->message( 'file' );
				}
			}
		}
		$swv_files = array();
		foreach ( $files as $name => $list ) {
			$swv_files[ $name ] = array_values(
				array_filter(
					$list,
					static function ( $file ) {
						return UPLOAD_ERR_OK === $file['error'];
					}
				)
			);
		}
		foreach ( Swv::validate( $form->schema(), $posted, $swv_files ) as $failed ) {
			if ( ! isset( $invalid[ $failed['field'] ] ) ) {
				$invalid[ $failed['field'] ] = $failed['message'];
			}
		}
		foreach ( $form->fields as $field ) {
			$name = $field->name();
			if ( 'quiz' === $field->type() && ! isset( $invalid[ $name ] ) ) {
				$answer = isset( $post[ $name ] ) && is_scalar( $post[ $name ] ) ? (string) $post[ $name ] : '';
				$hash   = isset( $post[ SubmitContactForm::QUIZ_PREFIX . $name ] ) && is_string( $post[ SubmitContactForm::QUIZ_PREFIX . $name ] ) ? $post[ SubmitContactForm::QUIZ_PREFIX . $name ] : '';
				if ( '' === $hash || ! hash_equals( $hash, SubmitContactForm::quiz_hash( $answer ) ) ) {
					$invalid[ $name ] = $form->message( 'quiz_answer_not_correct' );
				}
			}
			if ( isset( $posted[ $name ] ) && is_string( $posted[ $name ] ) && ! isset( $invalid[ $name ] ) && mb_strlen( $posted[ $name ] ) > SubmitContactForm::MAX_TEXT ) {
				$invalid[ $name ] = $form->message( 'maxlength' );
			}
		}
		$out = array();
		// In field order, as the browser lists them.
		foreach ( $form->fields as $field ) {
			if ( isset( $invalid[ $field->name() ] ) ) {
				$out[] = array(
					'field'   => $field->name(),
					'message' => $invalid[ $field->name() ],
				);
			}
		}
		return $out;
	}

	/**
	 * Whether every acceptance box is as it must be (checked, or unchecked when inverted).
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post The whole post.
	 */
	public static function accepted( ContactForm $form, array $post ): bool {
		foreach ( $form->fields as $field ) {
			if ( 'acceptance' !== $field->type() || $field->get( 'optional' ) ) {
				continue;
			}
			$checked = ! empty( $post[ $field->name() ] );
			if ( $checked === (bool) $field->get( 'invert' ) ) {
				return false;
			}
		}
		return true;
	}
}
