<?php
/**
 * Moves a recurring gift to a new card.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Actions\Steps\RefuseEnded;
use OpenGive\Subscriptions\Actions\Steps\SwapCard;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Exceptions\OpenGiveException;

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
		// Pipeline: find the owner's subscription → refuse an ended one → swap the card at the provider
		// → a failing gift is active again → save.
		$subscription = ( new RefuseEnded() )( $this->access->owned( $subscription_id, $user_id ) );
		$subscription = ( new SwapCard( $this->gateways ) )( $subscription, $token );
		$was_failing = SubscriptionStatus::FAILING === $subscription->status;
		if ( $was_failing ) {
			$subscription->status = SubscriptionStatus::ACTIVE;
		}
		$this->subscriptions->update( $subscription );
		if ( $was_failing ) {
			// The declined period is charged on the new card by the next renewal run: run one now.
			wp_schedule_single_event( time(), ProcessRenewals::HOOK );
		}
		return $subscription;
	}
}
