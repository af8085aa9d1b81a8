<?php
/**
 * Base class for every domain error the REST layer turns into a WP_Error.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Exceptions;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable, prefixed error code and the HTTP status it maps to.
 */
class OpenGiveException extends \RuntimeException {

	/**
	 * Stable machine-readable code, e.g. opengive_invalid_email.
	 *
	 * @var string
	 */
	private $error_code;

	/**
	 * HTTP status for REST responses.
	 *
	 * @var int
	 */
	private $status;

	/**
	 * Extra data for the client (e.g. the offending field).
	 *
	 * @var array<string, mixed>
	 */
	private $data;

	/**
	 * Constructor.
	 *
	 * @param string               $error_code Stable code, prefixed opengive_.
	 * @param string               $message    Translated, human-readable message.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data.
	 */
	public function __construct( string $error_code, string $message, int $status = 400, array $data = array() ) {
		parent::__construct( $message );
		$this->error_code = $error_code;
		$this->status     = $status;
		$this->data       = $data;
	}

	/**
	 * The stable error code.
	 */
	public function error_code(): string {
		return $this->error_code;
	}

	/**
	 * The HTTP status.
	 */
	public function status(): int {
		return $this->status;
	}

	/**
	 * Extra data for the client.
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		return $this->data;
	}
}
