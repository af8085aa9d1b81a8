<?php
/**
 * "Check connection" on the settings screen: asks the provider, with the keys the admin entered,
 * whether they work and whether they are test or live keys.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One sentence per outcome, for the admin.
 */
final class ConnectionCheck {

	/** Gateways that can be checked. */
	const GATEWAYS = array( 'stripe' );

	/**
	 * Stripe: reads the account's balance with the secret key (the lightest call any key with the
	 * default permissions may make), which also says whether the key is live.
	 *
	 * @param string $secret      Secret key typed on the screen, or '' for the stored one.
	 * @param string $publishable Publishable key typed on the screen, or '' for the stored one.
	 * @return array{ok: bool, mode: string, message: string} mode: test, live or '' when unknown.
	 */
	public static function stripe( string $secret, string $publishable ): array {
		$secret      = '' !== $secret ? $secret : (string) Settings::get( 'stripe_secret_key' );
		$publishable = '' !== $publishable ? $publishable : (string) Settings::get( 'stripe_publishable_key' );
		if ( '' === $secret ) {
			return self::answer( false, '', __( 'Enter Stripe’s secret key first: there is none to check.', 'opengive' ) );
		}
		$answer = ProviderHttp::get(
			ProviderHttp::base( (string) Settings::get( 'stripe_api_base' ) ) . '/v1/balance',
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
