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
 * Refunds the whole gift (amount and recovered fee) through the provider.
 */
interface SupportsRefunds {

	/**
	 * Refunds the donation.
	 *
	 * @param Donation $donation A completed donation of this gateway.
	 * @param string   $reason   One of plugin/data/refund-reasons.json, or '' for none given.
	 * @return string The provider's refund reference.
	 * @throws OpenGiveException When the provider refuses.
	 */
	public function refund( Donation $donation, string $reason ): string;
}
