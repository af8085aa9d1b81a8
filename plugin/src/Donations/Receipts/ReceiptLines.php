<?php
/**
 * The receipt's lines, in order, for every receipt a donor gets.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

defined( 'ABSPATH' ) || exit;

/**
 * One list of label and value for the page after a gift, the receipt link, give_receipt and the
 * receipt email: the amount, the fee the donor covered and the total when there is one, how often
 * a recurring gift repeats and when it is next taken, then who, when, how and the status. The
 * React receipt (blocks/donation-form/components/Receipt.tsx) shows the same rows from the same
 * fields.
 */
final class ReceiptLines {

	/**
	 * The lines.
	 *
	 * @param array<string, mixed> $receipt Fields from ReceiptBuilder::build().
	 * @param string[]             $hidden  Lines to leave out: donor, date, payment_method,
	 *                                      payment_status, payment_id (give_receipt's attributes).
	 * @return array<int, array{key: string, label: string, value: string}>
	 */
	public static function of( array $receipt, array $hidden = array() ): array {
		$lines = array( self::line( 'amount', __( 'Amount', 'opengive' ), $receipt['amountFormatted'] ) );
		if ( (int) $receipt['feeAmountRecovered'] > 0 ) {
			$lines[] = self::line( 'fee', __( 'Processing fee covered', 'opengive' ), $receipt['feeFormatted'] );
			$lines[] = self::line( 'total', __( 'Total', 'opengive' ), $receipt['totalFormatted'] );
		}
		if ( '' !== (string) ( $receipt['frequency'] ?? '' ) ) {
			$lines[] = self::line( 'frequency', __( 'Frequency', 'opengive' ), $receipt['frequency'] );
		}
		if ( '' !== (string) ( $receipt['nextPaymentDate'] ?? '' ) ) {
			$lines[] = self::line( 'next_payment', __( 'Next payment', 'opengive' ), $receipt['nextPaymentDate'] );
		}
		$optional = array(
			'donor'          => array( __( 'Donor', 'opengive' ), $receipt['donorName'] ),
			'date'           => array( __( 'Date', 'opengive' ), $receipt['date'] ),
			'payment_method' => array( __( 'Payment method', 'opengive' ), $receipt['paymentMethod'] ),
			'payment_status' => array( __( 'Status', 'opengive' ), $receipt['statusLabel'] ),
			'payment_id'     => array( __( 'Donation ID', 'opengive' ), $receipt['donationId'] ),
		);
		foreach ( $optional as $key => list( $label, $value ) ) {
			if ( ! in_array( $key, $hidden, true ) ) {
				$lines[] = self::line( $key, $label, $value );
			}
		}
		return $lines;
	}

	/**
	 * One line.
	 *
	 * @param string $key   Its name.
	 * @param string $label For people.
	 * @param mixed  $value Its value.
	 * @return array{key: string, label: string, value: string}
	 */
	private static function line( string $key, string $label, $value ): array {
		return array(
			'key'   => $key,
			'label' => $label,
			'value' => (string) $value,
		);
	}
}
