<?php
/**
 * Registering an account with a donation ("Create an account" in the form).
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Actions;

use OpenGive\Donors\Models\Donor;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Checked with the rest of the donation, before anything is written; the account is made only once
 * the gift went through, with the donor's email as login, and the donor is logged in.
 */
final class DonorAccount {

	const MIN_PASSWORD = 8;
	const MAX_PASSWORD = 200;

	/**
	 * The requested account's password, or null when none was asked for (or the donor is logged in).
	 *
	 * @param array<string, mixed> $input Request: createAccount, accountPassword.
	 * @param string               $email The donor's checked email.
	 * @throws ValidationException When the password is too short or long, or the email has an account.
	 */
	public function requested( array $input, string $email ): ?string {
		$asked = $input['createAccount'] ?? false;
		if ( ! ( true === $asked || '1' === $asked || 'true' === $asked || 1 === $asked ) || is_user_logged_in() ) {
			return null;
		}
		$password = (string) ( $input['accountPassword'] ?? '' );
		if ( strlen( $password ) < self::MIN_PASSWORD ) {
			/* translators: %d: minimum number of characters */
			throw new ValidationException( 'opengive_password_too_short', sprintf( __( 'Please choose a password of at least %d characters.', 'opengive' ), self::MIN_PASSWORD ), 'accountPassword' );
		}
		if ( strlen( $password ) > self::MAX_PASSWORD ) {
			/* translators: %d: maximum number of characters */
			throw new ValidationException( 'opengive_password_too_long', sprintf( __( 'Passwords can be at most %d characters long.', 'opengive' ), self::MAX_PASSWORD ), 'accountPassword' );
		}
		if ( email_exists( $email ) || username_exists( $email ) ) {
			throw new ValidationException( 'opengive_account_exists', __( 'An account already uses this email address. Please log in above, or give without creating an account.', 'opengive' ), 'email' );
		}
		return $password;
	}

	/**
	 * Makes the account, logs the donor in and returns the user id (0 when WordPress refused; the gift
	 * itself stands either way).
	 *
	 * @param Donor  $donor    The donor.
	 * @param string $password The checked password.
	 */
	public function create( Donor $donor, string $password ): int {
		$user_id = wp_insert_user(
			array(
				'user_login'   => $donor->email,
				'user_email'   => $donor->email,
				'user_pass'    => $password,
				'first_name'   => $donor->first_name,
				'last_name'    => $donor->last_name,
				'display_name' => '' !== trim( $donor->first_name . ' ' . $donor->last_name ) ? trim( $donor->first_name . ' ' . $donor->last_name ) : $donor->email,
				'role'         => (string) get_option( 'default_role', 'subscriber' ),
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return 0;
		}
		wp_set_current_user( $user_id );
		if ( ! headers_sent() ) {
			wp_set_auth_cookie( $user_id, true );
		}
		return (int) $user_id;
	}
}
