<?php
/**
 * A rejected input value.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Exceptions;

defined( 'ABSPATH' ) || exit;

/**
 * 400 error naming the field that was rejected, so the form can show the message beside it.
 */
class ValidationException extends OpenGiveException {

	/**
	 * Constructor.
	 *
	 * @param string $error_code Stable code.
	 * @param string $message    Translated message.
	 * @param string $field      The field the donor must fix.
	 */
	public function __construct( string $error_code, string $message, string $field ) {
		parent::__construct( $error_code, $message, 400, array( 'field' => $field ) );
	}

	/**
	 * The rejected field.
	 */
	public function field(): string {
		return (string) $this->data()['field'];
	}
}
