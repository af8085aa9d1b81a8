<?php
/**
 * What every payment gateway does.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

use OpenGive\Donations\Models\Donation;
use OpenGive\Gateways\ValueObjects\ChargeResult;

defined( 'ABSPATH' ) || exit;

/**
 * A way to take money. Card data never reaches a gateway class: only provider tokens do.
 */
interface PaymentGateway {

	/**
	 * Stable id stored on donations, e.g. 'test'.
	 */
	public function id(): string;

	/**
	 * Name shown to donors.
	 */
	public function label(): string;

	/**
	 * live|test: the mode of donations made through it.
	 */
	public function mode(): string;

	/**
	 * Charges a saved, pending donation.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data Gateway-specific data from the form (tokens, never card numbers).
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult;
}
