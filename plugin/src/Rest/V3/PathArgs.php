<?php
/**
 * The id arguments of nested routes (/campaigns/{id}/…, /donations/{id}/notes/{noteId}, …).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

defined( 'ABSPATH' ) || exit;

/**
 * Route classes that do not extend V3Controller (so have no V3Params::id_arg()) share this one.
 */
final class PathArgs {

	/**
	 * A positive integer path argument, checked against its schema.
	 *
	 * @param string $name Argument name (id, noteId, …).
	 * @return array<string, array<string, mixed>>
	 */
	public static function id( string $name = 'id' ): array {
		return array(
			$name => array(
				'type'              => 'integer',
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}
}
