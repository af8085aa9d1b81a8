<?php
/**
 * The no-JavaScript donation path: a plain form POST to admin-post.php.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the server-rendered form's fields (GiveWP's names), runs CreateDonation and redirects:
 * to the receipt on success, back to the form with the error and the donor's entries on failure.
 */
final class HandleDonationFormPost {

	const ACTION         = 'opengive_donate';
	const ERROR_ARG      = 'opengive-error';
	const ERROR_LIFETIME = 900;

	/**
	 * Creates donations.
	 *
	 * @var CreateDonation
	 */
	private $create;

	/**
	 * Forms, for the currency used to parse a typed amount.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Constructor.
	 *
	 * @param CreateDonation $create Creates donations.
	 * @param FormRepository $forms  Forms.
	 */
	public function __construct( CreateDonation $create, FormRepository $forms ) {
		$this->create = $create;
		$this->forms  = $forms;
	}

	/**
	 * Handles the POST and exits with a redirect.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the form hash is checked by CreateDonation; every field is validated there.
		$input  = ( new ReadGiveWpForm( $this->forms ) )( wp_unslash( $_POST ) );
		// The page carries no attempt key (a full-page cache would hand one key to every donor): the
		// key is made here, from this browser and this exact submission.
		$input['idempotencyKey'] = self::attempt_key( wp_unslash( $_POST ), $_SERVER, time() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only hashed.
		$return = ReceiptBuilder::safe_return_url( isset( $_POST['give-current-url'] ) && is_string( $_POST['give-current-url'] ) ? esc_url_raw( wp_unslash( $_POST['give-current-url'] ) ) : '' );
		// phpcs:enable
		$values = $input;
		// What the form shows again after an error: never the guards.
		unset( $values['idempotencyKey'], $values[ CreateDonation::HONEYPOT_FIELD ], $values['formHash'], $values['paymentToken'], $values['accountPassword'] );

		try {
			$donation = ( $this->create )( array_merge( $input, array( 'returnUrl' => $return ) ), self::client_ip() );
			$target   = add_query_arg( ReceiptBuilder::QUERY_ARG, $donation->purchase_key, $return );
			if ( '' !== $donation->next_action_url ) {
				// 3-D Secure: to the bank's page (another site, so not wp_safe_redirect); it comes back
				// to StripeReturnController, which lands on the receipt or the form.
				wp_redirect( $donation->next_action_url, 303 ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the provider's own challenge address.
				exit;
			}
		} catch ( OpenGiveException $error ) {
			$token = bin2hex( random_bytes( 12 ) );
			set_transient(
				'opengive_form_error_' . $token,
				array(
					'code'    => $error->error_code(),
					'message' => $error->getMessage(),
					'field'   => $error->data()['field'] ?? '',
					'values'  => $values,
				),
				self::ERROR_LIFETIME
			);
			$target = add_query_arg( self::ERROR_ARG, $token, $return ) . '#opengive-form-' . $input['formId'];
		}
		wp_safe_redirect( $target, 303 );
		exit;
	}

	/**
	 * Errors taken during this request, so several blocks on one page can read the same one.
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private static $taken = array();

	/**
	 * The error a failed POST left for the form to show. It holds the donor's name and email, so it is
	 * shown once: the first page view takes it (a copied or leaked address shows nothing later), and
	 * that page is sent with Cache-Control: private, no-store (PrivatePages).
	 *
	 * @param string $token Token from the query string.
	 * @return array<string, mixed>|null
	 */
	public static function take_error( string $token ): ?array {
		if ( ! preg_match( '/^[a-f0-9]{24}$/', $token ) ) {
			return null;
		}
		if ( ! array_key_exists( $token, self::$taken ) ) {
			$error                  = get_transient( 'opengive_form_error_' . $token );
			self::$taken[ $token ] = is_array( $error ) ? $error : null;
			delete_transient( 'opengive_form_error_' . $token );
		}
		return self::$taken[ $token ];
	}

	/**
	 * The attempt key of a no-JavaScript submission: the same browser (address and user agent) posting
	 * the same fields within one ten-minute window gets the same key, so a double click or a resubmitted
	 * POST replays the first donation instead of charging twice; another donor, or another gift, gets
	 * another key. Combined with the donor, form, amount and gateway by CreateDonation.
	 *
	 * @param array<string, mixed> $post   Unslashed POST fields.
	 * @param array<string, mixed> $server $_SERVER.
	 * @param int                  $now    Current time.
	 */
	public static function attempt_key( array $post, array $server, int $now ): string {
		unset( $post['opengive-attempt'] );
		ksort( $post );
		$browser = array(
			RateLimiter::ip_bucket( RateLimiter::client_ip( $server ) ),
			isset( $server['HTTP_USER_AGENT'] ) && is_string( $server['HTTP_USER_AGENT'] ) ? $server['HTTP_USER_AGENT'] : '',
			intdiv( $now, 600 ),
		);
		return substr( hash_hmac( 'sha256', (string) wp_json_encode( array( $browser, $post ) ), wp_salt( 'nonce' ) ), 0, 32 );
	}

	/**
	 * The client's IP: the web server's REMOTE_ADDR, or, only when that is a proxy named in the
	 * trusted_proxies setting, the address the proxy reports in X-Forwarded-For.
	 */
	public static function client_ip(): string {
		return RateLimiter::client_ip( $_SERVER ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- every address is validated with FILTER_VALIDATE_IP there.
	}
}
