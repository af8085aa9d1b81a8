<?php
/**
 * Registering an account with a donation ("Create an account" in the form), and what a gift made
 * from an account means for that account.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Actions;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Verification\EmailVerification;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Checked with the rest of the donation, before anything is written; the account is made only once
 * the gift went through, with the donor's email as login, and the donor is logged in. The account is
 * NOT linked to the donor record (older gifts, recurring gifts, saved cards) until its owner follows
 * the link mailed to that email (EmailVerification): typing someone's email proves nothing.
 *
 * Whether the email already has an account is never told in the answer (no user enumeration): the
 * gift goes through either way, and the existing account's owner gets a mail instead.
 */
final class DonorAccount {

	const MIN_PASSWORD = 8;
	const MAX_PASSWORD = 200;

	/**
	 * Whether visitors may create an account with a gift: WordPress's "Anyone can register", or
	 * OpenGive's own donor_registration setting (off by default; the demo site turns it on).
	 */
	public static function registration_open(): bool {
		return (bool) get_option( 'users_can_register' ) || (bool) Settings::get( 'donor_registration' );
	}

	/**
	 * The requested account's password, or null when none was asked for (or the donor is logged in).
	 *
	 * @param array<string, mixed> $input Request: createAccount, accountPassword.
	 * @param string               $email The donor's checked email (unused: its account status is not revealed).
	 * @throws ValidationException When registration is closed, or the password is too short or long.
	 */
	public function requested( array $input, string $email ): ?string {
		unset( $email );
		$asked = $input['createAccount'] ?? false;
		if ( ! ( true === $asked || '1' === $asked || 'true' === $asked || 1 === $asked ) || is_user_logged_in() ) {
			return null;
		}
		if ( ! self::registration_open() ) {
			throw new ValidationException( 'opengive_registration_closed', __( 'This site does not offer accounts. Please give without creating one.', 'opengive' ), 'createAccount' );
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
		return $password;
	}

	/**
	 * After a gift went through: makes the requested account, or, for a gift made while logged in by
	 * an account not linked to the donor, remembers the gift for that account and (when the emails
	 * match) mails the link that links them.
	 *
	 * @param Donor       $donor    The gift's donor.
	 * @param Donation    $donation The gift.
	 * @param string|null $password Checked password when an account was asked for.
	 */
	public function after_gift( Donor $donor, Donation $donation, ?string $password ): void {
		$verification = new EmailVerification( Plugin::container()->get( DonorRepository::class ) );
		if ( null !== $password ) {
			$this->create( $donor, $donation, $password, $verification );
			return;
		}
		$user = wp_get_current_user();
		if ( ! $user->exists() || $donor->user_id === (int) $user->ID ) {
			return;
		}
		$verification->remember_gift( (int) $user->ID, $donation->id );
		if ( strtolower( (string) $user->user_email ) === $donor->email ) {
			$verification->send( $user );
		}
	}

	/**
	 * Makes the account (names as typed with this gift, never the stored donor's), logs the donor in,
	 * and mails the confirmation link. When the email already has an account, none is made and that
	 * account's owner is told by mail instead. Returns the new user id, 0 when none was made (the
	 * gift itself stands either way).
	 *
	 * @param Donor             $donor        The donor.
	 * @param Donation          $donation     The gift.
	 * @param string            $password     The checked password.
	 * @param EmailVerification $verification Confirmation links.
	 */
	private function create( Donor $donor, Donation $donation, string $password, EmailVerification $verification ): int {
		$existing = get_user_by( 'email', $donor->email );
		if ( $existing instanceof \WP_User ) {
			$verification->send( $existing, true );
			return 0;
		}
		$name    = trim( $donation->first_name . ' ' . $donation->last_name );
		$user_id = wp_insert_user(
			array(
				'user_login'   => $donor->email,
				'user_email'   => $donor->email,
				'user_pass'    => $password,
				'first_name'   => $donation->first_name,
				'last_name'    => $donation->last_name,
				'display_name' => '' !== $name ? $name : $donor->email,
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
		$verification->remember_gift( (int) $user_id, $donation->id );
		$user = get_userdata( $user_id );
		if ( $user instanceof \WP_User ) {
			$verification->send( $user );
		}
		return (int) $user_id;
	}
}
