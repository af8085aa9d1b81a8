<?php
/**
 * The PaymentIntent a donation creates at Stripe, and the Customer a recurring one needs.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Donations\Models\Donation;
use OpenGive\Gateways\Settings\StripeAccount;
use OpenGive\Support\Money\ProviderAmount;

defined( 'ABSPATH' ) || exit;

/**
 * Two ways a payment reaches the server: a ConfirmationToken from Stripe's Payment Element (the
 * donation form: whatever payment methods the account offers there), or a card PaymentMethod. The
 * amount is always the stored one, in minor units, never the browser's.
 */
final class StripeIntentParams {

	/**
	 * The PaymentIntent, created and confirmed in one call.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data confirmation_token or payment_method.
	 * @param string               $return_url   Where a redirect-based next action comes back to.
	 * @return array<string, mixed>
	 */
	public static function charge( Donation $donation, array $payment_data, string $return_url ): array {
		$params = array(
			'amount'      => ProviderAmount::stripe( $donation->total(), $donation->currency ),
			'currency'    => strtolower( $donation->currency ),
			'confirm'     => 'true',
			'return_url'  => $return_url,
			/* translators: %d: donation id */
			'description' => sprintf( __( 'Donation %d', 'opengive' ), $donation->id ),
			'metadata'    => array(
				'donation_id' => $donation->id,
				'form_id'     => $donation->form_id,
			),
			'expand'      => array( 'payment_method' ),
		) + StripeAccount::statement_suffix();
		if ( isset( $payment_data['confirmation_token'] ) ) {
			// "Finalize payments on the server": the token carries what the donor entered in Stripe's frames.
			$params['confirmation_token']        = $payment_data['confirmation_token'];
			$params['automatic_payment_methods'] = array( 'enabled' => 'true' );
			return $params;
		}
		// A card PaymentMethod: cards only; 3-D Secure goes through the bank's page and our return route.
		$params['payment_method']       = $payment_data['payment_method'];
		$params['payment_method_types'] = array( 'card' );
		return $params;
	}

	/**
	 * The Customer a recurring gift's renewals are charged to. With a ConfirmationToken the
	 * PaymentIntent (setup_future_usage) attaches the method; a PaymentMethod is attached here.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data confirmation_token or payment_method.
	 * @return array<string, string>
	 */
	public static function customer( Donation $donation, array $payment_data ): array {
		return array_filter(
			array(
				'payment_method' => (string) ( $payment_data['payment_method'] ?? '' ),
				'email'          => $donation->email,
			)
		);
	}

	/**
	 * The SetupIntent that saves a new card for a subscription's renewals, confirmed at once.
	 *
	 * @param string $customer        The subscription's Stripe customer.
	 * @param string $token           ConfirmationToken from the Payment Element (setup mode).
	 * @param int    $subscription_id The gift (setup_intent.succeeded finds it by this).
	 * @return array<string, mixed>
	 */
	public static function setup( string $customer, string $token, int $subscription_id ): array {
		return array(
			'customer'                  => $customer,
			'confirmation_token'        => $token,
			'confirm'                   => 'true',
			'usage'                     => 'off_session',
			'automatic_payment_methods' => array( 'enabled' => 'true' ),
			'metadata'                  => array( 'subscription_id' => $subscription_id ),
		);
	}

	/**
	 * The PaymentMethod a PaymentIntent or SetupIntent used (expanded or as an id).
	 *
	 * @param array<string, mixed> $intent The PaymentIntent.
	 */
	public static function payment_method_id( array $intent ): string {
		$method = $intent['payment_method'] ?? '';
		return is_array( $method ) ? (string) ( $method['id'] ?? '' ) : (string) $method;
	}
}
