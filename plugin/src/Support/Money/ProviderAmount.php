<?php
/**
 * The figure a payment provider is sent for a stored amount.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Derived only from the stored minor units and the currency code, never from a form's display
 * decimals (which once made a yen form showing two decimals charge 100 times the gift).
 */
final class ProviderAmount {

	/**
	 * Stripe's integer amount. Stripe counts in each currency's own minor units (whole units for its
	 * zero-decimal list, JPY and KRW among them; thousandths for BHD/JOD/KWD/OMR/TND), and
	 * plugin/data/currencies.json follows Stripe's list (ISK at 2, as Stripe asks), so the stored
	 * figure is Stripe's figure.
	 *
	 * @param int    $minor Stored amount, the currency's minor units.
	 * @param string $code  ISO 4217 code (the donation's own).
	 */
	public static function stripe( int $minor, string $code ): int {
		unset( $code ); // Same minor units by construction; the code stays in the signature so a currency with a Stripe special case has one place to go.
		return $minor;
	}

	/**
	 * 2Checkout's decimal total ("12.50", "1000", "1.250").
	 *
	 * @param int    $minor Stored amount, the currency's minor units.
	 * @param string $code  ISO 4217 code (the donation's own).
	 */
	public static function decimal( int $minor, string $code ): string {
		return AmountFormatter::to_decimal_string( $minor, Currency::default_decimals( $code ) );
	}
}
