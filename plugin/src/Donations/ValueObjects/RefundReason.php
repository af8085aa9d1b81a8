<?php
/**
 * Why a donation is refunded.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\ValueObjects;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's refund reasons (plugin/data/refund-reasons.json, which the admin's refund form reads
 * too), with the words the donation's note uses for each.
 */
final class RefundReason {

	/**
	 * The reasons, in the data file's order.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array_map( 'strval', (array) ( DataFile::read( 'refund-reasons' )['reasons'] ?? array() ) );
	}

	/**
	 * A reason for people.
	 *
	 * @param string $reason One of all().
	 */
	public static function label( string $reason ): string {
		$labels = array(
			'requested_by_customer' => __( 'requested by the donor', 'opengive' ),
			'duplicate'             => __( 'a duplicate gift', 'opengive' ),
			'fraudulent'            => __( 'fraudulent', 'opengive' ),
		);
		return $labels[ $reason ] ?? $reason;
	}
}
