<?php
/**
 * Step shared by the subscription actions: an ended subscription cannot change.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions\Steps;

use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Cancel, change amount and change card all start here after the access check: a cancelled,
 * completed or expired subscription answers 409 with one sentence.
 */
final class RefuseEnded {

	/**
	 * Passes a subscription that has not ended.
	 *
	 * @param Subscription $subscription The subscription.
	 * @throws OpenGiveException When it has ended (409).
	 */
	public function __invoke( Subscription $subscription ): Subscription {
		if ( SubscriptionStatus::has_ended( $subscription->status ) ) {
			throw new OpenGiveException( 'opengive_subscription_ended', __( 'This recurring gift has already ended.', 'opengive' ), 409 );
		}
		return $subscription;
	}
}
