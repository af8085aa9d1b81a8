<?php
/**
 * The receipt page (Settings → General → Pages): the receipt shown at the top of a page of the
 * site's choosing, where the receipt links in emails lead.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Settings\SitePages;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The page's own content stays (a thank-you text, say); the receipt comes first. Without the
 * donation's secret key in the address, or with a key that matches no donation, the page shows as
 * it is: nothing about anyone's gift.
 */
final class ReceiptPage {

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Receipt fields.
	 *
	 * @var ReceiptBuilder
	 */
	private $receipts;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 * @param ReceiptBuilder     $receipts  Receipt fields.
	 */
	public function __construct( DonationRepository $donations, ReceiptBuilder $receipts ) {
		$this->donations = $donations;
		$this->receipts  = $receipts;
	}

	/**
	 * Where receipt links lead: the receipt page when one is chosen and published, else $fallback.
	 *
	 * @param string $fallback The page the donor gave on.
	 */
	public static function base_url( string $fallback ): string {
		$page = SitePages::url( 'receipt_page' );
		return '' !== $page ? $page : $fallback;
	}

	/**
	 * The_content filter: the receipt above the receipt page's own content.
	 *
	 * @param string $content The page's content.
	 */
	public function prepend( $content ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: the key itself is the secret.
		$key = isset( $_GET[ ReceiptBuilder::QUERY_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ ReceiptBuilder::QUERY_ARG ] ) ) : '';
		// Every content render passes here: without a receipt key, nothing else is read.
		if ( '' === $key ) {
			return $content;
		}
		$page = (int) Settings::get( 'receipt_page' );
		if ( $page <= 0 || ! is_page( $page ) || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$donation = $this->donations->find_by_purchase_key( $key );
		if ( null === $donation ) {
			return $content;
		}
		// The receipt's look is the donation form block's (its stylesheet, printed in the footer here).
		wp_enqueue_style( 'opengive-donation-form-style' );
		$receipt = $this->receipts->build( $donation, (string) get_permalink( $page ) );
		return '<div class="wp-block-opengive-donation-form opengive-receipt-page">' . ReceiptHtml::render( $receipt, 'opengive-receipt-page' ) . '</div>' . $content;
	}
}
