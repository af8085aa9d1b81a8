<?php
/**
 * What a Stripe event about a saved card does to a recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Webhooks;

use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Notes\NoteRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A recurring Stripe gift keeps "customer|payment method" as its reference. setup_intent.succeeded
 * (a card the donor saved from the dashboard, confirmed by Stripe) puts that card on the gift named
 * in the SetupIntent's metadata, and a failing gift is active again; payment_method.detached (a card
 * removed at Stripe) takes it off every gift that used it, so the next renewal fails with a clear
 * reason and the donor is asked for a new card. Each change leaves a note on the gift.
 */
final class StripeSavedCardEvents {

	/**
	 * The events handled here.
	 */
	const TYPES = array( 'setup_intent.succeeded', 'payment_method.detached' );

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 */
	public function __construct( SubscriptionRepository $subscriptions ) {
		$this->subscriptions = $subscriptions;
	}

	/**
	 * The gifts an event is about: the SetupIntent's subscription (when its customer is the gift's), or
	 * every Stripe gift using the detached card.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The SetupIntent or PaymentMethod.
	 * @return Subscription[]
	 */
	public function subscriptions( string $type, array $object ): array {
		if ( 'setup_intent.succeeded' === $type ) {
			$found = $this->subscriptions->find( (int) ( $object['metadata']['subscription_id'] ?? 0 ) );
			$ours  = null !== $found && 'stripe' === $found->gateway_id && 0 === strpos( $found->gateway_subscription_id, (string) ( $object['customer'] ?? '' ) . '|' );
			return $ours && '' !== (string) ( $object['customer'] ?? '' ) ? array( $found ) : array();
		}
		$method = (string) ( $object['id'] ?? '' );
		if ( ! preg_match( '/^pm_[A-Za-z0-9_]{1,200}$/', $method ) ) {
			return array();
		}
		return $this->subscriptions->charged_with( 'stripe', $method );
	}

	/**
	 * Applies the event to one gift.
	 *
	 * @param string               $type         Event type.
	 * @param array<string, mixed> $object       The SetupIntent or PaymentMethod.
	 * @param Subscription         $subscription The gift.
	 * @return bool Whether it changed.
	 */
	public function apply( string $type, array $object, Subscription $subscription ): bool {
		if ( SubscriptionStatus::has_ended( $subscription->status ) ) {
			return false;
		}
		$customer = explode( '|', $subscription->gateway_subscription_id )[0];
		if ( 'payment_method.detached' === $type ) {
			$subscription->gateway_subscription_id = $customer . '|';
			$note                                  = __( 'The saved card was removed at Stripe (webhook payment_method.detached): the next renewal fails unless the donor adds a new card.', 'opengive' );
		} else {
			$method    = $object['payment_method'] ?? '';
			$method    = is_array( $method ) ? (string) ( $method['id'] ?? '' ) : (string) $method;
			$reference = $customer . '|' . $method;
			if ( ! preg_match( '/^pm_[A-Za-z0-9_]{1,200}$/', $method ) || ( $reference === $subscription->gateway_subscription_id && SubscriptionStatus::FAILING !== $subscription->status ) ) {
				return false;
			}
			$subscription->gateway_subscription_id = $reference;
			if ( SubscriptionStatus::FAILING === $subscription->status ) {
				$subscription->status = SubscriptionStatus::ACTIVE;
			}
			$note = __( 'Stripe confirmed the donor\'s new card (webhook setup_intent.succeeded); renewals use it from now on.', 'opengive' );
		}
		$this->subscriptions->update( $subscription );
		( new NoteRepository() )->add( 'subscription', $subscription->id, $note, 'system', null );
		return true;
	}
}
