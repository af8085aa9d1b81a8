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
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

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
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- a public donation form; a nonce would break pages served from a full-page cache, and CreateDonation validates everything.
		$values = array(
			'formId'    => isset( $_POST['give-form-id'] ) ? absint( $_POST['give-form-id'] ) : 0,
			'levelId'   => isset( $_POST['give-price-id'] ) ? sanitize_text_field( wp_unslash( $_POST['give-price-id'] ) ) : '',
			'amountRaw' => isset( $_POST['give-amount'] ) ? sanitize_text_field( wp_unslash( $_POST['give-amount'] ) ) : '',
			'firstName' => isset( $_POST['give_first'] ) ? sanitize_text_field( wp_unslash( $_POST['give_first'] ) ) : '',
			'lastName'  => isset( $_POST['give_last'] ) ? sanitize_text_field( wp_unslash( $_POST['give_last'] ) ) : '',
			'email'     => isset( $_POST['give_email'] ) ? sanitize_text_field( wp_unslash( $_POST['give_email'] ) ) : '',
			'gatewayId' => isset( $_POST['payment-mode'] ) ? sanitize_key( wp_unslash( $_POST['payment-mode'] ) ) : '',
		);
		$fields = array(
			'companyOption' => isset( $_POST['give_company_option'] ) ? sanitize_key( wp_unslash( $_POST['give_company_option'] ) ) : '',
			'company'       => isset( $_POST['give_company_name'] ) ? sanitize_text_field( wp_unslash( $_POST['give_company_name'] ) ) : '',
			'comment'       => isset( $_POST['give_comment'] ) ? sanitize_textarea_field( wp_unslash( $_POST['give_comment'] ) ) : '',
			'anonymous'     => ! empty( $_POST['give_anonymous_donation'] ),
			'termsAccepted' => ! empty( $_POST['give_agree_to_terms'] ),
			'billingAddress' => array(
				'address1' => isset( $_POST['card_address'] ) ? sanitize_text_field( wp_unslash( $_POST['card_address'] ) ) : '',
				'address2' => isset( $_POST['card_address_2'] ) ? sanitize_text_field( wp_unslash( $_POST['card_address_2'] ) ) : '',
				'city'     => isset( $_POST['card_city'] ) ? sanitize_text_field( wp_unslash( $_POST['card_city'] ) ) : '',
				'state'    => isset( $_POST['card_state'] ) ? sanitize_text_field( wp_unslash( $_POST['card_state'] ) ) : '',
				'country'  => isset( $_POST['give_address_country'] ) ? sanitize_text_field( wp_unslash( $_POST['give_address_country'] ) ) : '',
				'zip'      => isset( $_POST['card_zip'] ) ? sanitize_text_field( wp_unslash( $_POST['card_zip'] ) ) : '',
			),
			'customFields'  => isset( $_POST['opengive_field'] ) && is_array( $_POST['opengive_field'] ) ? array_map( 'sanitize_text_field', wp_unslash( $_POST['opengive_field'] ) ) : array(),
		);
		$guards = array(
			'idempotencyKey'              => isset( $_POST['opengive-attempt'] ) ? sanitize_text_field( wp_unslash( $_POST['opengive-attempt'] ) ) : '',
			CreateDonation::HONEYPOT_FIELD => isset( $_POST[ CreateDonation::HONEYPOT_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ CreateDonation::HONEYPOT_FIELD ] ) ) : '',
		);
		$return = ReceiptBuilder::safe_return_url( isset( $_POST['give-current-url'] ) ? esc_url_raw( wp_unslash( $_POST['give-current-url'] ) ) : '' );
		// phpcs:enable

		$form             = $this->forms->find( $values['formId'] );
		$currency         = $form ? $form->settings->currency : Currency::from_array( array() );
		$values['amount'] = AmountFormatter::parse( $values['amountRaw'], $currency );

		try {
			$donation = ( $this->create )( array_merge( $values, $fields, $guards, array( 'returnUrl' => $return ) ), self::client_ip() );
			$target   = add_query_arg( ReceiptBuilder::QUERY_ARG, $donation->purchase_key, $return );
		} catch ( OpenGiveException $error ) {
			$token = bin2hex( random_bytes( 12 ) );
			set_transient(
				'opengive_form_error_' . $token,
				array(
					'code'    => $error->error_code(),
					'message' => $error->getMessage(),
					'field'   => $error->data()['field'] ?? '',
					'values'  => array_merge( $values, $fields ),
				),
				self::ERROR_LIFETIME
			);
			$target = add_query_arg( self::ERROR_ARG, $token, $return ) . '#opengive-form-' . $values['formId'];
		}
		wp_safe_redirect( $target, 303 );
		exit;
	}

	/**
	 * The error a failed POST left for the form to show. It stays until it expires (15 minutes), so
	 * reloading the page still shows the donor what to fix.
	 *
	 * @param string $token Token from the query string.
	 * @return array<string, mixed>|null
	 */
	public static function take_error( string $token ): ?array {
		if ( ! preg_match( '/^[a-f0-9]{24}$/', $token ) ) {
			return null;
		}
		$error = get_transient( 'opengive_form_error_' . $token );
		return is_array( $error ) ? $error : null;
	}

	/**
	 * The client's IP as the web server saw it (proxies' headers are not trusted).
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
