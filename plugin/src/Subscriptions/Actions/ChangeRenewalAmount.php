<?php
/**
 * Changes how much a recurring gift takes each period.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Subscriptions\Actions\Steps\CheckRenewalAmount;
use OpenGive\Subscriptions\Actions\Steps\RefuseEnded;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\FeeRecovery;

defined( 'ABSPATH' ) || exit;

/**
 * Spec section 5 ("recurring renewal amount"): empty or 0 becomes the form's minimum; outside the
 * form's minimum/maximum (and above the site-wide ceiling, max_amount_minor) the change is refused
 * with the matching notice. Only the subscription's confirmed owner may change it. A donor who covers the fee
 * keeps covering it, recomputed for the new amount from the form's stored fee settings.
 */
final class ChangeRenewalAmount {

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
	 * Forms (their limits and fee settings).
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Constructor.
	 *
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 * @param SubscriptionAccess     $access        Who may manage which subscription.
	 * @param FormRepository         $forms         Forms.
	 */
	public function __construct( SubscriptionRepository $subscriptions, SubscriptionAccess $access, FormRepository $forms ) {
		$this->subscriptions = $subscriptions;
		$this->access        = $access;
		$this->forms         = $forms;
	}

	/**
	 * Applies the new amount.
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $user_id         Acting user.
	 * @param int $amount          New amount per period, minor units (0: the minimum).
	 * @throws OpenGiveException When it is not the user's or has ended.
	 * @throws ValidationException When the amount is outside the form's limits.
	 */
	public function __invoke( int $subscription_id, int $user_id, int $amount ): Subscription {
		// Pipeline: find the owner's subscription → refuse an ended one → check the amount against the
		// rule table → recompute a covered fee → save.
		$subscription = $this->access->owned( $subscription_id, $user_id );
		$form         = $this->forms->find( $subscription->form_id );
		$amount       = $this->check( $subscription, $form, $amount );
		if ( $subscription->fee_amount_recovered > 0 && null !== $form ) {
			$subscription->fee_amount_recovered = FeeRecovery::fee( $amount, $form->settings->fee_recovery, $subscription->gateway_id, $subscription->currency, $form->settings->currency->decimals );
		}
		$subscription->amount = $amount;
		$this->subscriptions->update( $subscription );
		return $subscription;
	}

	/**
	 * Staff's change (PUT /givewp/v3/subscriptions/{id} with amount): the same rules as the donor's
	 * (ended subscriptions refused, the form's minimum and maximum, the site-wide ceiling) and the
	 * covered fee recomputed the same way; the caller saves it.
	 *
	 * @param Subscription $subscription The subscription, changed in place.
	 * @param int          $amount       New amount per period, minor units.
	 * @throws OpenGiveException When it has ended.
	 * @throws ValidationException When the amount is outside the form's limits (field "amount").
	 */
	public function apply_for_staff( Subscription $subscription, int $amount ): void {
		$form = $this->forms->find( $subscription->form_id );
		try {
			$amount = $this->check( $subscription, $form, max( 1, $amount ) );
		} catch ( ValidationException $error ) {
			// The same sentence, naming the API's field instead of the dashboard's.
			throw new ValidationException( $error->error_code(), $error->getMessage(), 'amount' );
		}
		if ( $subscription->fee_amount_recovered > 0 && null !== $form ) {
			$subscription->fee_amount_recovered = FeeRecovery::fee( $amount, $form->settings->fee_recovery, $subscription->gateway_id, $subscription->currency, $form->settings->currency->decimals );
		}
		$subscription->amount = $amount;
	}

	/**
	 * Checks a change without making it, so a form that also changes the card can refuse a bad
	 * amount before touching the payment provider.
	 *
	 * @param int $subscription_id Subscription.
	 * @param int $user_id         Acting user.
	 * @param int $amount          New amount per period, minor units (0: the minimum).
	 * @return int The amount that will be used.
	 */
	public function validate( int $subscription_id, int $user_id, int $amount ): int {
		$subscription = $this->access->owned( $subscription_id, $user_id );
		return $this->check( $subscription, $this->forms->find( $subscription->form_id ), $amount );
	}

	/**
	 * The amount that will be used: the subscription must not have ended, then the rule table decides.
	 *
	 * @param Subscription      $subscription The subscription.
	 * @param DonationForm|null $form         Its form (limits), null when deleted.
	 * @param int               $amount       New amount per period, minor units (0: the minimum).
	 * @throws OpenGiveException When it has ended.
	 * @throws ValidationException When the amount is outside the form's limits.
	 */
	private function check( Subscription $subscription, ?DonationForm $form, int $amount ): int {
		return ( new CheckRenewalAmount() )( ( new RefuseEnded() )( $subscription ), $form, $amount );
	}

	/**
	 * The highest renewal amount: the form's maximum, never above the site-wide ceiling
	 * (max_amount_minor), which alone applies when the form has none or was deleted.
	 *
	 * @param DonationForm|null $form Form.
	 */
	public static function maximum( ?DonationForm $form ): int {
		return CheckRenewalAmount::maximum( $form );
	}
}
