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
 * GET admin-ajax.php?action=get_receipt&donation_id=<donation key>: answers the receipt HTML. The
 * donation key is the secret, as on the receipt page; a wrong or missing key gets a short message
 * and 404, never another donor's receipt.
 */
final class GetReceiptAction {

	const ACTION = 'get_receipt';

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
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only; the donation key is the credential.
		$key      = isset( $_GET['donation_id'] ) ? sanitize_key( wp_unslash( $_GET['donation_id'] ) ) : '';
		$donation = '' === $key ? null : $this->donations->find_by_purchase_key( $key );
		nocache_headers();
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		if ( null === $donation ) {
			status_header( 404 );
			echo '<p class="wp-block-opengive-donation-form__notice is-error">' . esc_html__( 'This receipt could not be found. Please use the link from your receipt email.', 'opengive' ) . '</p>';
			wp_die( '', '', array( 'response' => 404 ) );
		}
		echo ReceiptHtml::render( $this->receipts->build( $donation, home_url( '/' ) ), 'opengive-receipt-' . $donation->id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ReceiptHtml escapes every value.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
