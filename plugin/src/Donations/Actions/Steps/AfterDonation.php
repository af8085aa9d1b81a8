<?php
/**
 * Step of CreateDonation: side effects of a recorded gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donors\Actions\DonorAccount;
use OpenGive\Donors\Models\Donor;

defined( 'ABSPATH' ) || exit;

/**
 * Step 6 of CreateDonation (side effects): the donor account the gift asked for, and the
 * opengive_donation_created action (receipts and notices hook in there).
 */
final class AfterDonation {

	/**
	 * Runs the side effects.
	 *
	 * @param Donor                $donor    The donor.
	 * @param Donation             $donation The recorded donation.
	 * @param string|null          $password Password of the account asked for (null when none).
	 * @param array<string, mixed> $input    The request (returnUrl).
	 */
	public function __invoke( Donor $donor, Donation $donation, ?string $password, array $input ): void {
		( new DonorAccount() )->after_gift( $donor, $donation, $password );

		/**
		 * Fires after a donation was recorded and charged.
		 *
		 * @param Donation $donation   The donation.
		 * @param string   $return_url Same-site page the donor gave on.
		 */
		do_action( 'opengive_donation_created', $donation, ReceiptBuilder::safe_return_url( (string) ( $input['returnUrl'] ?? '' ) ) );
	}
}
