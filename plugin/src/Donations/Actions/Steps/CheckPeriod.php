<?php
/**
 * Step of CreateDonation: the recurring period.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Step of CreateDonation (validate request): how often the gift recurs, and whether the gateway can
 * take it.
 */
final class CheckPeriod {

	/**
	 * The chosen period: 'once', or the form's period for recurring gifts. The gateway must be able to
	 * charge renewals; the daily period is refused where the spec's gateways forbid it.
	 *
	 * @param DonationForm         $form    Form.
	 * @param PaymentGateway       $gateway Gateway.
	 * @param array<string, mixed> $input   recurringPeriod.
	 * @throws ValidationException When the period is not offered or the gateway cannot renew.
	 */
	public function period( DonationForm $form, PaymentGateway $gateway, array $input ): string {
		$settings = $form->settings->recurring;
		$asked    = (string) ( $input['recurringPeriod'] ?? Period::ONCE );
		if ( null === $settings ) {
			$period = Period::ONCE;
		} elseif ( 'yes_admin' === $settings['give_recurring_option'] ) {
			$period = (string) $settings['period'];
		} else {
			$period = $asked;
		}
		$offered = null === $settings ? array( Period::ONCE ) : ( 'yes_admin' === $settings['give_recurring_option'] ? array( $settings['period'] ) : array_merge( array( Period::ONCE ), $settings['periods'] ) );
		if ( '' !== $asked && Period::ONCE !== $asked && ! in_array( $asked, $offered, true ) ) {
			throw new ValidationException( 'opengive_invalid_period', __( 'Please choose how often to give from the options offered.', 'opengive' ), 'recurringPeriod' );
		}
		if ( Period::ONCE === $period ) {
			return $period;
		}
		if ( ! $gateway instanceof SupportsRenewals ) {
			throw new ValidationException( 'opengive_gateway_not_recurring', __( 'This payment method cannot take recurring gifts. Please choose another, or give once.', 'opengive' ), 'gatewayId' );
		}
		if ( 'day' === $period && in_array( $gateway->id(), Period::no_daily_gateways(), true ) ) {
			throw new ValidationException( 'opengive_daily_not_allowed', __( 'This payment method cannot take daily gifts. Please choose another period.', 'opengive' ), 'recurringPeriod' );
		}
		return $period;
	}
}
