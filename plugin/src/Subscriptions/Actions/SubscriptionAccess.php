<?php
/**
 * Who may manage a recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * The donor who owns it (their account is linked to its donor) or staff with edit_give_payments.
 */
final class SubscriptionAccess {

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param DonorRepository        $donors        Donors.
	 */
	public function __construct( SubscriptionRepository $subscriptions, DonorRepository $donors ) {
		$this->subscriptions = $subscriptions;
		$this->donors        = $donors;
	}

	/**
	 * The subscription, when the user may manage it.
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $user_id         Acting user.
	 * @throws NotFoundException When there is no such subscription.
	 * @throws OpenGiveException 403 when it is someone else's.
	 */
	public function manageable( int $subscription_id, int $user_id ): Subscription {
		$subscription = $this->subscriptions->find( $subscription_id );
		if ( null === $subscription ) {
			throw new NotFoundException( 'opengive_subscription_not_found', __( 'That recurring gift does not exist.', 'opengive' ) );
		}
		$donor = $this->donors->find( $subscription->donor_id );
		$owner = null !== $donor && null !== $donor->user_id && $donor->user_id === $user_id;
		if ( ! $owner && ! user_can( $user_id, Capabilities::EDIT_PAYMENTS ) ) {
			throw new OpenGiveException( 'opengive_forbidden', __( 'You can only manage your own recurring gifts.', 'opengive' ), 403 );
		}
		return $subscription;
	}
}
