<?php
/**
 * Moves a recurring gift to a new card.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * The owner (the account linked to the donor through a confirmed email) gives a provider token for a new card; renewals use it from now
 * on, and a failing subscription becomes active again so the next renewal is tried.
 */
final class UpdatePaymentMethod {

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Who may manage which subscription.
	 *
	 * @var SubscriptionAccess
	 */
	private $access;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param SubscriptionAccess     $access        Who may manage which subscription.
	 * @param GatewayRegistry        $gateways      Gateways.
	 */
	public function __construct( SubscriptionRepository $subscriptions, SubscriptionAccess $access, GatewayRegistry $gateways ) {
		$this->subscriptions = $subscriptions;
		$this->access        = $access;
		$this->gateways      = $gateways;
	}

	/**
	 * Updates the card.
	 *
	 * @param int    $subscription_id Subscription.
	 * @param int    $user_id         Acting user.
	 * @param string $token           Provider token of the new card.
	 * @throws OpenGiveException When it is not the user's, has ended, or its gateway cannot change cards.
	 */
	public function __invoke( int $subscription_id, int $user_id, string $token ): Subscription {
		$subscription = $this->access->owned( $subscription_id, $user_id );
		if ( SubscriptionStatus::has_ended( $subscription->status ) ) {
			throw new OpenGiveException( 'opengive_subscription_ended', __( 'This recurring gift has already ended.', 'opengive' ), 409 );
		}
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
		if ( SubscriptionStatus::FAILING === $subscription->status ) {
			$subscription->status = SubscriptionStatus::ACTIVE;
		}
		$this->subscriptions->update( $subscription );
		return $subscription;
	}
}
