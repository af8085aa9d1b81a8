<?php
/**
 * The Stripe account in use: the test keys in test mode, the live keys otherwise, and the
 * account-wide settings every call reads.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Settings;

use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Support\Settings;
use OpenGive\Support\TestMode;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen holds live and test keys side by side; the site-wide test mode picks a pair.
 */
final class StripeAccount {

	/**
	 * The settings prefix of the pair in use: stripe_test_ or stripe_.
	 */
	public static function prefix(): string {
		return TestMode::on() ? 'stripe_test_' : 'stripe_';
	}

	/**
	 * The secret key in use.
	 */
	public static function secret(): string {
		return (string) Settings::get( self::prefix() . 'secret_key' );
	}

	/**
	 * The publishable key in use.
	 */
	public static function publishable(): string {
		return (string) Settings::get( self::prefix() . 'publishable_key' );
	}

	/**
	 * Where Stripe's API is (the local fake in the demo and tests).
	 */
	public static function api_base(): string {
		return ProviderHttp::base( (string) Settings::get( 'stripe_api_base' ) );
	}

	/**
	 * The statement descriptor suffix for a PaymentIntent, when the site set one (card payments
	 * take only a suffix to the account's own descriptor).
	 *
	 * @return array<string, string>
	 */
	public static function statement_suffix(): array {
		$suffix = trim( (string) Settings::get( 'stripe_statement_descriptor' ) );
		return '' === $suffix ? array() : array( 'statement_descriptor_suffix' => $suffix );
	}

	/**
	 * Every webhook signing secret set, the one in use first: Stripe signs test events with the test
	 * endpoint's secret, and events of the other mode may still arrive just after a switch.
	 *
	 * @return string[]
	 */
	public static function webhook_secrets(): array {
		$other = 'stripe_test_' === self::prefix() ? 'stripe_' : 'stripe_test_';
		return array_values(
			array_unique(
				array_filter(
					array(
						(string) Settings::get( self::prefix() . 'webhook_secret' ),
						(string) Settings::get( $other . 'webhook_secret' ),
					)
				)
			)
		);
	}
}
