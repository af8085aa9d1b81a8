<?php
/**
 * Cancels a recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Subscriptions\Actions\Steps\RefuseEnded;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * The donor who owns the subscription (their account is linked to its donor) or an administrator
 * may cancel it; no further renewals are charged.
 */
final class CancelSubscription {

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
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param SubscriptionAccess     $access        Who may manage which subscription.
	 */
	public function __construct( SubscriptionRepository $subscriptions, SubscriptionAccess $access ) {
		$this->subscriptions = $subscriptions;
		$this->access        = $access;
	}

	/**
	 * Cancels, as the given user.
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $user_id         Acting user.
	 * @throws OpenGiveException When it is not the user's, or has already ended.
	 */
	public function __invoke( int $subscription_id, int $user_id ): Subscription {
		// Pipeline: find what the user may manage → refuse an ended one → stop renewals → save → announce.
		$subscription            = ( new RefuseEnded() )( $this->access->manageable( $subscription_id, $user_id ) );
		$subscription->status    = SubscriptionStatus::CANCELLED;
		$subscription->renews_at = null;
		$this->subscriptions->update( $subscription );
		/**
		 * Fires after a recurring gift was cancelled.
		 *
		 * @param Subscription $subscription The subscription.
		 * @param int          $user_id      Who cancelled it.
		 */
		do_action( 'opengive_subscription_cancelled', $subscription, $user_id );
		return $subscription;
	}
}
