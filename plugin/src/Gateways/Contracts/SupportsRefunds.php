<?php
/**
 * A gateway that can give a donor's money back.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

use OpenGive\Donations\Models\Donation;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Gives back all of a gift or part of it through the provider (RefundDonation decides how much: the
 * refund of the rest includes the recovered fee).
 */
interface SupportsRefunds {

	/**
	 * Refunds part or all of the donation's payment.
	 *
	 * @param Donation $donation     A completed donation of this gateway, as it was before this
	 *                               refund (its refunded_amount is what earlier refunds gave back).
	 * @param string   $reason       One of plugin/data/refund-reasons.json, or '' for none given.
	 * @param int      $amount_minor How much to give back, minor units of the donation's currency.
	 * @return string The provider's refund reference.
	 * @throws OpenGiveException When the provider refuses.
	 */
	public function refund( Donation $donation, string $reason, int $amount_minor ): string;
}
