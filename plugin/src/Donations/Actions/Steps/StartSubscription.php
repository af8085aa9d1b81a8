<?php
/**
 * Step of CreateDonation: record the subscription a recurring gift starts.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Gateways\Contracts\RenewsManually;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Step 5 of CreateDonation (record outcome): a charged recurring gift starts its subscription, linked
 * to its first donation; a single gift needs nothing more.
 */
final class StartSubscription {

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
	 * @param GatewayRegistry        $gateways      Gateways.
	 */
	public function __construct( SubscriptionRepository $subscriptions, DonationRepository $donations, GatewayRegistry $gateways ) {
		$this->subscriptions = $subscriptions;
		$this->donations     = $donations;
		$this->gateways      = $gateways;
	}
	/**
	 * Records the subscription a recurring gift starts, and links its first donation.
	 *
	 * @param DonationForm $form      Form.
	 * @param Donation     $donation  The first gift (charged or pending).
	 * @param string       $period    Period.
	 * @param string       $reference What the gateway charges renewals with.
	 */
	public function __invoke( DonationForm $form, Donation $donation, string $period, string $reference ): void {
		$subscription                          = new Subscription();
		$subscription->donor_id                = $donation->donor_id;
		$subscription->form_id                 = $form->id;
		$subscription->campaign_id             = $form->settings->campaign_id;
		$subscription->status                  = SubscriptionStatus::ACTIVE;
		$subscription->mode                    = $donation->mode;
		$subscription->period                  = $period;
		$subscription->installments            = (int) $form->settings->recurring['installments'];
		$subscription->amount                  = $donation->amount;
		$subscription->fee_amount_recovered    = $donation->fee_amount_recovered;
		$subscription->currency                = $donation->currency;
		$subscription->gateway_id              = $donation->gateway_id;
		$subscription->gateway_subscription_id = $reference;
		$subscription->transaction_id          = $donation->gateway_transaction_id;
		$subscription->created_at              = $donation->created_at;
		$manual                                = $this->gateways->get( $donation->gateway_id ) instanceof RenewsManually;
		$subscription->renews_at               = 1 === $subscription->installments || $manual ? null : Period::nth( $donation->created_at, $period, 1 );
		if ( 1 === $subscription->installments ) {
			$subscription->status = SubscriptionStatus::COMPLETED;
		}
		Transaction::run(
			function () use ( $subscription, $donation ) {
				$this->subscriptions->insert( $subscription );
				$donation->subscription_id = $subscription->id;
				$this->donations->update( $donation );
			}
		);
	}
}
