<?php
/**
 * The legacy admin-ajax call get_receipt (spec section 7).
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

use OpenGive\Donations\Repositories\DonationRepository;

defined( 'ABSPATH' ) || exit;

/**
 * GET admin-ajax.php?action=get_receipt (spec section 7) with GiveWP's parameters:
 * - donation_id: the donation key (the secret, as on the receipt page); a wrong or missing key gets a
 *   short message and 404, never another donor's receipt;
 * - shortcode_atts: give_receipt's attributes (a JSON object or a query string); donor, date,
 *   payment_method, payment_status and payment_id set to false leave that row out;
 * - receipt_type: 'donation' (or empty); any other type is refused with 400, since only donation
 *   receipts exist here;
 * - cookie: the donor-session value GiveWP sends; accepted, not needed (the key is the credential).
 */
final class GetReceiptAction {

	const ACTION = 'get_receipt';

	/** The give_receipt attributes that switch a row off. */
	const ROW_ATTRIBUTES = array( 'donor', 'date', 'payment_method', 'payment_status', 'payment_id' );

	/** Receipt types this site has. */
	const RECEIPT_TYPES = array( '', 'donation' );

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Receipt data.
	 *
	 * @var ReceiptBuilder
	 */
	private $receipts;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 * @param ReceiptBuilder     $receipts  Receipt data.
	 */
	public function __construct( DonationRepository $donations, ReceiptBuilder $receipts ) {
		$this->donations = $donations;
		$this->receipts  = $receipts;
	}

	/**
	 * Prints the receipt HTML and exits.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only; the donation key is the credential.
		$key  = isset( $_GET['donation_id'] ) && is_string( $_GET['donation_id'] ) ? sanitize_key( wp_unslash( $_GET['donation_id'] ) ) : '';
		$type = isset( $_GET['receipt_type'] ) && is_string( $_GET['receipt_type'] ) ? sanitize_key( wp_unslash( $_GET['receipt_type'] ) ) : '';
		$atts = isset( $_GET['shortcode_atts'] ) && is_string( $_GET['shortcode_atts'] ) ? self::read_attributes( wp_unslash( $_GET['shortcode_atts'] ) ) : array();
		// phpcs:enable
		nocache_headers();
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		if ( ! in_array( $type, self::RECEIPT_TYPES, true ) ) {
			status_header( 400 );
			echo '<p class="wp-block-opengive-donation-form__notice is-error" data-code="opengive_invalid_receipt_type">' . esc_html__( 'This kind of receipt does not exist here. Please use the link from your receipt email.', 'opengive' ) . '</p>';
			wp_die( '', '', array( 'response' => 400 ) );
		}
		$donation = '' === $key ? null : $this->donations->find_by_purchase_key( $key );
		if ( null === $donation ) {
			status_header( 404 );
			echo '<p class="wp-block-opengive-donation-form__notice is-error">' . esc_html__( 'This receipt could not be found. Please use the link from your receipt email.', 'opengive' ) . '</p>';
			wp_die( '', '', array( 'response' => 404 ) );
		}
		$hidden = array_values(
			array_filter(
				self::ROW_ATTRIBUTES,
				static function ( string $name ) use ( $atts ): bool {
					return isset( $atts[ $name ] ) && in_array( strtolower( (string) $atts[ $name ] ), array( 'false', '0', 'no' ), true );
				}
			)
		);
		echo ReceiptHtml::render( $this->receipts->build( $donation, home_url( '/' ) ), 'opengive-receipt-' . $donation->id, $hidden ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ReceiptHtml escapes every value.
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * give_receipt's attributes as GiveWP's script sends them: a JSON object or a query string.
	 *
	 * @param string $raw The parameter.
	 * @return array<string, string>
	 */
	private static function read_attributes( string $raw ): array {
		$decoded = json_decode( $raw, true );
		if ( ! is_array( $decoded ) ) {
			$decoded = array();
			wp_parse_str( $raw, $decoded );
		}
		$attributes = array();
		foreach ( $decoded as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) ) {
				$attributes[ sanitize_key( $name ) ] = is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value;
			}
		}
		return $attributes;
	}
}
