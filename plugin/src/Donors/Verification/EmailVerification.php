<?php
/**
 * Proof that an account's owner controls the email of a donor record, before the two are linked.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Verification;

use OpenGive\Mail\Sender;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * A donor record (past gifts, recurring gifts, saved cards) is linked to a WordPress account only
 * when the account's owner follows a link mailed to the account's email: signed with the site's
 * salt over the user, the email, the expiry and a random token; it expires after LIFETIME and works
 * once (the token's hash is kept in user meta and deleted when used). Until then the account sees
 * only the gifts made from it (remembered per user).
 */
final class EmailVerification {

	const QUERY_ARG      = 'opengive-verify-email';
	const DONE_ARG       = 'opengive-email-verified';
	const LIFETIME       = 2 * DAY_IN_SECONDS;
	const RESEND_AFTER   = 10 * MINUTE_IN_SECONDS;
	const META_PENDING   = 'opengive_email_verification';
	const META_GIFTS     = 'opengive_unverified_gifts';
	const REMEMBER_GIFTS = 50;

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Constructor.
	 *
	 * @param DonorRepository $donors Donors.
	 */
	public function __construct( DonorRepository $donors ) {
		$this->donors = $donors;
	}

	/**
	 * Mails a fresh link to the account's email; a new link replaces the previous one. A donor giving
	 * again and again while logged in gets one mail per RESEND_AFTER; someone asking for an account
	 * with an email that has one is always told (each such request is a paid, rate-limited gift).
	 *
	 * @param \WP_User $user          The account.
	 * @param bool     $account_asked Someone asked to create an account with an email that already has one.
	 * @return bool Whether a mail was sent.
	 */
	public function send( \WP_User $user, bool $account_asked = false ): bool {
		$email   = strtolower( (string) $user->user_email );
		$pending = get_user_meta( $user->ID, self::META_PENDING, true );
		if ( ! $account_asked && is_array( $pending ) && ( $pending['email'] ?? '' ) === $email && (int) ( $pending['sent'] ?? 0 ) > time() - self::RESEND_AFTER ) {
			return false;
		}
		$token   = bin2hex( random_bytes( 16 ) );
		$expires = time() + self::LIFETIME;
		update_user_meta(
			$user->ID,
			self::META_PENDING,
			array(
				'token'   => hash( 'sha256', $token ),
				'email'   => $email,
				'expires' => $expires,
				'sent'    => time(),
			)
		);
		$link = add_query_arg( self::QUERY_ARG, implode( '.', array( $user->ID, $expires, $token, self::signature( (int) $user->ID, $email, $expires, $token ) ) ), home_url( '/' ) );
		$site = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		if ( $account_asked ) {
			$lines = array(
				/* translators: %s: site name */
				sprintf( __( 'A gift was just made to %s with this email address, and whoever made it asked to create an account. This address already has an account, so no new account was made.', 'opengive' ), $site ),
				'',
				__( 'If it was you: log in to your account, then follow this link to see all your gifts there:', 'opengive' ),
			);
		} else {
			$lines = array(
				/* translators: %s: site name */
				sprintf( __( 'Please confirm your email address to see all your gifts to %s and manage your recurring gifts in your account.', 'opengive' ), $site ),
				'',
				__( 'Follow this link while logged in to your account:', 'opengive' ),
			);
		}
		$lines[] = $link;
		$lines[] = '';
		$lines[] = __( 'The link works once and expires in 48 hours. If you did not ask for this, ignore this email: nothing is shared until the link is followed.', 'opengive' );
		/* translators: %s: site name */
		wp_mail( $email, sprintf( __( 'Confirm your email address for %s', 'opengive' ), $site ), implode( "\n", $lines ), Sender::headers() );
		return true;
	}

	/**
	 * Follows a link: links the donor with the account's (current) email to the account.
	 *
	 * @param string $value   The link's query value.
	 * @param int    $user_id The logged-in user following it.
	 * @throws OpenGiveException When the link is malformed, forged, used, expired or for another account.
	 */
	public function verify( string $value, int $user_id ): Donor {
		$invalid = new OpenGiveException( 'opengive_verification_invalid', __( 'This confirmation link is not valid or was already used. Give again while logged in, or ask for a new link, to get a fresh one.', 'opengive' ), 400 );
		$parts   = explode( '.', $value );
		if ( 4 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! ctype_digit( $parts[1] ) || ! preg_match( '/^[a-f0-9]{32}$/', $parts[2] ) ) {
			throw $invalid;
		}
		list( $owner, $expires, $token, $signature ) = array( (int) $parts[0], (int) $parts[1], $parts[2], $parts[3] );
		if ( $owner !== $user_id ) {
			throw new OpenGiveException( 'opengive_verification_wrong_account', __( 'This confirmation link belongs to another account. Log out, then log in to the account it was sent for.', 'opengive' ), 403 );
		}
		$user = get_userdata( $user_id );
		if ( ! $user instanceof \WP_User ) {
			throw $invalid;
		}
		$email = strtolower( (string) $user->user_email );
		// The email is signed: a link stops working once the account's email changes.
		if ( ! hash_equals( self::signature( $user_id, $email, $expires, $token ), $signature ) ) {
			throw $invalid;
		}
		if ( $expires < time() ) {
			throw new OpenGiveException( 'opengive_verification_expired', __( 'This confirmation link has expired. Give again while logged in to get a new one.', 'opengive' ), 410 );
		}
		$pending = get_user_meta( $user_id, self::META_PENDING, true );
		if ( ! is_array( $pending ) || ! hash_equals( (string) ( $pending['token'] ?? '' ), hash( 'sha256', $token ) ) ) {
			throw $invalid;
		}
		delete_user_meta( $user_id, self::META_PENDING );
		$donor          = new Donor();
		$donor->email   = $email;
		$donor          = $this->donors->find_or_create( $donor );
		$donor->user_id = $user_id;
		$this->donors->save( $donor );
		delete_user_meta( $user_id, self::META_GIFTS );
		return $donor;
	}

	/**
	 * Remembers a gift made from an account that is not (yet) linked to the gift's donor, so the
	 * account shows that gift, and only that gift, until the email is confirmed.
	 *
	 * @param int $user_id     Account.
	 * @param int $donation_id Donation.
	 */
	public function remember_gift( int $user_id, int $donation_id ): void {
		$gifts   = $this->remembered_gifts( $user_id );
		$gifts[] = $donation_id;
		update_user_meta( $user_id, self::META_GIFTS, array_slice( array_values( array_unique( $gifts ) ), -self::REMEMBER_GIFTS ) );
	}

	/**
	 * Gifts made from an account before its email was confirmed.
	 *
	 * @param int $user_id Account.
	 * @return int[]
	 */
	public function remembered_gifts( int $user_id ): array {
		$gifts = get_user_meta( $user_id, self::META_GIFTS, true );
		return is_array( $gifts ) ? array_map( 'intval', $gifts ) : array();
	}

	/**
	 * Whether a link was sent to this account and not yet followed.
	 *
	 * @param int $user_id Account.
	 */
	public function pending( int $user_id ): bool {
		$pending = get_user_meta( $user_id, self::META_PENDING, true );
		return is_array( $pending ) && (int) ( $pending['expires'] ?? 0 ) >= time();
	}

	/**
	 * Handles a followed link (template_redirect): logged-out visitors log in first and come back;
	 * success goes to the donor dashboard, a bad link gets a page that says why.
	 */
	public function handle_request(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the link itself is the signed, single-use token.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) || ! is_string( $_GET[ self::QUERY_ARG ] ) ) {
			return;
		}
		nocache_headers();
		header( 'Cache-Control: private, no-store' );
		$value = sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
		if ( ! is_user_logged_in() ) {
			wp_safe_redirect( wp_login_url( add_query_arg( self::QUERY_ARG, rawurlencode( $value ), home_url( '/' ) ) ) );
			exit;
		}
		try {
			$this->verify( $value, get_current_user_id() );
		} catch ( OpenGiveException $error ) {
			wp_die( esc_html( $error->getMessage() ), esc_html__( 'Email confirmation', 'opengive' ), array( 'response' => $error->status() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- escaped here.
		}
		wp_safe_redirect( add_query_arg( self::DONE_ARG, '1', self::dashboard_url() ) );
		exit;
	}

	/**
	 * The page showing the donor dashboard block, or the home page.
	 */
	public static function dashboard_url(): string {
		global $wpdb;
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_type = 'page' AND post_content LIKE %s ORDER BY ID ASC LIMIT 1", '%' . $wpdb->esc_like( '<!-- wp:opengive/donor-dashboard' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed lookup per confirmation.
		return $id > 0 ? (string) get_permalink( $id ) : home_url( '/' );
	}

	/**
	 * The link's signature.
	 *
	 * @param int    $user_id Account.
	 * @param string $email   The account's email when the link was made.
	 * @param int    $expires Expiry (Unix time).
	 * @param string $token   Random token.
	 */
	private static function signature( int $user_id, string $email, int $expires, string $token ): string {
		return hash_hmac( 'sha256', implode( '|', array( 'opengive-verify-email', $user_id, $email, $expires, $token ) ), wp_salt( 'auth' ) );
	}
}
