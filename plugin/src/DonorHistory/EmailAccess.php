<?php
/**
 * Donor history by email: a guest donor asks for a link, follows it, and sees their own gifts.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorHistory;

use OpenGive\Mail\Sender;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The link is signed with the site's salt over the donor, the email, the expiry and a random token
 * (the same scheme as Donors\Verification\EmailVerification); only the token's hash is stored, keyed
 * by that hash, and deleted when the link is followed, so a link works once. It expires after the
 * 'donor_history_link_lifetime' setting (24 hours by default). Asking for a link answers the same whether or
 * not the email has given: only the mail itself tells, and it goes to the owner of the address.
 */
final class EmailAccess {

	const QUERY_ARG    = 'opengive-history';
	const ERROR_ARG    = 'opengive-history-error';
	const TOKEN_PREFIX = 'opengive_hl_';

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
	 * How long a link (and the session it opens) lasts, in seconds.
	 */
	public static function lifetime(): int {
		return max( 1, (int) Settings::get( 'donor_history_link_lifetime' ) );
	}

	/**
	 * The one answer to every well-formed request.
	 */
	public static function sent_message(): string {
		/* translators: %s: how long the link works, e.g. "1 day" */
		return sprintf( __( 'If this email address has given to us, a link to see those gifts is on its way. It works once, within %s.', 'opengive' ), human_time_diff( 0, self::lifetime() ) );
	}

	/**
	 * Mails a link when the email belongs to a donor.
	 *
	 * @param string $email  Email as typed.
	 * @param string $return The dashboard page the link opens.
	 * @throws OpenGiveException When the email is not an email address.
	 */
	public function request( string $email, string $return ): void {
		$email = strtolower( trim( $email ) );
		if ( '' === $email || ! is_email( $email ) ) {
			throw new OpenGiveException( 'opengive_email_invalid', __( 'Please enter a valid email address.', 'opengive' ), 400 );
		}
		$donor = $this->donors->find_by_email( $email );
		if ( null === $donor ) {
			return;
		}
		$token   = bin2hex( random_bytes( 16 ) );
		$expires = time() + self::lifetime();
		set_transient(
			self::TOKEN_PREFIX . hash( 'sha256', $token ),
			array(
				'donor'   => (int) $donor->id,
				'email'   => $email,
				'expires' => $expires,
			),
			self::lifetime()
		);
		$link  = add_query_arg( self::QUERY_ARG, implode( '.', array( (int) $donor->id, $expires, $token, self::signature( (int) $donor->id, $email, $expires, $token ) ) ), $return );
		$site  = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$lines = array(
			/* translators: %s: site name */
			sprintf( __( 'Someone asked to see the gifts made to %s with this email address. Follow this link to see them:', 'opengive' ), $site ),
			'',
			$link,
			'',
			/* translators: %s: how long the link works, e.g. "1 day" */
			sprintf( __( 'The link works once and expires in %s. If you did not ask for it, ignore this email: nothing is shown until the link is followed.', 'opengive' ), human_time_diff( 0, self::lifetime() ) ),
		);
		/* translators: %s: site name */
		wp_mail( $email, sprintf( __( 'Your gifts to %s', 'opengive' ), $site ), implode( "\n", $lines ), Sender::headers() );
	}

	/**
	 * Follows a link: answers the donor it opens, once.
	 *
	 * @param string $value The link's query value.
	 * @return array{donor: int, email: string, expires: int}
	 * @throws OpenGiveException When the link is malformed, forged, used or expired.
	 */
	public function redeem( string $value ): array {
		$invalid = new OpenGiveException( 'opengive_history_link_invalid', __( 'This link is not valid or was already used. Ask for a new one below.', 'opengive' ), 400 );
		$parts   = explode( '.', $value );
		if ( 4 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! ctype_digit( $parts[1] ) || ! preg_match( '/^[a-f0-9]{32}$/', $parts[2] ) || ! preg_match( '/^[a-f0-9]{64}$/', $parts[3] ) ) {
			throw $invalid;
		}
		list( $donor_id, $expires, $token, $signature ) = array( (int) $parts[0], (int) $parts[1], $parts[2], $parts[3] );
		$key     = self::TOKEN_PREFIX . hash( 'sha256', $token );
		$pending = get_transient( $key );
		if ( $expires < time() ) {
			delete_transient( $key );
			throw new OpenGiveException( 'opengive_history_link_expired', __( 'This link has expired. Ask for a new one below.', 'opengive' ), 410 );
		}
		if ( ! is_array( $pending ) || (int) $pending['donor'] !== $donor_id || ! hash_equals( self::signature( $donor_id, (string) $pending['email'], $expires, $token ), $signature ) ) {
			throw $invalid;
		}
		// Single use: the first follower wins; a second request finds no transient.
		delete_transient( $key );
		$donor = $this->donors->find( $donor_id );
		// The donor's email may have changed since the mail: the link opened that address's history only.
		if ( null === $donor || strtolower( $donor->email ) !== (string) $pending['email'] ) {
			throw $invalid;
		}
		return array(
			'donor'   => $donor_id,
			'email'   => (string) $pending['email'],
			'expires' => $expires,
		);
	}

	/**
	 * The link's signature.
	 *
	 * @param int    $donor_id Donor.
	 * @param string $email    Email.
	 * @param int    $expires  Expiry.
	 * @param string $token    Token.
	 */
	private static function signature( int $donor_id, string $email, int $expires, string $token ): string {
		return hash_hmac( 'sha256', 'donor-history|' . $donor_id . '|' . $email . '|' . $expires . '|' . $token, wp_salt( 'auth' ) );
	}
}
