<?php
/**
 * The file family of contact fields: the upload input with the accepted types.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Views\Fields;

use OpenGive\ContactForms\Models\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * The file family of contact fields: the upload input with the accepted types.
 */
final class FileControls {

	/**
	 * The file input (the form's default types when the field names none).
	 *
	 * @param array<string, mixed> $a     Field attributes.
	 * @param string               $attrs id, name, class and ARIA attributes (escaped).
	 */
	public static function input( array $a, string $attrs ): string {
		$accept = array() !== $a['accept'] ? $a['accept'] : ContactForm::default_file_types();
		return '<input type="file"' . $attrs . ' accept="' . esc_attr( implode( ',', $accept ) ) . '" />';
	}
}
