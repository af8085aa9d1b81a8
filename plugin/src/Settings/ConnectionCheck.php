<?php
/**
 * "Check connection" on the settings screen: asks the provider, with the keys the admin entered,
 * whether they work and whether they are test or live keys.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Gateways\Settings\StripeAccount;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One sentence per outcome, for the admin.
 */
final class ConnectionCheck {

	/** Key pairs that can be checked: Stripe's live keys and its test keys. */
	const GATEWAYS = array( 'stripe', 'stripe_test' );

	/**
	 * Stripe: reads the account's balance with the secret key (the lightest call any key with the
	 * default permissions may make), which also says whether the key is live.
	 *
	 * @param string $pair        stripe (the live keys) or stripe_test.
	 * @param string $secret      Secret key typed on the screen, or '' for the stored one.
	 * @param string $publishable Publishable key typed on the screen, or '' for the stored one.
	 * @return array{ok: bool, mode: string, message: string} mode: test, live or '' when unknown.
	 */
	public static function stripe( string $pair, string $secret, string $publishable ): array {
		$secret      = '' !== $secret ? $secret : (string) Settings::get( $pair . '_secret_key' );
		$publishable = '' !== $publishable ? $publishable : (string) Settings::get( $pair . '_publishable_key' );
		if ( '' === $secret ) {
			return self::answer( false, '', __( 'Enter Stripe’s secret key first: there is none to check.', 'opengive' ) );
		}
		$answer = ProviderHttp::get(
			StripeAccount::api_base() . '/v1/balance',
			array( 'Authorization' => 'Bearer ' . $secret )
		);
		if ( 0 === $answer['status'] ) {
			return self::answer( false, '', __( 'Stripe could not be reached. Check the site’s connection to api.stripe.com and try again.', 'opengive' ) );
		}
		if ( 200 !== $answer['status'] ) {
			$reason = (string) ( $answer['body']['error']['message'] ?? '' );
			/* translators: %s: Stripe's own explanation. */
			return self::answer( false, '', sprintf( __( 'Stripe refused the secret key: %s', 'opengive' ), '' !== $reason ? $reason : (string) $answer['status'] ) );
		}
		$mode = ! empty( $answer['body']['livemode'] ) ? 'live' : 'test';
		if ( ( 'stripe_test' === $pair ) !== ( 'test' === $mode ) ) {
			return self::answer(
				false,
				$mode,
				'live' === $mode
					? __( 'Stripe says these are live keys: enter them under Live keys.', 'opengive' )
					: __( 'Stripe says these are test keys: enter them under Test keys.', 'opengive' )
			);
		}
		if ( '' !== $publishable && 0 !== strpos( $publishable, 'pk_' . $mode . '_' ) ) {
			return self::answer(
				false,
				$mode,
				'live' === $mode
					? __( 'The secret key is a live key but the publishable key is not: enter both from the same mode.', 'opengive' )
					: __( 'The secret key is a test key but the publishable key is not: enter both from the same mode.', 'opengive' )
			);
		}
		return self::answer(
			true,
			$mode,
			'live' === $mode
				? __( 'Connected to Stripe with live keys: gifts move real money.', 'opengive' )
				: __( 'Connected to Stripe with test keys: gifts move no real money.', 'opengive' )
		);
	}

	/**
	 * The route's answer.
	 *
	 * @param bool   $ok      Whether the keys work as entered.
	 * @param string $mode    test, live or ''.
	 * @param string $message One sentence.
	 * @return array{ok: bool, mode: string, message: string}
	 */
	private static function answer( bool $ok, string $mode, string $message ): array {
		return array(
			'ok'      => $ok,
			'mode'    => $mode,
			'message' => $message,
		);
	}
}
