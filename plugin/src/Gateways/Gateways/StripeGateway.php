<?php
/**
 * Card payments through Stripe's PaymentIntents API.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The browser turns the card into a PaymentMethod with the publishable key (the card number goes
 * to Stripe only); the server confirms a PaymentIntent for that method with the secret key.
 */
final class StripeGateway implements PaymentGateway {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'stripe';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Credit or debit card', 'opengive' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Stripe test keys (sk_test_…) make test donations.
	 */
	public function mode(): string {
		return 0 === strpos( (string) Settings::get( 'stripe_secret_key' ), 'sk_test_' ) ? DonationMode::TEST : DonationMode::LIVE;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_configured(): bool {
		return '' !== (string) Settings::get( 'stripe_publishable_key' ) && '' !== (string) Settings::get( 'stripe_secret_key' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function client_config(): array {
		return array(
			'fields'         => 'card',
			'provider'       => 'stripe',
			'publishableKey' => (string) Settings::get( 'stripe_publishable_key' ),
			'apiBase'        => ProviderHttp::base( (string) Settings::get( 'stripe_api_base' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input The donation request.
	 * @throws ValidationException When the PaymentMethod id is missing or malformed.
	 */
	public function payment_data( array $input ): array {
		$token = (string) ( $input['paymentToken'] ?? '' );
		if ( ! preg_match( '/^pm_[A-Za-z0-9_]{1,200}$/', $token ) ) {
			throw new ValidationException( 'opengive_payment_token_required', __( 'Please enter your card details.', 'opengive' ), 'paymentToken' );
		}
		return array( 'payment_method' => $token );
	}

	/**
	 * {@inheritDoc}
	 *
	 * The purchase key is the idempotency key, so a retried request never charges twice.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data payment_method.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		$answer = ProviderHttp::post(
			ProviderHttp::base( (string) Settings::get( 'stripe_api_base' ) ) . '/v1/payment_intents',
			array(
				'Authorization'   => 'Bearer ' . Settings::get( 'stripe_secret_key' ),
				'Content-Type'    => 'application/x-www-form-urlencoded',
				'Idempotency-Key' => 'opengive-' . $donation->purchase_key,
			),
			http_build_query(
				array(
					'amount'                    => $donation->total(),
					'currency'                  => strtolower( $donation->currency ),
					'payment_method'            => $payment_data['payment_method'],
					'confirm'                   => 'true',
					// No redirect-based methods: the donor stays on the form.
					'automatic_payment_methods' => array(
						'enabled'         => 'true',
						'allow_redirects' => 'never',
					),
					/* translators: %d: donation id */
					'description'               => sprintf( __( 'Donation %d', 'opengive' ), $donation->id ),
					'metadata'                  => array(
						'donation_id' => $donation->id,
						'form_id'     => $donation->form_id,
					),
					'expand'                    => array( 'payment_method' ),
				),
				'',
				'&'
			)
		);
		return $this->result( $answer['status'], $answer['body'] );
	}

	/**
	 * Reads Stripe's answer.
	 *
	 * @param int                  $status HTTP status (0: no usable answer).
	 * @param array<string, mixed> $body   Decoded answer.
	 */
	private function result( int $status, array $body ): ChargeResult {
		if ( 200 === $status && 'succeeded' === ( $body['status'] ?? '' ) ) {
			$card = (array) ( $body['payment_method']['card'] ?? array() );
			return new ChargeResult( DonationStatus::COMPLETE, (string) $body['id'], '', (string) ( $card['brand'] ?? '' ), (string) ( $card['last4'] ?? '' ) );
		}
		if ( 200 === $status && 'processing' === ( $body['status'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::PROCESSING, (string) $body['id'] );
		}
		if ( 200 === $status && 'requires_action' === ( $body['status'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::FAILED, (string) $body['id'], __( 'Your bank asks for an extra check (3-D Secure) that this form cannot show. Please use another card. No money was taken.', 'opengive' ) );
		}
		$error = (array) ( $body['error'] ?? array() );
		if ( 'card_error' === ( $error['type'] ?? '' ) && '' !== (string) ( $error['message'] ?? '' ) ) {
			// Stripe words card errors for the cardholder ("Your card was declined.").
			return new ChargeResult( DonationStatus::FAILED, (string) ( $error['payment_intent']['id'] ?? '' ), (string) $error['message'] );
		}
		return new ChargeResult( DonationStatus::FAILED, '', __( 'The card payment service could not be reached. No money was taken; please try again in a few minutes.', 'opengive' ) );
	}
}
