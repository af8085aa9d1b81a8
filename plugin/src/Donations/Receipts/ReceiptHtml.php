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
		$html  = sprintf( '<section class="wp-block-opengive-donation-form__receipt" aria-labelledby="%s-receipt-title">', esc_attr( $id_base ) );
		$html .= sprintf( '<h2 id="%s-receipt-title">%s</h2>', esc_attr( $id_base ), esc_html__( 'Thank you for your donation!', 'opengive' ) );
		$html .= '<dl class="wp-block-opengive-donation-form__receipt-details">';
		foreach ( ReceiptLines::of( $receipt, $hidden ) as $line ) {
			// The amount and the total keep their test ids (the browser tests read them).
			$testid = in_array( $line['key'], array( 'amount', 'total' ), true ) ? ' data-testid="receipt-' . $line['key'] . '"' : '';
			$html  .= '<dt>' . esc_html( $line['label'] ) . '</dt><dd' . $testid . '>' . esc_html( $line['value'] ) . '</dd>';
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
