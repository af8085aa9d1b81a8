<?php
/**
 * Fee recovery: what a donor adds to cover the payment provider's fee.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's formula (section 5). Amounts in minor units of the form's currency; base_amount and
 * maxAmount in major units, as GiveWP stores them. The twin of src/money/fees.ts; both pass
 * tests/fixtures/fees.json.
 */
final class FeeRecovery {

	/**
	 * The entry that applies to a gateway, or null when no fee is recovered with it.
	 *
	 * @param array<string, mixed>|null $settings   fee_recovery, fee_data.
	 * @param string                    $gateway_id Chosen gateway.
	 * @return array<string, mixed>|null
	 */
	public static function entry_for( ?array $settings, string $gateway_id ): ?array {
		if ( null === $settings || empty( $settings['fee_recovery'] ) ) {
			return null;
		}
		$data  = (array) ( $settings['fee_data'] ?? array() );
		$entry = $data['all_gateways'] ?? ( $data[ $gateway_id ] ?? null );
		if ( ! is_array( $entry ) || ! empty( $entry['give_fee_disable'] ) || 'disabled' === ( $entry['give_fee_status'] ?? '' ) ) {
			return null;
		}
		return $entry;
	}

	/**
	 * The fee in minor units.
	 *
	 * @param int                       $amount     The gift, minor units.
	 * @param array<string, mixed>|null $settings   fee_recovery, fee_data.
	 * @param string                    $gateway_id Chosen gateway.
	 * @param string                    $code       Currency code: its own decimals (currencies.json) are the
	 *                                              minor units, whatever a form shows.
	 * @param int|null                  $shown      Unused: a form's display decimals never change the fee
	 *                                              (kept so existing callers need no change).
	 */
	public static function fee( int $amount, ?array $settings, string $gateway_id, string $code, ?int $shown = null ): int {
		unset( $shown );
		$decimals = Currency::default_decimals( $code );
		$entry    = self::entry_for( $settings, $gateway_id );
		if ( null === $entry || $amount <= 0 ) {
			return 0;
		}
		$major      = $amount / ( 10 ** $decimals );
		$percentage = (float) ( $entry['percentage'] ?? 0 );
		$base       = (float) ( $entry['base_amount'] ?? 0 );
		$fee        = $percentage > 0 && $base > 0
			? ( $major + $base ) / ( 1 - $percentage / 100 ) - $major
			: $major * $percentage / 100 + $base;
		$cap        = (float) ( $entry['maxAmount'] ?? 0 );
		if ( $cap > 0 ) {
			$fee = min( $fee, $cap );
		}
		if ( $fee <= 0 ) {
			return 0;
		}
		if ( Currency::is_zero_decimal_code( $code ) ) {
			// Rounded up, no decimals; the tolerance keeps float noise from adding a unit.
			return (int) ceil( $fee - 1e-9 );
		}
		// At least two decimals, as the spec asks ("decimals of 1 or less become 2"); a three-decimal
		// currency keeps its three.
		$places  = max( 2, $decimals );
		$rounded = self::round_half_up( $fee * ( 10 ** $places ) ) / ( 10 ** $places );
		return (int) self::round_half_up( $rounded * ( 10 ** $decimals ) );
	}

	/**
	 * JavaScript's Math.round for positive numbers (floor of x + 0.5), so both sides agree to the
	 * unit; PHP's round() pre-rounds and can differ on values such as 100.49999999999999.
	 *
	 * @param float $value Positive value.
	 */
	private static function round_half_up( float $value ): float {
		return floor( $value + 0.5 );
	}
}
