<?php
/**
 * Step of CreateDonation: amount and fee checks.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Money\AmountParser;
use OpenGive\Support\Money\AmountRules;
use OpenGive\Support\Money\FeeRecovery;

defined( 'ABSPATH' ) || exit;

/**
 * Step of CreateDonation (validate request): the amount to charge and the fee the donor covers, both
 * from the form's stored settings; what the browser sent is checked, never trusted.
 */
final class CheckAmount {

	/**
	 * The amount to charge, in minor units of the form's currency: a known level's own price (the
	 * browser's figure is not trusted for levels), otherwise the custom amount checked against the
	 * form's rules and the site-wide ceiling. The custom amount is either typed text (amountText, from
	 * the no-JS form: read with the form's separators by AmountParser) or an integer of minor units
	 * (amount, from REST: never cast, so 1e20 cannot wrap).
	 *
	 * @param DonationForm         $form     Form.
	 * @param string               $level_id Chosen level id or 'custom'.
	 * @param array<string, mixed> $input    amount or amountText.
	 * @throws ValidationException When the amount is malformed or breaks a rule.
	 */
	public function amount( DonationForm $form, string $level_id, array $input ): int {
		$amount = $this->within_form_rules( $form, $level_id, $input );
		/**
		 * Lets a site refuse an amount the form's own rules accept (e.g. only whole tens).
		 *
		 * @param null|string|\WP_Error   $refusal Null to accept; a sentence or a WP_Error (code and message) to refuse.
		 * @param int                     $amount  The gift in minor units (cents).
		 * @param DonationForm            $form    The form.
		 * @param array<string, mixed>    $input   The donation input as sent.
		 */
		$refusal = apply_filters( 'opengive_validate_amount', null, $amount, $form, $input );
		if ( $refusal instanceof \WP_Error ) {
			throw new ValidationException( (string) $refusal->get_error_code(), $refusal->get_error_message(), 'amount' );
		}
		if ( is_string( $refusal ) && '' !== $refusal ) {
			throw new ValidationException( 'opengive_amount_refused', $refusal, 'amount' );
		}
		return $amount;
	}

	/**
	 * The amount, checked against the form's levels, minimum, maximum and currency.
	 *
	 * @param DonationForm         $form     Form.
	 * @param string               $level_id Chosen level id, or 'custom'.
	 * @param array<string, mixed> $input    Donation input.
	 * @throws ValidationException When the amount is malformed or breaks a rule.
	 */
	private function within_form_rules( DonationForm $form, string $level_id, array $input ): int {
		$settings = $form->settings;
		$currency = $settings->currency;
		$level    = $settings->level( $level_id );
		if ( null !== $level ) {
			$amount = $level->amount;
		} elseif ( isset( $input['amountText'] ) && is_string( $input['amountText'] ) ) {
			$amount = AmountParser::parse( $input['amountText'], $currency );
		} else {
			$amount = AmountLimits::minor_units( $input['amount'] ?? 0 );
		}
		if ( isset( $input['currency'] ) && is_string( $input['currency'] ) && '' !== $input['currency'] && strtoupper( $input['currency'] ) !== $currency->code ) {
			/* translators: %s: the form's ISO currency code, e.g. USD */
			throw new ValidationException( 'opengive_currency_mismatch', sprintf( __( 'This form takes gifts in %s. Please reload the page and donate again.', 'opengive' ), $currency->code ), 'currency' );
		}
		$verdict = AmountRules::check( $amount, $settings->minimum, $settings->maximum, $settings->level_amounts(), $settings->custom_amount, AmountLimits::ceiling() );
		if ( null !== $level && AmountRules::BAD_MAXIMUM !== $verdict ) {
			return $amount;
		}
		switch ( $verdict ) {
			case AmountRules::VALID:
				return $amount;
			case AmountRules::EMPTY:
				throw new ValidationException( 'opengive_amount_required', __( 'Please enter a donation amount.', 'opengive' ), 'amount' );
			case AmountRules::BAD_LEVEL:
				throw new ValidationException( 'opengive_invalid_level', __( 'Please choose one of the donation amounts offered.', 'opengive' ), 'amount' );
			case AmountRules::BAD_MINIMUM:
				/* translators: %s: minimum amount with currency, e.g. $5.00 */
				throw new ValidationException( 'opengive_amount_too_low', sprintf( __( 'The minimum donation is %s.', 'opengive' ), AmountFormatter::format( (int) $settings->minimum, $currency ) ), 'amount' );
			default:
				/* translators: %s: maximum amount with currency, e.g. $10,000.00 */
				throw new ValidationException( 'opengive_amount_too_high', sprintf( __( 'The maximum donation is %s.', 'opengive' ), AmountFormatter::format( AmountLimits::maximum( $settings->maximum ), $currency ) ), 'amount' );
		}
	}

	/**
	 * The processing fee the donor covers: recomputed from the form's stored settings; a fee or total
	 * the browser sent that differs is refused (never trusted, never silently changed).
	 *
	 * @param DonationForm         $form       Form.
	 * @param int                  $amount     The gift, minor units.
	 * @param string               $gateway_id Gateway.
	 * @param array<string, mixed> $input      coverFee, feeAmount, total.
	 * @throws ValidationException When the sent fee or total does not match.
	 */
	public function fee( DonationForm $form, int $amount, string $gateway_id, array $input ): int {
		$cover    = in_array( $input['coverFee'] ?? false, array( true, 1, '1', 'true', 'enabled' ), true );
		$currency = $form->settings->currency;
		$fee      = $cover ? FeeRecovery::fee( $amount, $form->settings->fee_recovery, $gateway_id, $currency->code, $currency->minor_decimals ) : 0;
		if ( isset( $input['feeAmount'] ) && (int) $input['feeAmount'] !== $fee ) {
			throw new ValidationException( 'opengive_fee_mismatch', __( 'The processing fee for this amount and payment method has changed. Please check the total and donate again.', 'opengive' ), 'feeAmount' );
		}
		if ( isset( $input['total'] ) && (int) $input['total'] !== $amount + $fee ) {
			throw new ValidationException( 'opengive_total_mismatch', __( 'The total does not match the amount and fee. Please check the total and donate again.', 'opengive' ), 'total' );
		}
		return $fee;
	}
}
