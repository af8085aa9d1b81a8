<?php
/**
 * give_confirm_email_for_donations_access, following the mailed link, and signing out.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorHistory;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The ajax action takes email and nonce and answers the spec's JSON, {status: 'success'|'error',
 * message}, with the same success message whether or not the email has given. Requests are limited
 * per client address and per email (settings donor_history_rate_ip, 5, and donor_history_rate_email,
 * 3, per RATE_WINDOW), so the form can neither
 * flood an inbox nor be used to probe many addresses.
 */
final class ConfirmEmailAction {

	const ACTION      = 'give_confirm_email_for_donations_access';
	const NONCE       = 'opengive_donor_history';
	const SIGN_OUT    = 'opengive_donor_history_sign_out';
	const RATE_WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Links.
	 *
	 * @var EmailAccess
	 */
	private $access;

	/**
	 * Counters.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Constructor.
	 *
	 * @param EmailAccess $access  Links.
	 * @param RateLimiter $limiter Counters.
	 */
	public function __construct( EmailAccess $access, RateLimiter $limiter ) {
		$this->access  = $access;
		$this->limiter = $limiter;
	}

	/**
	 * The ajax request.
	 */
	public function handle(): void {
		nocache_headers();
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified just below.
		$nonce  = isset( $_POST['nonce'] ) && is_string( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '';
		$email  = isset( $_POST['email'] ) && is_string( $_POST['email'] ) ? sanitize_text_field( wp_unslash( $_POST['email'] ) ) : '';
		$return = isset( $_POST['return'] ) && is_string( $_POST['return'] ) ? esc_url_raw( wp_unslash( $_POST['return'] ) ) : '';
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			self::answer( 'error', __( 'This page has been open too long. Please reload it and try again.', 'opengive' ), 403 );
		}
		try {
			$this->limiter->hit( 'history-ip:' . RateLimiter::ip_bucket( HandleDonationFormPost::client_ip() ), (int) Settings::get( 'donor_history_rate_ip' ), self::RATE_WINDOW );
			if ( is_email( $email ) ) {
				$this->limiter->hit( 'history-email:' . strtolower( trim( $email ) ), (int) Settings::get( 'donor_history_rate_email' ), self::RATE_WINDOW );
			}
			$this->access->request( $email, wp_validate_redirect( $return, home_url( '/' ) ) );
		} catch ( OpenGiveException $error ) {
			$message = 'opengive_rate_limited' === $error->error_code()
				? __( 'Too many requests for a link. Please wait a few minutes and try again.', 'opengive' )
				: $error->getMessage();
			self::answer( 'error', $message, $error->status() );
		}
		self::answer( 'success', EmailAccess::sent_message(), 200 );
	}

	/**
	 * Follows a mailed link (on template_redirect): opens the session and reloads the page without the
	 * token, so it stays out of history, bookmarks and Referer headers.
	 */
	public function maybe_redeem(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the signed single-use token is the proof.
		$value = isset( $_GET[ EmailAccess::QUERY_ARG ] ) && is_string( $_GET[ EmailAccess::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ EmailAccess::QUERY_ARG ] ) ) : '';
		if ( '' === $value ) {
			return;
		}
		nocache_headers();
		$back = remove_query_arg( array( EmailAccess::QUERY_ARG, EmailAccess::ERROR_ARG ) );
		try {
			GuestSession::open( $this->access->redeem( $value ) );
		} catch ( OpenGiveException $error ) {
			$back = add_query_arg( EmailAccess::ERROR_ARG, 'opengive_history_link_expired' === $error->error_code() ? 'expired' : 'invalid', $back );
		}
		wp_safe_redirect( $back );
		exit;
	}

	/**
	 * Signs out (admin-post, nonce-checked) and returns to the dashboard.
	 */
	public static function sign_out(): void {
		// An array for _wpnonce would reach wp_verify_nonce as one (a PHP warning; found by tests/fuzz):
		// it is no nonce, so it gets WordPress's own "link expired" answer.
		if ( isset( $_REQUEST['_wpnonce'] ) && ! is_string( $_REQUEST['_wpnonce'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked just below.
			unset( $_REQUEST['_wpnonce'] );
		}
		check_admin_referer( self::SIGN_OUT );
		GuestSession::close();
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : home_url( '/' ) );
		exit;
	}

	/**
	 * The spec's answer.
	 *
	 * @param string $status  'success' or 'error'.
	 * @param string $message Sentence.
	 * @param int    $http    HTTP status.
	 */
	private static function answer( string $status, string $message, int $http ): void {
		wp_send_json(
			array(
				'status'  => $status,
				'message' => $message,
			),
			$http
		);
	}
}
