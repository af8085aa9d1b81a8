<?php
/**
 * When a declined renewal is tried again.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Subscriptions\Models\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * A declined renewal leaves its subscription failing and is tried again 3, 7 and 14 days after it
 * was due (a card over its limit on the 1st often clears within days; Stripe spaces its own retries
 * alike), each try charging the same renewal row again under a fresh provider idempotency key. The
 * tries made for the period are kept in an option per subscription, reset by a new period; a new
 * card from the donor makes the subscription active again and the job goes on from there.
 */
final class RenewalRetries {

	/**
	 * Days after the due date of each retry.
	 */
	const AFTER_DAYS = array( 3, 7, 14 );

	/**
	 * Option prefix (plus the subscription id): the period and how many tries it had.
	 */
	const OPTION = 'opengive_renewal_tries_';

	/**
	 * Records a declined try of the subscription's current period.
	 *
	 * @param Subscription $subscription The subscription, its renews_at the declined period.
	 * @return string|null When the next try is (UTC), null when none is left.
	 */
	public static function declined( Subscription $subscription ): ?string {
		$tries = self::tries( $subscription ) + 1;
		update_option(
			self::OPTION . $subscription->id,
			array(
				'period' => $subscription->renews_at,
				'tries'  => $tries,
			),
			false
		);
		return self::next_try( $subscription, $tries );
	}

	/**
	 * How many times the current period was tried and declined.
	 *
	 * @param Subscription $subscription The subscription.
	 */
	public static function tries( Subscription $subscription ): int {
		$state = get_option( self::OPTION . $subscription->id );
		return is_array( $state ) && ( $state['period'] ?? null ) === $subscription->renews_at ? (int) ( $state['tries'] ?? 0 ) : 0;
	}

	/**
	 * When the try after $tries declined ones is due.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param int          $tries        Declined tries so far (the first charge included).
	 * @return string|null UTC date, or null when no try is left (or none was made).
	 */
	public static function next_try( Subscription $subscription, int $tries ): ?string {
		if ( $tries < 1 || $tries > count( self::AFTER_DAYS ) || null === $subscription->renews_at ) {
			return null;
		}
		return gmdate( 'Y-m-d H:i:s', (int) strtotime( $subscription->renews_at . ' UTC' ) + self::AFTER_DAYS[ $tries - 1 ] * DAY_IN_SECONDS );
	}

	/**
	 * Forgets the tries (the period was paid, or the job moved on).
	 *
	 * @param int $subscription_id Subscription.
	 */
	public static function forget( int $subscription_id ): void {
		delete_option( self::OPTION . $subscription_id );
	}
}
