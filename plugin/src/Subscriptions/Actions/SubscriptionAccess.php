<?php
/**
 * Who may manage a recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Donors\Actions\ResolveDonor;
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
		if ( ! $this->is_owner( $subscription, $user_id ) && ! user_can( $user_id, Capabilities::EDIT_PAYMENTS ) ) {
			throw new OpenGiveException( 'opengive_forbidden', __( 'You can only manage your own recurring gifts.', 'opengive' ), 403 );
		}
		return $subscription;
	}

	/**
	 * The subscription, when the user is its owner: the account linked to its donor through a
	 * confirmed email (an account that merely shares the email is not). Changing the amount or the
	 * card takes this; staff change them in wp-admin, not through the donor's routes.
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $user_id         Acting (logged-in) user.
	 * @throws NotFoundException When there is no such subscription.
	 * @throws OpenGiveException 403 when the user is not its owner.
	 */
	public function owned( int $subscription_id, int $user_id ): Subscription {
		$subscription = $this->subscriptions->find( $subscription_id );
		if ( null === $subscription ) {
			throw new NotFoundException( 'opengive_subscription_not_found', __( 'That recurring gift does not exist.', 'opengive' ) );
		}
		if ( ! $this->is_owner( $subscription, $user_id ) ) {
			throw new OpenGiveException( 'opengive_forbidden', __( 'Only the donor who gives this recurring gift can change its amount or card, after confirming their email address.', 'opengive' ), 403 );
		}
		return $subscription;
	}

	/**
	 * Whether the user's account is linked (through a confirmed email) to the subscription's donor.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param int          $user_id      User.
	 */
	private function is_owner( Subscription $subscription, int $user_id ): bool {
		$donor = $this->donors->find( $subscription->donor_id );
		return null !== $donor && ResolveDonor::is_owner( $donor, $user_id );
	}
}
