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
	 */
	public static function render( array $receipt, string $id_base ): string {
		$rows = array(
			__( 'Amount', 'opengive' )         => array( (string) $receipt['amountFormatted'], ' data-testid="receipt-amount"' ),
		);
		if ( (int) $receipt['feeAmountRecovered'] > 0 ) {
			$rows[ __( 'Processing fee covered', 'opengive' ) ] = array( (string) $receipt['feeFormatted'], '' );
			$rows[ __( 'Total', 'opengive' ) ]                  = array( (string) $receipt['totalFormatted'], ' data-testid="receipt-total"' );
		}
		$rows += array(
			__( 'Donor', 'opengive' )          => array( (string) $receipt['donorName'], '' ),
			__( 'Date', 'opengive' )           => array( (string) $receipt['date'], '' ),
			__( 'Payment method', 'opengive' ) => array( (string) $receipt['paymentMethod'], '' ),
			__( 'Status', 'opengive' )         => array( (string) $receipt['statusLabel'], '' ),
			__( 'Donation ID', 'opengive' )    => array( (string) $receipt['donationId'], '' ),
		);
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
		return $html . '</section>';
	}
}
