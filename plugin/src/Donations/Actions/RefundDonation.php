<?php
/**
 * Gives a donor's money back.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\RefundReason;
use OpenGive\Gateways\Contracts\SupportsRefunds;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Through the gateway when it can refund (test, Stripe); other gateways' money moves outside the
 * site, so the admin refunds there and sets the status by hand (a clear 409 says so).
 */
final class RefundDonation {

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

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
	 * Constructor.
	 *
	 * @param DonationRepository     $donations Donations.
	 * @param DonationNoteRepository $notes     Notes.
	 * @param GatewayRegistry        $gateways  Gateways.
	 */
	public function __construct( DonationRepository $donations, DonationNoteRepository $notes, GatewayRegistry $gateways ) {
		$this->donations = $donations;
		$this->notes     = $notes;
		$this->gateways  = $gateways;
	}

	/**
	 * Refunds.
	 *
	 * @param int    $donation_id Donation.
	 * @param int    $user_id     Acting admin.
	 * @param string $reason      One of RefundReason::all(), or '' for none given.
	 * @param string $note        The admin's own words, kept in the note ('' for none).
	 * @throws NotFoundException When there is no such donation.
	 * @throws OpenGiveException When it cannot be refunded.
	 */
	public function __invoke( int $donation_id, int $user_id, string $reason = '', string $note = '' ): Donation {
		$donation = $this->donations->find( $donation_id );
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
		$reason           = in_array( $reason, RefundReason::all(), true ) ? $reason : '';
		$reference        = $gateway->refund( $donation, $reason );
		$donation->status = DonationStatus::REFUNDED;
		$this->donations->update( $donation );
		/* translators: %s: the payment provider's refund reference */
		$text = sprintf( __( 'Refunded through the payment gateway (reference %s).', 'opengive' ), $reference );
		if ( '' !== $reason ) {
			/* translators: %s: why, e.g. "requested by the donor" */
			$text .= ' ' . sprintf( __( 'Reason: %s.', 'opengive' ), RefundReason::label( $reason ) );
		}
		$this->notes->add( $donation->id, trim( $text . ' ' . $note ), 'system', $user_id );
		/**
		 * Fires after a donation was refunded.
		 *
		 * @param Donation $donation The donation.
		 */
		do_action( 'opengive_donation_refunded', $donation );
		return $donation;
	}
}
