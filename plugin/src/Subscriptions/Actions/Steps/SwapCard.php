<?php
/**
 * Step of UpdatePaymentMethod: the provider takes the new card.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions\Steps;

use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the subscription's gateway, refuses one that cannot change cards, and hands it the token.
 * The provider's own reason for a refusal is never passed on.
 */
final class SwapCard {

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Constructor.
	 *
	 * @param GatewayRegistry $gateways Gateways.
	 */
	public function __construct( GatewayRegistry $gateways ) {
		$this->gateways = $gateways;
	}

	/**
	 * Stores the provider's new reference on the subscription (not yet saved).
	 *
	 * @param Subscription $subscription The subscription.
	 * @param string       $token        Provider token of the new card.
	 * @throws OpenGiveException When the gateway cannot change cards (409) or refuses the card (402).
	 */
	public function __invoke( Subscription $subscription, string $token ): Subscription {
		$gateway = $this->gateways->available( $subscription->gateway_id );
		if ( ! $gateway instanceof UpdatesPaymentMethod ) {
			throw new OpenGiveException( 'opengive_payment_method_fixed', __( 'The payment method of this recurring gift cannot be changed online. Please contact us.', 'opengive' ), 409 );
		}
		try {
			$subscription->gateway_subscription_id = $gateway->update_payment_method( $subscription, $token );
		} catch ( ValidationException $error ) {
			throw $error;
		} catch ( OpenGiveException $error ) {
			// The provider's reason (stolen card, wrong CVC, ...) would make this route a card checker:
			// the donor hears one sentence whatever the reason.
			throw new OpenGiveException( 'opengive_payment_method_refused', __( 'This card could not be used. Please check its details or try another card.', 'opengive' ), 402, array( 'field' => 'paymentToken' ) );
		}
		return $subscription;
	}
}
