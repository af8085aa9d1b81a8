<?php
/**
 * The Stripe-Signature check of the webhook route.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Gateways\Webhooks\StripeSignature;
use OpenGive\Support\Exceptions\OpenGiveException;
use PHPUnit\Framework\TestCase;

/**
 * Stripe's scheme: t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">, several v1 while a secret is rolled,
 * five minutes either side of the server's clock.
 */
final class StripeWebhookSignatureTest extends TestCase {

	const SECRET = 'whsec_unit_test_secret';
	const BODY   = '{"id":"evt_1","type":"payment_intent.succeeded"}';
	const NOW    = 1800000000;

	/**
	 * A header as Stripe would send it.
	 *
	 * @param int    $time   Signing time.
	 * @param string $secret Secret.
	 * @param string $body   Body signed.
	 */
	private static function header( int $time, string $secret = self::SECRET, string $body = self::BODY ): string {
		return 't=' . $time . ',v1=' . hash_hmac( 'sha256', $time . '.' . $body, $secret );
	}

	/**
	 * The code verify() refused with, '' when it accepted.
	 *
	 * @param string $header Stripe-Signature.
	 * @param string $secret Configured secret.
	 */
	private static function refusal( string $header, string $secret = self::SECRET ): string {
		try {
			StripeSignature::verify( self::BODY, $header, $secret, self::NOW );
			return '';
		} catch ( OpenGiveException $error ) {
			return $error->error_code() . ' ' . $error->status();
		}
	}

	/**
	 * A correct signature within the tolerance passes, also beside an old secret's v1.
	 */
	public function test_a_signature_made_with_the_secret_within_five_minutes_is_accepted(): void {
		$this->assertSame( '', self::refusal( self::header( self::NOW - 299 ) ) );
		$this->assertSame( '', self::refusal( self::header( self::NOW + 299 ) ) );
		$rolled = self::header( self::NOW, 'whsec_old' ) . ',v1=' . hash_hmac( 'sha256', self::NOW . '.' . self::BODY, self::SECRET );
		$this->assertSame( '', self::refusal( $rolled ) );
	}

	/**
	 * Another secret, another body, a stale or future time, or no header: refused with the stable code.
	 */
	public function test_a_wrong_stale_or_missing_signature_is_refused_400(): void {
		$invalid = 'opengive_webhook_signature_invalid 400';
		$this->assertSame( $invalid, self::refusal( self::header( self::NOW, 'whsec_other' ) ) );
		$this->assertSame( $invalid, self::refusal( self::header( self::NOW, self::SECRET, '{"id":"evt_2"}' ) ) );
		$this->assertSame( $invalid, self::refusal( self::header( self::NOW - 301 ) ) );
		$this->assertSame( $invalid, self::refusal( self::header( self::NOW + 301 ) ) );
		$this->assertSame( $invalid, self::refusal( '' ) );
		$this->assertSame( $invalid, self::refusal( 'v1=' . str_repeat( 'a', 64 ) ) );
	}

	/**
	 * Without a configured secret nothing is accepted, and the site owner is told why.
	 */
	public function test_without_a_secret_every_delivery_is_refused_as_not_configured(): void {
		$this->assertSame( 'opengive_webhook_not_configured 400', self::refusal( self::header( self::NOW, '' ), '' ) );
	}
}
