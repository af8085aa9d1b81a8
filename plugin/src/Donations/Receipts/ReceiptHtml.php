<?php
/**
 * The receipt as HTML.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

defined( 'ABSPATH' ) || exit;

/**
 * One receipt markup for the block's server render and the legacy get_receipt call. Mirrors the
 * React receipt (blocks/donation-form/components/Receipt.tsx).
 */
final class ReceiptHtml {

	/**
	 * Receipt markup, escaped.
	 *
	 * @param array<string, mixed> $receipt Fields from ReceiptBuilder::build().
	 * @param string               $id_base Prefix for element ids (unique on the page).
	 * @param string[]             $hidden  Rows to leave out: donor, date, payment_method,
	 *                                      payment_status, payment_id (give_receipt's attributes).
	 */
	public static function render( array $receipt, string $id_base, array $hidden = array() ): string {
		$rows = array(
			__( 'Amount', 'opengive' )         => array( (string) $receipt['amountFormatted'], ' data-testid="receipt-amount"' ),
		);
		if ( (int) $receipt['feeAmountRecovered'] > 0 ) {
			$rows[ __( 'Processing fee covered', 'opengive' ) ] = array( (string) $receipt['feeFormatted'], '' );
			$rows[ __( 'Total', 'opengive' ) ]                  = array( (string) $receipt['totalFormatted'], ' data-testid="receipt-total"' );
		}
		$optional = array(
			'donor'          => array( __( 'Donor', 'opengive' ), (string) $receipt['donorName'] ),
			'date'           => array( __( 'Date', 'opengive' ), (string) $receipt['date'] ),
			'payment_method' => array( __( 'Payment method', 'opengive' ), (string) $receipt['paymentMethod'] ),
			'payment_status' => array( __( 'Status', 'opengive' ), (string) $receipt['statusLabel'] ),
			'payment_id'     => array( __( 'Donation ID', 'opengive' ), (string) $receipt['donationId'] ),
		);
		foreach ( $optional as $name => list( $label, $value ) ) {
			if ( ! in_array( $name, $hidden, true ) ) {
				$rows[ $label ] = array( $value, '' );
			}
		}
		$html  = sprintf( '<section class="wp-block-opengive-donation-form__receipt" aria-labelledby="%s-receipt-title">', esc_attr( $id_base ) );
		$html .= sprintf( '<h2 id="%s-receipt-title">%s</h2>', esc_attr( $id_base ), esc_html__( 'Thank you for your donation!', 'opengive' ) );
		$html .= '<dl class="wp-block-opengive-donation-form__receipt-details">';
		foreach ( $rows as $label => list( $value, $attributes ) ) {
			$html .= '<dt>' . esc_html( $label ) . '</dt><dd' . $attributes . '>' . esc_html( $value ) . '</dd>';
		}
		$html .= '</dl>';
		if ( '' !== $receipt['instructions'] ) {
			$html .= '<p class="wp-block-opengive-donation-form__instructions">' . esc_html( (string) $receipt['instructions'] ) . '</p>';
		}
		/**
		 * Filters the receipt's HTML (the page after a gift, the receipt link and give_receipt).
		 *
		 * @param string               $html    The receipt section.
		 * @param array<string, mixed> $receipt Receipt fields (amountFormatted, donorName, date, donationId, ...).
		 */
		return (string) apply_filters( 'opengive_receipt_html', $html . '</section>', $receipt );
	}
}
