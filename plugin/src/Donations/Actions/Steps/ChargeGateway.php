<?php
/**
 * Step of CreateDonation: charge the gift through its gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\IdempotentCharge;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Step 4 of CreateDonation (charge through the gateway): charges the saved donation, stores the
 * provider's answer on it and turns a refusal into 402 opengive_payment_failed.
 */
final class ChargeGateway {

	/**
	 * Option (plus the donation id) set while a donation's last charge got no usable answer.
	 */
	const UNKNOWN_OPTION = 'opengive_charge_unknown_';

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 */
	public function __construct( DonationRepository $donations ) {
		$this->donations = $donations;
	}

	/**
	 * Charges and records the outcome on the donation.
	 *
	 * @param Donation             $donation Saved donation.
	 * @param PaymentGateway       $gateway  Its gateway.
	 * @param array<string, mixed> $payment  The gateway's payment data (token, recurring flag).
	 * @return string What the gateway charges renewals with ('' when nothing).
	 * @throws OpenGiveException When the payment is refused.
	 */
	public function __invoke( Donation $donation, PaymentGateway $gateway, array $payment ): string {
		$result = $gateway->charge( $donation, $payment );
		if ( $result->outcome_unknown ) {
			$this->unknown( $donation, $result->message );
		}
		$donation->status                 = $result->status;
		$donation->gateway_transaction_id = $result->transaction_id;
		$donation->payment_brand          = $result->card_brand;
		$donation->payment_last4          = $result->card_last4;
		if ( DonationStatus::FAILED === $result->status ) {
			// Free the attempt's key: the donor's next try (another card) must charge, not replay a failure.
			$donation->idempotency_key = null;
		}
		$this->donations->update( $donation );
		$donation->next_action_url = $result->next_action_url;
		$donation->client_action   = $result->client_action;
		if ( $donation->awaits_donor() ) {
			// Stays pending (counts toward nothing) until the donor comes back from the bank's page.
			( new DonationNoteRepository() )->add( $donation->id, __( 'Waiting for 3-D Secure: the donor was sent to their bank to authenticate the payment.', 'opengive' ), 'system' );
		} elseif ( DonationStatus::PENDING === $result->status && '' !== $result->message ) {
			// Pending for a reason staff must act on (e.g. a resent 2Checkout token refused as spent).
			( new DonationNoteRepository() )->add( $donation->id, $result->message, 'system' );
		}

		if ( DonationStatus::FAILED === $result->status ) {
			$this->decline( $donation, $result->message );
		}
		return $result->reference;
	}
	/**
	 * Whether a replayed request (same idempotency key) must send its donation's charge again: the
	 * last attempt got no usable answer. Claimed once (deleting the marker is one DELETE: of two
	 * identical retries at once, one charges and the other gets the donation as it stands).
	 *
	 * @param Donation       $donation The replayed donation.
	 * @param PaymentGateway $gateway  The retry's gateway.
	 */
	public static function claim_retry( Donation $donation, PaymentGateway $gateway ): bool {
		return DonationStatus::PENDING === $donation->status
			&& $gateway instanceof IdempotentCharge
			&& $gateway->id() === $donation->gateway_id
			&& delete_option( self::UNKNOWN_OPTION . $donation->id );
	}

	/**
	 * The provider gave no usable answer: the donation stays pending with its idempotency key (the
	 * donor's retry replays it and sends the same idempotent charge), staff get a note, the donor a
	 * 503 that says what happened and that trying again is safe.
	 *
	 * @param Donation $donation The donation.
	 * @param string   $reason   What went wrong, for the note.
	 * @throws OpenGiveException Always: 503 opengive_gateway_unavailable.
	 */
	private function unknown( Donation $donation, string $reason ): void {
		update_option( self::UNKNOWN_OPTION . $donation->id, 1, false );
		( new DonationNoteRepository() )->add(
			$donation->id,
			sprintf(
				/* translators: 1: gateway id, 2: what went wrong */
				__( 'No answer from %1$s: %2$s Whether the payment went through is not known; the gift stays pending. A retry by the donor sends the same charge again under the same idempotency key, so it cannot be charged twice.', 'opengive' ),
				$donation->gateway_id,
				$reason
			),
			'system'
		);
		throw new OpenGiveException( 'opengive_gateway_unavailable', __( 'The payment service did not answer, so we cannot tell yet whether your payment went through. Please try again in a minute: you will not be charged twice.', 'opengive' ), 503, array( 'field' => 'gatewayId' ) );
	}

	/**
	 * A refused payment: the provider's exact reason goes into an admin note on the failed donation;
	 * the donor gets one generic sentence (a provider's reason can tell a card tester which check failed).
	 *
	 * @param Donation $donation The failed donation.
	 * @param string   $reason   What the gateway reported ('' when nothing).
	 * @throws OpenGiveException Always: 402 opengive_payment_failed.
	 */
	private function decline( Donation $donation, string $reason ): void {
		( new DonationNoteRepository() )->add(
			$donation->id,
			sprintf(
				/* translators: 1: gateway id, 2: the provider's reason */
				__( 'Payment declined by %1$s: %2$s', 'opengive' ),
				$donation->gateway_id,
				'' !== $reason ? $reason : __( '(no reason given)', 'opengive' )
			),
			'system'
		);
		throw new OpenGiveException( 'opengive_payment_failed', self::declined_message(), 402, array( 'field' => 'gatewayId' ) );
	}
	/**
	 * The one sentence donors see when a payment is refused, whatever the provider said.
	 */
	public static function declined_message(): string {
		return __( 'The payment was not accepted. No money was taken. Please check your details or try another payment method.', 'opengive' );
	}
}
