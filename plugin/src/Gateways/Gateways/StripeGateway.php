<?php
/**
 * Card payments through Stripe's PaymentIntents API.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\IdempotentCharge;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\SupportsRefunds;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\Http\ProviderHttp;
use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Gateways\Settings\StripeAccount;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\ProviderAmount;

defined( 'ABSPATH' ) || exit;

/**
 * The donor's payment details go into Stripe's Payment Element (Stripe's frames, Stripe.js); the page
 * sends this site a ConfirmationToken, and the server creates and confirms the PaymentIntent with the
 * secret key for the stored amount. Stripe.js in the page finishes any next action (3-D Secure).
 */
final class StripeGateway implements PaymentGateway, SupportsRenewals, UpdatesPaymentMethod, SupportsRefunds, IdempotentCharge {

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
		return GatewaySettings::label( $this->id(), __( 'Credit or debit card', 'opengive' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Test keys in use (test mode, or test keys put in the live slot by code) make test donations.
	 */
	public function mode(): string {
		return 1 === preg_match( '/^[sr]k_test_/', StripeAccount::secret() ) ? DonationMode::TEST : DonationMode::LIVE;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_configured(): bool {
		return '' !== StripeAccount::publishable() && '' !== StripeAccount::secret();
	}

	/**
	 * {@inheritDoc}
	 */
	public function client_config(): array {
		return array(
			// Stripe's Payment Element takes the payment details in Stripe's own frames.
			'fields'         => 'payment-element',
			'provider'       => 'stripe',
			'publishableKey' => StripeAccount::publishable(),
			'jsUrl'          => (string) \OpenGive\Support\Settings::get( 'stripe_js_url' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input The donation request.
	 * @throws ValidationException When the token is missing or malformed.
	 */
	public function payment_data( array $input ): array {
		$token = (string) ( $input['paymentToken'] ?? '' );
		if ( ! preg_match( '/^(pm|ctoken)_[A-Za-z0-9_]{1,200}$/', $token ) ) {
			throw new ValidationException( 'opengive_payment_token_required', __( 'Please enter your card details.', 'opengive' ), 'paymentToken' );
		}
		return array(
			// A ConfirmationToken from the Payment Element, or a card PaymentMethod.
			0 === strpos( $token, 'ctoken_' ) ? 'confirmation_token' : 'payment_method' => $token,
			// Where the donor lands after a 3-D Secure challenge (same site only).
			'return_to'      => ReceiptBuilder::safe_return_url( (string) ( $input['returnUrl'] ?? '' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * The purchase key is the idempotency key, so a retried request never charges twice.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data confirmation_token or payment_method.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		$params   = StripeIntentParams::charge( $donation, $payment_data, self::return_url( $donation, (string) ( $payment_data['return_to'] ?? '' ) ) );
		$customer = '';
		if ( ! empty( $payment_data['recurring'] ) ) {
			// Renewals are charged off-session: the card must belong to a customer.
			$created = $this->post( '/v1/customers', StripeIntentParams::customer( $donation, $payment_data ), 'opengive-customer-' . $donation->purchase_key );
			if ( 200 !== $created['status'] || empty( $created['body']['id'] ) ) {
				return StripeIntentAnswer::read( $created['status'], $created['body'] );
			}
			$customer                      = (string) $created['body']['id'];
			$params['customer']            = $customer;
			$params['setup_future_usage'] = 'off_session';
		}
		$answer = $this->post( '/v1/payment_intents', $params, 'opengive-' . $donation->purchase_key );
		if ( 0 === $answer['status'] || $answer['status'] >= 500 || 'idempotency_error' === ( $answer['body']['error']['type'] ?? '' ) ) {
			// No usable answer: Stripe may have charged. Never call it a decline (see IdempotentCharge).
			$result                  = new ChargeResult(
				DonationStatus::PENDING,
				'',
				0 === $answer['status']
					? __( 'Stripe gave no usable answer (timeout, lost connection or an unreadable body).', 'opengive' )
					/* translators: %d: HTTP status */
					: sprintf( __( 'Stripe answered HTTP %d.', 'opengive' ), $answer['status'] )
			);
			$result->outcome_unknown = true;
			return $result;
		}
		// A ConfirmationToken comes from Stripe.js on the donor's page, which is waiting to finish any next action.
		$result = StripeIntentAnswer::read( $answer['status'], $answer['body'], isset( $payment_data['confirmation_token'] ) );
		if ( array() !== $result->client_action ) {
			$result->client_action['returnUrl'] = (string) $params['return_url'];
		}
		if ( '' !== $customer ) {
			$result->reference = $customer . '|' . StripeIntentParams::payment_method_id( (array) $answer['body'] );
		}
		return $result;
	}

	/**
	 * {@inheritDoc}
	 *
	 * Off-session, with the customer and card saved at the first gift.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param Donation     $renewal      The renewal.
	 */
	public function renew( Subscription $subscription, Donation $renewal ): ChargeResult {
		$parts = explode( '|', $subscription->gateway_subscription_id );
		if ( 2 !== count( $parts ) || '' === $parts[1] ) {
			// No card saved, or it was removed at Stripe (payment_method.detached).
			return new ChargeResult( DonationStatus::FAILED, '', __( 'The saved card for this recurring gift is missing.', 'opengive' ) );
		}
		$answer = $this->post(
			'/v1/payment_intents',
			array(
				'amount'         => ProviderAmount::stripe( $renewal->total(), $renewal->currency ),
				'currency'       => strtolower( $renewal->currency ),
				'customer'       => $parts[0],
				'payment_method' => $parts[1],
				'off_session'    => 'true',
				'confirm'        => 'true',
				/* translators: %d: donation id */
				'description'    => sprintf( __( 'Donation %d', 'opengive' ), $renewal->id ),
				'metadata'       => array(
					'donation_id'     => $renewal->id,
					'subscription_id' => $subscription->id,
				),
				'expand'         => array( 'payment_method' ),
			) + StripeAccount::statement_suffix(),
			// A retry after a decline is a new charge: Stripe would replay the decline under the old key.
			'opengive-' . $renewal->purchase_key . ( $renewal->attempt > 0 ? '-retry-' . $renewal->attempt : '' )
		);
		return StripeIntentAnswer::read( $answer['status'], $answer['body'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * A ConfirmationToken from the donor dashboard's Payment Element is saved to the subscription's
	 * customer through a SetupIntent confirmed here (off-session use, for the renewals); a
	 * PaymentMethod id (the v3 API) is attached as it is.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param string       $token        ConfirmationToken or PaymentMethod id.
	 * @throws ValidationException When the token is neither.
	 * @throws OpenGiveException When Stripe refuses it.
	 */
	public function update_payment_method( Subscription $subscription, string $token ): string {
		$this->payment_data( array( 'paymentToken' => $token ) );
		$customer = explode( '|', $subscription->gateway_subscription_id )[0];
		$answer   = 0 === strpos( $token, 'ctoken_' )
			? $this->post( '/v1/setup_intents', StripeIntentParams::setup( $customer, $token, $subscription->id ), 'opengive-setup-' . $subscription->id . '-' . $token )
			: $this->post( '/v1/payment_methods/' . rawurlencode( $token ) . '/attach', array( 'customer' => $customer ), 'opengive-attach-' . $subscription->id . '-' . $token );
		$method   = 'setup_intent' === ( $answer['body']['object'] ?? '' ) ? StripeIntentParams::payment_method_id( (array) $answer['body'] ) : $token;
		if ( 200 !== $answer['status'] || 'pm_' !== substr( $method, 0, 3 ) ) {
			throw new OpenGiveException( 'opengive_payment_method_refused', StripeIntentAnswer::read( $answer['status'], $answer['body'] )->message, 402 );
		}
		if ( 'succeeded' !== ( $answer['body']['status'] ?? 'succeeded' ) ) {
			// The bank wants the donor to confirm the card (3-D Secure on a SetupIntent): not saved.
			throw new OpenGiveException( 'opengive_payment_method_refused', __( 'Your bank asks for an extra check to save this card. Please use another card; your gift keeps the card it has.', 'opengive' ), 402 );
		}
		return $customer . '|' . $method;
	}

	/**
	 * Refunds part or all of the PaymentIntent. The Idempotency-Key names the donation, what was
	 * refunded before and this amount: a repeated click refunds once, and each later partial refund
	 * is a new one to Stripe.
	 *
	 * @param Donation $donation     Donation, as it was before this refund.
	 * @param string   $reason       Stripe's refund reason, or '' for none.
	 * @param int      $amount_minor How much, minor units.
	 * @throws OpenGiveException When Stripe refuses.
	 */
	public function refund( Donation $donation, string $reason, int $amount_minor ): string {
		$params = array_filter( array( 'payment_intent' => $donation->gateway_transaction_id, 'amount' => ProviderAmount::stripe( $amount_minor, $donation->currency ), 'reason' => $reason ) );
		$answer = $this->post( '/v1/refunds', $params, 'opengive-refund-' . $donation->purchase_key . '-' . $donation->refunded_amount . '-' . $amount_minor );
		if ( 200 !== $answer['status'] || 'succeeded' !== ( $answer['body']['status'] ?? '' ) ) {
			$message = (string) ( $answer['body']['error']['message'] ?? __( 'Stripe did not answer.', 'opengive' ) );
			/* translators: %s: Stripe's reason */
			throw new OpenGiveException( 'opengive_refund_refused', sprintf( __( 'Stripe refused the refund: %s', 'opengive' ), $message ), 502 );
		}
		return (string) $answer['body']['id'];
	}

	/**
	 * The address the bank's 3-D Secure page sends the donor back to: our return route, with the
	 * donation's secret key and the same-site page to land on.
	 *
	 * @param Donation $donation  The donation.
	 * @param string   $return_to Same-site page the donor gave on.
	 */
	public static function return_url( Donation $donation, string $return_to ): string {
		return add_query_arg(
			array(
				'key' => $donation->purchase_key,
				'to'  => rawurlencode( ReceiptBuilder::safe_return_url( $return_to ) ),
			),
			rest_url( 'opengive/v1/stripe/return' )
		);
	}

	/**
	 * After the donor came back from 3-D Secure: what the PaymentIntent stored on the donation says
	 * now, read from Stripe (never from the return address's query, which anyone can write).
	 *
	 * @param Donation $donation A pending Stripe donation.
	 */
	public function resume( Donation $donation ): ChargeResult {
		if ( ! preg_match( '/^pi_[A-Za-z0-9_]{1,200}$/', $donation->gateway_transaction_id ) ) {
			return new ChargeResult( DonationStatus::FAILED, '', __( 'The donation has no Stripe payment to check.', 'opengive' ) );
		}
		$answer = ProviderHttp::get(
			StripeAccount::api_base() . '/v1/payment_intents/' . rawurlencode( $donation->gateway_transaction_id ) . '?expand%5B%5D=payment_method',
			array( 'Authorization' => 'Bearer ' . StripeAccount::secret() )
		);
		if ( 200 === $answer['status'] && $donation->gateway_transaction_id !== (string) ( $answer['body']['id'] ?? '' ) ) {
			return new ChargeResult( DonationStatus::PENDING, $donation->gateway_transaction_id );
		}
		if ( 200 === $answer['status'] && 'requires_payment_method' === ( $answer['body']['status'] ?? '' ) ) {
			// Authentication failed or was refused: Stripe's reason is in last_payment_error.
			$reason = (string) ( $answer['body']['last_payment_error']['message'] ?? __( '3-D Secure authentication failed.', 'opengive' ) );
			return new ChargeResult( DonationStatus::FAILED, $donation->gateway_transaction_id, $reason );
		}
		if ( 200 !== $answer['status'] || 'requires_action' === ( $answer['body']['status'] ?? '' ) ) {
			// Stripe unreachable (a webhook or the admin settles it; never guess), or the donor came
			// back without finishing (the back button): still waiting.
			return new ChargeResult( DonationStatus::PENDING, $donation->gateway_transaction_id );
		}
		return StripeIntentAnswer::read( $answer['status'], $answer['body'] );
	}

	/**
	 * Posts to Stripe with the secret key.
	 *
	 * @param string               $path            API path.
	 * @param array<string, mixed> $params          Form parameters.
	 * @param string               $idempotency_key Stripe's Idempotency-Key.
	 * @return array{status: int, body: array<string, mixed>}
	 */
	private function post( string $path, array $params, string $idempotency_key ): array {
		return ProviderHttp::post(
			StripeAccount::api_base() . $path,
			array(
				'Authorization'   => 'Bearer ' . StripeAccount::secret(),
				'Content-Type'    => 'application/x-www-form-urlencoded',
				'Idempotency-Key' => $idempotency_key,
			),
			http_build_query( $params, '', '&' )
		);
	}
}
