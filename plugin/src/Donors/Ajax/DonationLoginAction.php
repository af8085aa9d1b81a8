<?php
/**
 * Logging in from inside the donation form: give_process_donation_login and the panel swap.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Ajax;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Ajax\ProcessDonationAction;
use OpenGive\Donors\Security\LoginNonce;
use OpenGive\Donors\Security\LoginThrottle;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * give_process_donation_login (give_ajax=1, give_user_login, give_user_pass, give_form_id and the
 * give_login_nonce that opengive_login_nonce or the login panel hands out) answers
 * success and data (HTML), plus the donor's name and email for the form; the panel swap actions
 * answer the login or register panel's HTML (the cancel case JSON with a fields property).
 */
final class DonationLoginAction {

	const LOGIN         = 'give_process_donation_login';
	const SHOW_LOGIN    = 'give_checkout_login';
	const SHOW_REGISTER = 'give_checkout_register';
	const CANCEL_LOGIN  = 'give_cancel_login';
	const NONCE         = 'opengive_login_nonce';

	/**
	 * Hands out the login nonce (and the browser cookie it is bound to).
	 */
	public static function nonce(): void {
		nocache_headers();
		wp_send_json_success( array( 'nonce' => LoginNonce::create() ) );
	}

	/**
	 * Logs the donor in.
	 */
	public static function login(): void {
		nocache_headers();
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked just below by LoginNonce (bound to a SameSite cookie).
		$nonce    = isset( $_POST[ LoginNonce::FIELD ] ) && is_string( $_POST[ LoginNonce::FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ LoginNonce::FIELD ] ) ) : '';
		$login    = isset( $_POST['give_user_login'] ) && is_string( $_POST['give_user_login'] ) ? sanitize_user( wp_unslash( $_POST['give_user_login'] ) ) : '';
		$password = isset( $_POST['give_user_pass'] ) && is_string( $_POST['give_user_pass'] ) ? (string) wp_unslash( $_POST['give_user_pass'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- passwords are not sanitized.
		// phpcs:enable
		if ( ! LoginNonce::verify( $nonce ) ) {
			// Without this, another site could log a visitor into the attacker's account (login CSRF).
			wp_send_json(
				array(
					'success' => false,
					'code'    => 'opengive_invalid_login_nonce',
					'data'    => ProcessDonationAction::errors_html( array( __( 'This login form has expired. Please try again.', 'opengive' ) ) ),
				),
				403
			);
		}
		if ( '' === $login || '' === $password ) {
			wp_send_json_error( ProcessDonationAction::errors_html( array( __( 'Please enter your username or email and your password.', 'opengive' ) ) ) );
		}
		$account  = get_user_by( 'login', $login );
		$account  = $account ? $account : get_user_by( 'email', $login );
		$throttle = new LoginThrottle( new RateLimiter() );
		// Per address and per account, counted atomically (LoginThrottle); a login no account has is
		// counted under the name typed, so both answers look the same.
		if ( ! $throttle->admit( HandleDonationFormPost::client_ip(), $account ? 'user:' . $account->ID : 'name:' . strtolower( $login ) ) ) {
			wp_send_json_error( ProcessDonationAction::errors_html( array( __( 'Too many failed logins. Please wait ten minutes and try again.', 'opengive' ) ) ) );
		}
		if ( ! $account ) {
			// An unknown login costs the same password hashing as a wrong password, so timing does
			// not tell which emails have accounts.
			wp_hash_password( $password );
		}
		$user = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
				'remember'      => true,
			),
			is_ssl()
		);
		if ( is_wp_error( $user ) ) {
			wp_send_json_error( ProcessDonationAction::errors_html( array( __( 'That username or email and password do not match an account.', 'opengive' ) ) ) );
		}
		$throttle->succeeded();
		wp_set_current_user( $user->ID );
		wp_send_json(
			array(
				'success' => true,
				'data'    => sprintf(
					'<div class="give_notices give_success" role="status"><p>%s</p></div>',
					/* translators: %s: the donor's display name */
					esc_html( sprintf( __( 'Welcome, %s! You are now logged in.', 'opengive' ), $user->display_name ) )
				),
				'user'    => array(
					'firstName' => (string) $user->first_name,
					'lastName'  => (string) $user->last_name,
					'email'     => (string) $user->user_email,
				),
			)
		);
	}

	/**
	 * The login panel's HTML.
	 */
	public static function show_login(): void {
		echo self::login_fields(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
		wp_die();
	}

	/**
	 * The register panel's HTML (a guest gives without an account; an account is made on request).
	 */
	public static function show_register(): void {
		echo self::register_fields(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
		wp_die();
	}

	/**
	 * Leaving the login panel: JSON whose fields property holds the register panel's HTML.
	 */
	public static function cancel_login(): void {
		wp_send_json( array( 'fields' => self::register_fields() ) );
	}

	/**
	 * Login panel markup.
	 */
	private static function login_fields(): string {
		return '<fieldset id="give-login-fields" class="give-login-fields"><legend>' . esc_html__( 'Log in to your account', 'opengive' ) . '</legend>'
			. '<p><label for="give-user-login">' . esc_html__( 'Username or email', 'opengive' ) . '</label><input id="give-user-login" type="text" name="give_user_login" autocomplete="username" required></p>'
			. '<p><label for="give-user-pass">' . esc_html__( 'Password', 'opengive' ) . '</label><input id="give-user-pass" type="password" name="give_user_pass" autocomplete="current-password" required></p>'
			. '<input type="hidden" name="' . esc_attr( LoginNonce::FIELD ) . '" value="' . esc_attr( LoginNonce::create() ) . '">'
			. '<p><button type="button" class="give-submit" data-action="' . esc_attr( self::LOGIN ) . '">' . esc_html__( 'Log in', 'opengive' ) . '</button> '
			. '<button type="button" class="give-cancel-login" data-action="' . esc_attr( self::CANCEL_LOGIN ) . '">' . esc_html__( 'Cancel', 'opengive' ) . '</button></p></fieldset>';
	}

	/**
	 * Register panel markup.
	 */
	private static function register_fields(): string {
		return '<fieldset id="give-register-fields" class="give-register-fields"><p>' . esc_html__( 'Already have an account?', 'opengive' )
			. ' <button type="button" class="give-checkout-login" data-action="' . esc_attr( self::SHOW_LOGIN ) . '">' . esc_html__( 'Log in', 'opengive' ) . '</button></p></fieldset>';
	}
}
