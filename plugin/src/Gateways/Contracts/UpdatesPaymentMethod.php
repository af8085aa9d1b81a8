<?php
/**
 * Gateways whose recurring gifts can move to a new card.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a provider token for the new card and answers the subscription's new gateway reference.
 */
interface UpdatesPaymentMethod {

	/**
	 * Moves the subscription's renewals to the new payment method.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param string       $token        Provider token of the new card (never a card number).
	 * @return string The new gateway reference.
	 * @throws OpenGiveException When the provider refuses the card.
	 */
	public function update_payment_method( Subscription $subscription, string $token ): string;
}
