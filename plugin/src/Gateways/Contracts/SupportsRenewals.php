<?php
/**
 * Gateways that can charge a recurring gift's renewals.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

use OpenGive\Donations\Models\Donation;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Subscriptions\Models\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * Only these gateways are offered for recurring gifts. Their first charge of a recurring gift returns
 * a reference (ChargeResult::$reference) that renewals are charged with.
 */
interface SupportsRenewals {

	/**
	 * Charges a saved, pending renewal donation of the subscription.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param Donation     $renewal      The renewal donation.
	 */
	public function renew( Subscription $subscription, Donation $renewal ): ChargeResult;
}
