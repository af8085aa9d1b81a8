<?php
/**
 * The one place domain exceptions become REST errors.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest;

use OpenGive\Support\Database\Connection;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a controller body and turns what it throws into a WP_Error with a stable code and status.
 */
final class ErrorResponder {

	/**
	 * Runs $callback; domain exceptions keep their code, status and data, anything else is logged and
	 * answered as a generic 500 so internals never reach the browser.
	 *
	 * @param callable(): (\WP_REST_Response|\WP_Error) $callback Controller body.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function run( callable $callback ) {
		try {
			return $callback();
		} catch ( \Throwable $error ) {
			return self::from( $error );
		}
	}

	/**
	 * The WP_Error for what a controller threw. Whatever failed because the database server went
	 * away (a lookup that found nothing, a write that failed) is answered as that: 503
	 * opengive_database_unavailable, which tells the donor a retry is safe.
	 *
	 * @param \Throwable $thrown What the controller threw.
	 */
	private static function from( \Throwable $error ): \WP_Error {
		if ( Connection::lost() ) {
			$error = Connection::unavailable();
		}
		if ( $error instanceof OpenGiveException ) {
			return new \WP_Error( $error->error_code(), $error->getMessage(), array_merge( $error->data(), array( 'status' => $error->status() ) ) );
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log, Generic.PHP.ForbiddenFunctions.Found -- the site owner needs the cause; the donor gets a generic message.
		error_log( 'OpenGive: ' . get_class( $error ) . ': ' . $error->getMessage() . ' in ' . $error->getFile() . ':' . $error->getLine() );
		return new \WP_Error( 'opengive_internal_error', __( 'Something went wrong on our side. Nothing was charged; please try again.', 'opengive' ), array( 'status' => 500 ) );
	}
}
