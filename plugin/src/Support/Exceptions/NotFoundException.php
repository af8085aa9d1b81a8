<?php
/**
 * A record that does not exist.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Exceptions;

defined( 'ABSPATH' ) || exit;

/**
 * 404 error.
 */
class NotFoundException extends OpenGiveException {

	/**
	 * Constructor.
	 *
	 * @param string $error_code Stable code.
	 * @param string $message    Translated message.
	 */
	public function __construct( string $error_code, string $message ) {
		parent::__construct( $error_code, $message, 404 );
	}
}
