<?php
/**
 * Card payments through 2Checkout's token flow.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Support\Data\CardTypes;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\IdempotentCharge;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\ProviderAmount;
use OpenGive\Support\Settings;
use OpenGive\Support\TestMode;

defined( 'ABSPATH' ) || exit;

/**
 * The browser loads 2Checkout's script, asks it for a one-time token with sellerId, publishableKey,
 * ccNo, cvv, expMonth and expYear, and resubmits the form with the token; the server authorizes
 * the token with the private key.
 *
 * 2Checkout takes no idempotency key, but its token is single-use: the token a charge was first sent
 * with is kept (option SENT_OPTION + donation id) until 2Checkout gives a usable answer, and a retry
 * after no usable answer resends that token, never the retry's new one. 2Checkout then charges it if
 * the first attempt never reached it, or refuses it as spent if it did: the gift is then kept pending
 * for staff to check against the 2Checkout order (merchantOrderId = donation id), never charged again.
 */
final class TwoCheckoutGateway implements PaymentGateway, IdempotentCharge {

	/**
	 * Option (plus the donation id) holding the token of a charge that got no usable answer yet.
	 */
	const SENT_OPTION = 'opengive_2co_sent_';

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
		return GatewaySettings::label( $this->id(), __( 'Card (2Checkout)', 'opengive' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function mode(): string {
		return TestMode::on() || 'sandbox' === Settings::get( 'twocheckout_environment' ) ? DonationMode::TEST : DonationMode::LIVE;
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
			'environment'    => DonationMode::TEST === $this->mode() ? 'sandbox' : 'production',
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
		$kept   = get_option( self::SENT_OPTION . $donation->id );
		$resend = is_string( $kept ) && '' !== $kept;
		$token  = $resend ? $kept : (string) $payment_data['token'];
		update_option( self::SENT_OPTION . $donation->id, $token, false );
		$answer = $this->authorize( $donation, $token );
		if ( 0 === $answer['status'] || $answer['status'] >= 500 ) {
			// No usable answer: 2Checkout may have charged. Never call it a decline (see IdempotentCharge).
			$result                  = new ChargeResult(
				DonationStatus::PENDING,
				'',
				0 === $answer['status']
					? __( '2Checkout gave no usable answer (timeout, lost connection or an unreadable body).', 'opengive' )
					/* translators: %d: HTTP status */
					: sprintf( __( '2Checkout answered HTTP %d.', 'opengive' ), $answer['status'] )
			);
			$result->outcome_unknown = true;
			return $result;
		}
		delete_option( self::SENT_OPTION . $donation->id );
		$response = (array) ( $answer['body']['response'] ?? array() );
		if ( 200 === $answer['status'] && 'APPROVED' === ( $response['responseCode'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::COMPLETE, (string) ( $response['transactionId'] ?? '' ), '', $payment_data['brand'], $payment_data['last4'] );
		}
		$reason = (string) ( ( (array) ( $answer['body']['exception'] ?? array() ) )['errorMsg'] ?? '' );
		if ( $resend ) {
			// The resent token was refused: most likely spent by the first attempt, whose outcome
			// (approved or declined) 2Checkout never told us. Staff settle it; nobody is charged again.
			return new ChargeResult(
				DonationStatus::PENDING,
				'',
				sprintf(
					/* translators: 1: 2Checkout's reason, 2: donation id */
					__( '2Checkout refused the resent payment token (%1$s): the first attempt reached 2Checkout, but its outcome is not known. Check the 2Checkout order with merchant order id %2$d, then mark this gift complete or failed. The donor was not charged again.', 'opengive' ),
					'' !== $reason ? $reason : __( '(no reason given)', 'opengive' ),
					$donation->id
				)
			);
		}
		if ( '' !== $reason ) {
			return new ChargeResult( DonationStatus::FAILED, '', $reason );
		}
		return new ChargeResult( DonationStatus::FAILED, '', __( 'The card payment service could not be reached. No money was taken; please try again in a few minutes.', 'opengive' ) );
	}

	/**
	 * Sends the authorization.
	 *
	 * @param Donation $donation The donation.
	 * @param string   $token    One-time token.
	 * @return array{status: int, body: array<string, mixed>}
	 */
	private function authorize( Donation $donation, string $token ): array {
		$seller  = (string) Settings::get( 'twocheckout_seller_id' );
		$address = $donation->billing_address;
		return ProviderHttp::post(
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
					'token'           => $token,
					'currency'        => $donation->currency,
					'total'           => ProviderAmount::decimal( $donation->total(), $donation->currency ),
					'demo'            => DonationMode::TEST === $this->mode(),
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
	}
}
