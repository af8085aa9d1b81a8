<?php
/**
 * Step of ChangeRenewalAmount: the amount that will be used, or why it cannot be.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Actions\Steps;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Rules\RenewalAmountRules;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Applies the shared rule table (plugin/data/renewal-amount.json) with the form's limits and words
 * the refusal in the form's currency.
 */
final class CheckRenewalAmount {

	/**
	 * The amount that will be used (0 becomes the minimum).
	 *
	 * @param Subscription      $subscription The subscription.
	 * @param DonationForm|null $form         Its form (limits), null when deleted.
	 * @param int               $amount       New amount per period, minor units (0: the minimum).
	 * @throws ValidationException When the amount is outside the form's limits.
	 */
	public function __invoke( Subscription $subscription, ?DonationForm $form, int $amount ): int {
		$minimum  = null !== $form ? $form->settings->minimum : null;
		$maximum  = self::maximum( $form );
		$currency = null !== $form ? $form->settings->currency : Currency::from_array( array( 'code' => $subscription->currency ) );
		$result   = RenewalAmountRules::apply( $amount, $minimum, $maximum );
		if ( null === $result['refused'] ) {
			return $result['amount'];
		}
		$code = (string) $result['refused']['code'];
		if ( 'bad_minimum' === $result['refused']['verdict'] ) {
			/* translators: %s: minimum amount with currency, e.g. $5.00 */
			throw new ValidationException( $code, sprintf( __( 'The minimum donation is %s.', 'opengive' ), AmountFormatter::format( (int) $minimum, $currency ) ), 'renewalAmount' );
		}
		if ( 'bad_maximum' === $result['refused']['verdict'] ) {
			/* translators: %s: maximum amount with currency, e.g. $10,000.00 */
			throw new ValidationException( $code, sprintf( __( 'The maximum donation is %s.', 'opengive' ), AmountFormatter::format( $maximum, $currency ) ), 'renewalAmount' );
		}
		throw new ValidationException( $code, __( 'Please enter a donation amount.', 'opengive' ), 'renewalAmount' );
	}

	/**
	 * The highest renewal amount: the form's maximum, never above the site-wide ceiling
	 * (max_amount_minor), which alone applies when the form has none or was deleted.
	 *
	 * @param DonationForm|null $form Form.
	 */
	public static function maximum( ?DonationForm $form ): int {
		return AmountLimits::maximum( null !== $form && null !== $form->settings->maximum ? (int) $form->settings->maximum : null );
	}
}
