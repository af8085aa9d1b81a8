<?php
/**
 * Checks the Stripe-Signature header of a webhook.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Webhooks;

use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe signs each delivery: `Stripe-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"
 * keyed with the endpoint's signing secret>` (several v1 while a secret is being rolled). A delivery
 * older or newer than the tolerance is refused, so a captured request cannot be replayed later.
 */
final class StripeSignature {

	/**
	 * Seconds a signature's timestamp may differ from this server's clock (Stripe's libraries: 300).
	 */
	const TOLERANCE = 300;

	/**
	 * Refuses a delivery whose signature matches none of the secrets (the live and the test
	 * endpoint's: one URL may serve both).
	 *
	 * @param string   $payload Raw request body.
	 * @param string   $header  Stripe-Signature header.
	 * @param string[] $secrets Signing secrets set, the one of the mode in use first.
	 * @param int      $now     Current unix time.
	 * @throws OpenGiveException When none is set, or the signature is missing, wrong or stale.
	 */
	public static function verify_any( string $payload, string $header, array $secrets, int $now ): void {
		$refused = null;
		foreach ( $secrets ? $secrets : array( '' ) as $secret ) {
			try {
				self::verify( $payload, $header, $secret, $now );
				return;
			} catch ( OpenGiveException $e ) {
				$refused = $e;
			}
		}
		throw $refused;
	}

	/**
	 * Refuses a delivery whose signature does not match.
	 *
	 * @param string $payload Raw request body.
	 * @param string $header  Stripe-Signature header.
	 * @param string $secret  Signing secret (whsec_...).
	 * @param int    $now     Current unix time.
	 * @throws OpenGiveException When no secret is set, or the signature is missing, wrong or stale.
	 */
	public static function verify( string $payload, string $header, string $secret, int $now ): void {
		if ( '' === $secret ) {
			throw new OpenGiveException( 'opengive_webhook_not_configured', __( 'Stripe webhooks are not set up on this site: enter the webhook signing secret in the Stripe settings.', 'opengive' ), 400 );
		}
		$time       = '';
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] ) {
				$time = $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( ! ctype_digit( $time ) || ! $signatures ) {
			throw new OpenGiveException( 'opengive_webhook_signature_invalid', __( 'The Stripe-Signature header is missing or malformed.', 'opengive' ), 400 );
		}
		if ( abs( $now - (int) $time ) > self::TOLERANCE ) {
			throw new OpenGiveException( 'opengive_webhook_signature_invalid', __( 'The webhook was signed more than five minutes away from this server\'s time, so it is refused as a possible replay.', 'opengive' ), 400 );
		}
		$expected = hash_hmac( 'sha256', $time . '.' . $payload, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return;
			}
		}
		throw new OpenGiveException( 'opengive_webhook_signature_invalid', __( 'The webhook signature does not match the signing secret.', 'opengive' ), 400 );
	}
}
