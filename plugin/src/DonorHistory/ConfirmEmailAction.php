<?php
/**
 * give_confirm_email_for_donations_access, following the mailed link, and signing out.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorHistory;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\NonceFields;
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
	/** Posted by the form itself; its script leaves it out, so only a no-JavaScript submit has it. */
	const NO_JS_FIELD = 'opengive_no_js';
	/** On the page a no-JavaScript submit returns to: the link was (or would have been) sent. */
	const SENT_ARG = 'opengive-history-sent';
	/** On the page a guest returns to after signing out, for its one-time notice. */
	const SIGNED_OUT_ARG = 'opengive-signed-out';

	/**
	 * Where a no-JavaScript submit returns ('' for the ajax/JSON answer).
	 *
	 * @var string
	 */
	private $page = '';

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
		$return = wp_validate_redirect( $return, home_url( '/' ) );
		if ( isset( $_POST[ self::NO_JS_FIELD ] ) ) {
			$this->page = $return;
		}
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			$this->answer( 'error', 'nonce', 403 );
		}
		try {
			$this->limiter->hit( 'history-ip:' . RateLimiter::ip_bucket( HandleDonationFormPost::client_ip() ), (int) Settings::get( 'donor_history_rate_ip' ), self::RATE_WINDOW );
			if ( is_email( $email ) ) {
				$this->limiter->hit( 'history-email:' . strtolower( trim( $email ) ), (int) Settings::get( 'donor_history_rate_email' ), self::RATE_WINDOW );
			}
			$this->access->request( $email, $return );
		} catch ( OpenGiveException $error ) {
			$codes = array(
				'opengive_rate_limited'  => 'rate',
				'opengive_email_invalid' => 'email',
			);
			$code  = isset( $codes[ $error->error_code() ] ) ? $codes[ $error->error_code() ] : '';
			$this->answer( 'error', $code, $error->status(), '' === $code ? $error->getMessage() : '' );
		}
		$this->answer( 'success', 'sent', 200 );
	}

	/**
	 * The answer a no-JavaScript submit came back with (from the address), for the form to show.
	 *
	 * @return array{status: string, message: string}|null
	 */
	public static function form_result(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only display flags.
		if ( isset( $_GET[ self::SENT_ARG ] ) ) {
			return array(
				'status'  => 'success',
				'message' => self::message( 'sent' ),
			);
		}
		$code = isset( $_GET[ EmailAccess::ERROR_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ EmailAccess::ERROR_ARG ] ) ) : '';
		// phpcs:enable
		// 'expired' and 'invalid' are the mailed link's own errors, shown above the form.
		if ( ! in_array( $code, array( 'nonce', 'rate', 'email', 'failed' ), true ) ) {
			return null;
		}
		return array(
			'status'  => 'error',
			'message' => self::message( $code ),
		);
	}

	/**
	 * The sentence for an answer's code, as the form shows it (with or without JavaScript).
	 *
	 * @param string $code 'sent', 'nonce', 'rate' or 'email'; anything else gets the generic error.
	 */
	public static function message( string $code ): string {
		switch ( $code ) {
			case 'sent':
				return EmailAccess::sent_message();
			case 'nonce':
				return __( 'This page has been open too long. Please reload it and try again.', 'opengive' );
			case 'rate':
				return __( 'Too many requests for a link. Please wait a few minutes and try again.', 'opengive' );
			case 'email':
				return __( 'Please enter a valid email address.', 'opengive' );
			default:
				return __( 'The link could not be sent. Please try again.', 'opengive' );
		}
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
	 * Signs out (admin-post, nonce-checked) and returns to the dashboard, which says so once.
	 */
	public static function sign_out(): void {
		NonceFields::strings_only();
		check_admin_referer( self::SIGN_OUT );
		GuestSession::close();
		wp_safe_redirect( add_query_arg( self::SIGNED_OUT_ARG, '1', wp_get_referer() ? wp_get_referer() : home_url( '/' ) ) );
		exit;
	}

	/**
	 * Whether this page is the one a guest just signed out to (a display flag, nothing more).
	 */
	public static function just_signed_out(): bool {
		return isset( $_GET[ self::SIGNED_OUT_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display flag.
	}

	/**
	 * The spec's JSON answer, or for a form posted without JavaScript a 303 back to the dashboard,
	 * which shows the same sentence (opengive-history-sent, or opengive-history-error=<code>).
	 *
	 * @param string $status  'success' or 'error'.
	 * @param string $code    See message().
	 * @param int    $http    HTTP status.
	 * @param string $message Sentence, when not the code's own.
	 */
	private function answer( string $status, string $code, int $http, string $message = '' ): void {
		if ( '' !== $this->page ) {
			$target = 'success' === $status
				? add_query_arg( self::SENT_ARG, '1', remove_query_arg( EmailAccess::ERROR_ARG, $this->page ) )
				: add_query_arg( EmailAccess::ERROR_ARG, '' === $code ? 'failed' : $code, remove_query_arg( self::SENT_ARG, $this->page ) );
			wp_safe_redirect( $target . '#opengive-email-access-heading', 303 );
			exit;
		}
		$message = '' === $message ? self::message( $code ) : $message;
		wp_send_json(
			array(
				'status'  => $status,
				'message' => $message,
			),
			$http
		);
	}
}
