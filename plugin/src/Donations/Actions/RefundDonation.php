<?php
/**
 * Gives a donor's money back, all of it or part.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRefunds;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\RefundReason;
use OpenGive\Gateways\Contracts\SupportsRefunds;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Through the gateway when it can refund (test, Stripe); other gateways' money moves outside the
 * site, so the admin refunds there and sets the status by hand (a clear 409 says so). A partial
 * refund keeps the gift complete and raises its refunded amount (every total counts the rest); the
 * refund that reaches the whole amount makes it refunded, as a refund in full always did.
 */
final class RefundDonation {

	/**
	 * Notes.
	 *
	 * @var DonationNoteRepository
	 */
	private $notes;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Refunded amounts.
	 *
	 * @var DonationRefunds
	 */
	private $refunds;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository     $donations Donations.
	 * @param DonationNoteRepository $notes     Notes.
	 * @param GatewayRegistry        $gateways  Gateways.
	 */
	public function __construct( DonationRepository $donations, DonationNoteRepository $notes, GatewayRegistry $gateways ) {
		$this->notes    = $notes;
		$this->gateways = $gateways;
		$this->refunds  = new DonationRefunds( $donations );
	}

	/**
	 * Refunds.
	 *
	 * @param int      $donation_id  Donation.
	 * @param int      $user_id      Acting admin.
	 * @param string   $reason       One of RefundReason::all(), or '' for none given.
	 * @param string   $note         The admin's own words, kept in the note ('' for none).
	 * @param int|null $amount_minor How much of the amount to give back (minor units); null for all
	 *                               that is left.
	 * @throws NotFoundException  When there is no such donation.
	 * @throws OpenGiveException  When it cannot be refunded.
	 * @throws ValidationException When the amount is not more than 0 and at most what is left.
	 */
	public function __invoke( int $donation_id, int $user_id, string $reason = '', string $note = '', ?int $amount_minor = null ): Donation {
		$reason = in_array( $reason, RefundReason::all(), true ) ? $reason : '';
		// The row stays locked through the provider's call: a second refund of the gift (another tab)
		// or Stripe's webhook for this one waits, then reads what this one wrote.
		list( $donation, $sent, $reference ) = Transaction::run(
			function () use ( $donation_id, $reason, $amount_minor ) {
				$donation = $this->refunds->locked( $donation_id );
				$gateway  = $this->gateway( $donation );
				$left     = $donation->amount - $donation->refunded_amount;
				$amount   = $amount_minor ?? $left;
				if ( $amount <= 0 || $amount > $left ) {
					/* translators: %s: what is left to refund of the gift, e.g. $12.50 */
					throw new ValidationException( 'opengive_refund_amount_invalid', sprintf( __( 'The refund must be more than zero and at most %s, what is left of this gift.', 'opengive' ), self::money( $left, $donation ) ), 'amount' );
				}
				// The refund of the rest gives back the processing fee the donor covered too, as a
				// refund in full always has; a part leaves the fee with the provider.
				$sent      = $amount + ( $amount === $left ? $donation->fee_amount_recovered : 0 );
				$reference = $gateway->refund( $donation, $reason, $sent );
				$this->refunds->raise( $donation, $donation->refunded_amount + $amount );
				return array( $donation, $sent, $reference );
			}
		);
		/* translators: 1: the amount given back, e.g. $12.50, 2: the payment provider's refund reference */
		$text = sprintf( __( 'Refunded %1$s through the payment gateway (reference %2$s).', 'opengive' ), self::money( $sent, $donation ), $reference );
		if ( DonationStatus::COMPLETE === $donation->status ) {
			/* translators: 1: refunded so far, 2: the gift's amount, e.g. $12.50 of $50.00 */
			$text .= ' ' . sprintf( __( '%1$s of %2$s refunded so far; the gift stays complete and its totals count the rest.', 'opengive' ), self::money( $donation->refunded_amount, $donation ), self::money( $donation->amount, $donation ) );
		}
		if ( '' !== $reason ) {
			/* translators: %s: why, e.g. "requested by the donor" */
			$text .= ' ' . sprintf( __( 'Reason: %s.', 'opengive' ), RefundReason::label( $reason ) );
		}
		$this->notes->add( $donation->id, trim( $text . ' ' . $note ), 'system', $user_id );
		/**
		 * Fires after a donation was refunded, in full or in part (its refunded_amount says how much
		 * of its amount in all; its status is refunded once that is the whole amount).
		 *
		 * @param Donation $donation The donation.
		 * @param int      $sent     What this refund gave back, minor units (with the recovered fee
		 *                           when it refunded the rest).
		 */
		do_action( 'opengive_donation_refunded', $donation, $sent );
		return $donation;
	}

	/**
	 * The gateway that refunds a gift, when the gift can be refunded.
	 *
	 * @param Donation|null $donation The gift, read locked.
	 * @throws NotFoundException When there is no such donation.
	 * @throws OpenGiveException When it cannot be refunded.
	 */
	private function gateway( ?Donation $donation ): SupportsRefunds {
		if ( null === $donation ) {
			throw new NotFoundException( 'opengive_donation_not_found', __( 'That donation does not exist.', 'opengive' ) );
		}
		if ( DonationStatus::COMPLETE !== $donation->status ) {
			throw new OpenGiveException( 'opengive_not_refundable', __( 'Only completed donations can be refunded.', 'opengive' ), 409 );
		}
		$gateway = $this->gateways->get( $donation->gateway_id );
		if ( ! $gateway instanceof SupportsRefunds ) {
			throw new OpenGiveException( 'opengive_refund_unsupported', __( 'This payment method cannot refund from here. Refund the donor with your payment provider, then set the status to Refunded.', 'opengive' ), 409 );
		}
		return $gateway;
	}

	/**
	 * Minor units of the gift's currency, written as money ("$12.50").
	 *
	 * @param int      $minor    Amount.
	 * @param Donation $donation The gift.
	 */
	private static function money( int $minor, Donation $donation ): string {
		return AmountFormatter::format( $minor, Currency::from_array( array( 'code' => $donation->currency ) ) );
	}
}
