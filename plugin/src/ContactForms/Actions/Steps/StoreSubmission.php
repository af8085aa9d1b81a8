<?php
/**
 * Step 4 of a contact submission: what the submissions table keeps (values, files, consent).
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions\Steps;

use OpenGive\ContactForms\Models\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Step 4 of a contact submission: what the submissions table keeps (values, files, consent).
 */
final class StoreSubmission {

	/**
	 * Whether the sender ticked a box marked as consent to store their message.
	 *
	 * @param ContactForm          $form The form.
	 * @param array<string, mixed> $post The whole post.
	 */
	public static function consented( ContactForm $form, array $post ): bool {
		foreach ( $form->fields as $field ) {
			if ( 'acceptance' === $field->type() && $field->get( 'consent' ) && ! empty( $post[ $field->name() ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * What the table keeps: the values, and files by name (and stored path when kept).
	 *
	 * @param array<string, mixed>                             $posted Field values.
	 * @param array<string, array<int, array<string, mixed>>> $files  Files.
	 * @param array<string, string[]>                          $stored Kept paths.
	 * @return array<string, mixed>
	 */
	public static function stored_fields( array $posted, array $files, array $stored ): array {
		foreach ( $files as $name => $list ) {
			$posted[ $name ] = array();
			foreach ( $list as $i => $file ) {
				$posted[ $name ][] = array_filter(
					array(
						'name' => sanitize_file_name( (string) $file['name'] ),
						'size' => (int) $file['size'],
						'path' => $stored[ $name ][ $i ] ?? null,
					)
				);
			}
		}
		return $posted;
	}
}
