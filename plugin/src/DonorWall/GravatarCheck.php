<?php
/**
 * Whether a donor's email has a Gravatar, asked by the server and remembered.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall;

defined( 'ABSPATH' ) || exit;

/**
 * The visitor's browser never probes Gravatar: the server asks once per email (HEAD with d=404),
 * remembers the answer (a week when known, an hour when the lookup failed) and looks up at most
 * MAX_LOOKUPS unknown emails per page view, so a wall of 100 new donors cannot stall a page; the
 * others show initials until a later view has asked. Sites decide for themselves with the
 * 'opengive_donor_has_gravatar' filter (return a bool to skip the lookup; e.g. local avatars).
 * Anonymous donors are never passed here.
 */
final class GravatarCheck {

	const MAX_LOOKUPS = 5;

	/**
	 * Unknown emails looked up in this request.
	 *
	 * @var int
	 */
	private static $lookups = 0;

	/**
	 * Whether the email has a valid Gravatar.
	 *
	 * @param string $email Donor email.
	 */
	public static function has_gravatar( string $email ): bool {
		$email = strtolower( trim( $email ) );
		if ( '' === $email || ! is_email( $email ) ) {
			return false;
		}
		/**
		 * Short-circuits the Gravatar lookup.
		 *
		 * @param bool|null $has   Null to look it up, or the answer.
		 * @param string    $email The donor's email (never an anonymous donor's).
		 */
		$has = apply_filters( 'opengive_donor_has_gravatar', null, $email );
		if ( is_bool( $has ) ) {
			return $has;
		}
		$key    = 'opengive_gravatar_' . md5( $email );
		$cached = get_transient( $key );
		if ( 'yes' === $cached || 'no' === $cached ) {
			return 'yes' === $cached;
		}
		if ( self::$lookups >= self::MAX_LOOKUPS ) {
			return false;
		}
		++self::$lookups;
		$response = wp_remote_head(
			'https://secure.gravatar.com/avatar/' . md5( $email ) . '?d=404',
			array(
				'timeout'     => 2,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			set_transient( $key, 'no', HOUR_IN_SECONDS );
			return false;
		}
		$has = 200 === (int) wp_remote_retrieve_response_code( $response );
		set_transient( $key, $has ? 'yes' : 'no', WEEK_IN_SECONDS );
		return $has;
	}
}
