<?php
/**
 * Permission answers for the REST routes.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Permissions;

defined( 'ABSPATH' ) || exit;

/**
 * 401 for anonymous callers (who could log in), 403 for logged-in users without the capability, so
 * clients can tell "log in" from "not allowed".
 */
final class Gate {

	/**
	 * True when the current user has the capability, else the right error.
	 *
	 * @param string $capability Capability.
	 * @return true|\WP_Error
	 */
	public static function allow( string $capability ) {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'You must be logged in to see this.', 'opengive' ), array( 'status' => 401 ) );
		}
		if ( ! current_user_can( $capability ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'opengive' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * True when allowed, else the same 401/403 as allow() (for rules that are more than one capability).
	 *
	 * @param bool $allowed Whether the current user may.
	 * @return true|\WP_Error
	 */
	public static function when( bool $allowed ) {
		if ( ! is_user_logged_in() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'You must be logged in to see this.', 'opengive' ), array( 'status' => 401 ) );
		}
		if ( ! $allowed ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'opengive' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Like allow(), for several capabilities that must all be held.
	 *
	 * @param string[] $capabilities Capabilities.
	 * @return true|\WP_Error
	 */
	public static function allow_all( array $capabilities ) {
		foreach ( $capabilities as $capability ) {
			$answer = self::allow( $capability );
			if ( true !== $answer ) {
				return $answer;
			}
		}
		return true;
	}
}
