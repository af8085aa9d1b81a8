<?php
/**
 * Card payments through 2Checkout's token flow.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Support\Data\CardTypes;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\ProviderAmount;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The browser loads 2Checkout's script, asks it for a one-time token with sellerId, publishableKey,
 * ccNo, cvv, expMonth and expYear, and resubmits the form with the token; the server authorizes
 * the token with the private key.
 */
final class TwoCheckoutGateway implements PaymentGateway {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'twocheckout';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Card (2Checkout)', 'opengive' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function mode(): string {
		return 'sandbox' === Settings::get( 'twocheckout_environment' ) ? DonationMode::TEST : DonationMode::LIVE;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_configured(): bool {
		return '' !== (string) Settings::get( 'twocheckout_seller_id' ) && '' !== (string) Settings::get( 'twocheckout_private_key' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * The publishable key may be missing here: the browser then shows the keys error (spec section 8).
	 */
	public function client_config(): array {
		return array(
			'fields'         => 'card',
			'provider'       => 'twocheckout',
			'sellerId'       => (string) Settings::get( 'twocheckout_seller_id' ),
			'publishableKey' => (string) Settings::get( 'twocheckout_publishable_key' ),
			'environment'    => 'sandbox' === Settings::get( 'twocheckout_environment' ) ? 'sandbox' : 'production',
			'scriptUrl'      => esc_url_raw( (string) Settings::get( 'twocheckout_script_url' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input The donation request: paymentToken, cardBrand, cardLast4.
	 * @throws ValidationException When the token is missing or malformed.
	 */
	public function payment_data( array $input ): array {
		$token = (string) ( $input['paymentToken'] ?? '' );
		// All digits and card-length: a card number sent by mistake. Refuse it; never pass it on.
		if ( ! preg_match( '/^[A-Za-z0-9_-]{8,200}$/', $token ) || preg_match( '/^\d{12,19}$/', $token ) ) {
			throw new ValidationException( 'opengive_payment_token_required', __( 'Please enter your card details.', 'opengive' ), 'paymentToken' );
		}
		$brand = (string) ( $input['cardBrand'] ?? '' );
		$last4 = (string) ( $input['cardLast4'] ?? '' );
		return array(
			'token' => $token,
			// Display only, as the browser read them; the provider holds the card.
			'brand' => in_array( $brand, CardTypes::ids(), true ) ? $brand : '',
			'last4' => preg_match( '/^\d{4}$/', $last4 ) ? $last4 : '',
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data token, brand, last4.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		$seller  = (string) Settings::get( 'twocheckout_seller_id' );
		$address = $donation->billing_address;
		$answer  = ProviderHttp::post(
			ProviderHttp::base( (string) Settings::get( 'twocheckout_api_base' ) ) . '/checkout/api/1/' . rawurlencode( $seller ) . '/rs/authService',
			array(
				'Content-Type' => 'application/json',
				'Accept'       => 'application/json',
			),
			(string) wp_json_encode(
				array(
					'sellerId'        => $seller,
					'privateKey'      => (string) Settings::get( 'twocheckout_private_key' ),
					'merchantOrderId' => (string) $donation->id,
					'token'           => $payment_data['token'],
					'currency'        => $donation->currency,
					'total'           => ProviderAmount::decimal( $donation->total(), $donation->currency ),
					'demo'            => 'sandbox' === Settings::get( 'twocheckout_environment' ),
					'billingAddr'     => array(
						'name'        => trim( $donation->first_name . ' ' . $donation->last_name ),
						'addrLine1'   => $address['address1'],
						'addrLine2'   => $address['address2'],
						'city'        => $address['city'],
						'state'       => $address['state'],
						'zipCode'     => $address['zip'],
						'country'     => $address['country'],
						'email'       => $donation->email,
					),
				)
			)
		);
		$response = (array) ( $answer['body']['response'] ?? array() );
		if ( 200 === $answer['status'] && 'APPROVED' === ( $response['responseCode'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::COMPLETE, (string) ( $response['transactionId'] ?? '' ), '', $payment_data['brand'], $payment_data['last4'] );
		}
		$exception = (array) ( $answer['body']['exception'] ?? array() );
		if ( '' !== (string) ( $exception['errorMsg'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::FAILED, '', (string) $exception['errorMsg'] );
		}
		return new ChargeResult( DonationStatus::FAILED, '', __( 'The card payment service could not be reached. No money was taken; please try again in a few minutes.', 'opengive' ) );
	}
}
