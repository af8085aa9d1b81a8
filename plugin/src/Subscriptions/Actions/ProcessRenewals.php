<?php
/**
 * The renewal job: charges every subscription that is due.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Gateways\Contracts\RenewsManually;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Runs from WP-Cron (hourly). Each due renewal becomes a donation linked to its subscription and is
 * charged through the gateway; the next date is counted from the first gift. A renewal's idempotency
 * key is the subscription and its due date, so running the job twice for one period never charges
 * twice (the table's unique key refuses the second row even when two runs overlap). A declined
 * renewal is tried again on RenewalRetries' schedule.
 */
final class ProcessRenewals {

	const HOOK = 'opengive_process_renewals';

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

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
	 * @param DonationRepository     $donations     Donations.
	 * @param DonorRepository        $donors        Donors.
	 * @param GatewayRegistry        $gateways      Gateways.
	 */
	public function __construct( SubscriptionRepository $subscriptions, DonationRepository $donations, DonorRepository $donors, GatewayRegistry $gateways ) {
		$this->subscriptions = $subscriptions;
		$this->donations     = $donations;
		$this->donors        = $donors;
		$this->gateways      = $gateways;
	}

	/**
	 * Renews everything due at $now.
	 *
	 * @param string|null $now UTC 'Y-m-d H:i:s' (tests move the clock); null: now.
	 * @return array{renewed: int, failed: int, skipped: int}
	 */
	public function __invoke( ?string $now = null ): array {
		$now    = $now ?? gmdate( 'Y-m-d H:i:s' );
		$counts = array(
			'renewed' => 0,
			'failed'  => 0,
			'skipped' => 0,
		);
		// Declined renewals whose next try is due: a paid one is active again, and the pass below
		// counts it as renewed when it moves it to its next date.
		$earliest = gmdate( 'Y-m-d H:i:s', (int) strtotime( $now . ' UTC' ) - RenewalRetries::AFTER_DAYS[0] * DAY_IN_SECONDS );
		foreach ( $this->subscriptions->failing_due( $earliest ) as $subscription ) {
			$retried = $this->retry( $subscription, $now );
			if ( null !== $retried ) {
				$counts[ $retried ]++;
			}
		}
		// A subscription several periods behind catches up one period per pass.
		for ( $pass = 0; $pass < 24; $pass++ ) {
			$due = $this->subscriptions->due( $now );
			if ( array() === $due ) {
				break;
			}
			foreach ( $due as $subscription ) {
				$counts[ $this->renew( $subscription ) ]++;
			}
		}
		return $counts;
	}

	/**
	 * Charges one renewal.
	 *
	 * @param Subscription $subscription A due subscription.
	 * @return string renewed|failed|skipped
	 */
	private function renew( Subscription $subscription ): string {
		$gateway = $this->gateways->get( $subscription->gateway_id );
		if ( ! $gateway instanceof SupportsRenewals ) {
			$subscription->status = SubscriptionStatus::FAILING;
			$this->subscriptions->update( $subscription );
			return 'failed';
		}
		if ( $gateway instanceof RenewsManually ) {
			// A pledge (cheque, transfer) is never renewed on its own: clearing the date takes it out of
			// the due list for good, so it cannot crowd out subscriptions that do renew.
			$subscription->renews_at = null;
			$this->subscriptions->update( $subscription );
			return 'skipped';
		}
		$key      = self::period_key( $subscription );
		$recorded = $this->donations->find_by_idempotency_key( $key );
		if ( null === $recorded ) {
			$renewal = $this->renewal( $subscription, $key );
			try {
				$this->donations->insert( $renewal );
			} catch ( \RuntimeException $taken ) {
				// Another run recorded this period first.
				return 'skipped';
			}
			if ( ! $this->charge( $gateway, $subscription, $renewal ) ) {
				return 'failed';
			}
		} elseif ( DonationStatus::FAILED === $recorded->status ) {
			// Active again with this period declined: the donor gave a new card. The missed period is
			// charged on it now (under a fresh attempt key), not skipped.
			$recorded->attempt = RenewalRetries::tries( $subscription );
			if ( ! $this->charge( $gateway, $subscription, $recorded ) ) {
				return 'failed';
			}
		}
		$this->advance( $subscription );
		return 'renewed';
	}

	/**
	 * Tries a declined renewal again when its next try is due.
	 *
	 * @param Subscription $subscription A failing subscription.
	 * @param string       $now          UTC now.
	 * @return string|null failed; null when it went through (counted as it advances) or nothing was due.
	 */
	private function retry( Subscription $subscription, string $now ): ?string {
		$tries   = RenewalRetries::tries( $subscription );
		$due     = RenewalRetries::next_try( $subscription, $tries );
		$renewal = null === $due || $due > $now ? null : $this->donations->find_by_idempotency_key( self::period_key( $subscription ) );
		$gateway = $this->gateways->get( $subscription->gateway_id );
		if ( null === $renewal || DonationStatus::FAILED !== $renewal->status || ! $gateway instanceof SupportsRenewals ) {
			// Failing for another reason (no try recorded: a card removed at the provider): the donor's new card restarts it.
			return null;
		}
		$renewal->attempt = $tries;
		if ( ! $this->charge( $gateway, $subscription, $renewal ) ) {
			return 'failed';
		}
		// Paid: active again; the pass below finds this period's renewal and moves to the next date.
		$subscription->status = SubscriptionStatus::ACTIVE;
		$this->subscriptions->update( $subscription );
		return null;
	}

	/**
	 * Charges a recorded renewal and says how it went (a decline leaves the subscription failing, with
	 * its next try, and tells donor and site).
	 *
	 * @param SupportsRenewals $gateway      The subscription's gateway.
	 * @param Subscription     $subscription The subscription.
	 * @param Donation         $renewal      The renewal row.
	 * @return bool Whether it was not declined.
	 */
	private function charge( SupportsRenewals $gateway, Subscription $subscription, Donation $renewal ): bool {
		$result                          = $gateway->renew( $subscription, $renewal );
		$renewal->status                 = $result->status;
		$renewal->gateway_transaction_id = $result->transaction_id;
		$renewal->payment_brand          = $result->card_brand;
		$renewal->payment_last4          = $result->card_last4;
		$this->donations->update( $renewal );
		if ( DonationStatus::FAILED === $result->status ) {
			$subscription->status = SubscriptionStatus::FAILING;
			$this->subscriptions->update( $subscription );
			/**
			 * Fires when a renewal could not be charged.
			 *
			 * @param Donation     $renewal      The failed renewal.
			 * @param Subscription $subscription Its subscription, now failing.
			 * @param string       $message      The gateway's reason.
			 * @param string|null  $next_try     When it is tried again (UTC), null when it is not.
			 */
			do_action( 'opengive_renewal_failed', $renewal, $subscription, $result->message, RenewalRetries::declined( $subscription ) );
			return false;
		}
		/**
		 * Fires after a renewal was recorded and charged (or recorded pending, offline).
		 *
		 * @param Donation     $renewal      The renewal.
		 * @param Subscription $subscription Its subscription.
		 */
		do_action( 'opengive_renewal_created', $renewal, $subscription );
		return true;
	}

	/**
	 * The idempotency key of a subscription's current period: one renewal row per period.
	 *
	 * @param Subscription $subscription The subscription.
	 */
	public static function period_key( Subscription $subscription ): string {
		return hash( 'sha256', 'renewal|' . $subscription->id . '|' . $subscription->renews_at );
	}

	/**
	 * The pending renewal donation (also the base of a renewal recorded through the API).
	 *
	 * @param Subscription $subscription Subscription.
	 * @param string       $key          Idempotency key of this period.
	 */
	public function renewal( Subscription $subscription, string $key ): Donation {
		$donor                          = $this->donors->find( $subscription->donor_id );
		$first                          = $this->donations->first_for_subscription( $subscription->id );
		$renewal                        = new Donation();
		$renewal->form_id               = $subscription->form_id;
		$renewal->campaign_id           = $subscription->campaign_id;
		$renewal->donor_id              = $subscription->donor_id;
		$renewal->subscription_id       = $subscription->id;
		$renewal->status                = DonationStatus::PENDING;
		$renewal->type                  = 'renewal';
		$renewal->mode                  = $subscription->mode;
		$renewal->amount                = $subscription->amount;
		$renewal->fee_amount_recovered  = $subscription->fee_amount_recovered;
		$renewal->currency              = $subscription->currency;
		$renewal->gateway_id            = $subscription->gateway_id;
		$renewal->purchase_key          = bin2hex( random_bytes( 16 ) );
		$renewal->idempotency_key       = $key;
		$renewal->email                 = null !== $donor ? $donor->email : ( null !== $first ? $first->email : '' );
		$renewal->first_name            = null !== $first ? $first->first_name : ( null !== $donor ? $donor->first_name : '' );
		$renewal->last_name             = null !== $first ? $first->last_name : ( null !== $donor ? $donor->last_name : '' );
		$renewal->company               = null !== $first ? $first->company : '';
		$renewal->level_id              = null !== $first ? $first->level_id : '';
		$renewal->anonymous             = null !== $first && $first->anonymous;
		if ( null !== $first ) {
			$renewal->billing_address = $first->billing_address;
		}
		return $renewal;
	}

	/**
	 * Moves the subscription to its next date, or completes it after the last installment.
	 *
	 * @param Subscription $subscription Subscription.
	 */
	private function advance( Subscription $subscription ): void {
		RenewalRetries::forget( $subscription->id );
		$gifts = $this->donations->count_for_subscription( $subscription->id );
		if ( $subscription->installments > 0 && $gifts >= $subscription->installments ) {
			$subscription->status    = SubscriptionStatus::COMPLETED;
			$subscription->renews_at = null;
		} else {
			$subscription->renews_at = Period::nth( $subscription->created_at, $subscription->period, $gifts );
		}
		$this->subscriptions->update( $subscription );
	}
}
