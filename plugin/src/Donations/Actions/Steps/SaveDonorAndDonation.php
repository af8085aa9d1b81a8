<?php
/**
 * Step of CreateDonation: resolve the donor and write the donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\CheckedDonation;
use OpenGive\Donors\Actions\ResolveDonor;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Support\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Steps 2 and 3 of CreateDonation (resolve donor, write the donation): the donor is found or created by
 * email and the donation inserted in one transaction, so a failure leaves no row behind.
 */
final class SaveDonorAndDonation {

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param DonorRepository    $donors    Donors.
	 * @param DonationRepository $donations Donations.
	 */
	public function __construct( DonorRepository $donors, DonationRepository $donations ) {
		$this->donors    = $donors;
		$this->donations = $donations;
	}

	/**
	 * Writes donor and donation; when another request of the same attempt (the same derived idempotency
	 * key: key, email, form, amount, gateway) won the race, answers
	 * with its donation instead (and no donor, as nothing was written here).
	 *
	 * @param Donation        $donation Built donation; gets its donor_id and id.
	 * @param CheckedDonation $checked  What ValidateRequest found valid.
	 * @return array{0: ?Donor, 1: Donation} The donor (null for the race's loser) and the donation to answer with.
	 * @throws \RuntimeException When the write fails for another reason.
	 */
	public function __invoke( Donation $donation, CheckedDonation $checked ): array {
		try {
			$donor = $this->write( $donation, $checked );
		} catch ( \RuntimeException $error ) {
			// Two requests of the same attempt raced past the lookup: the unique key let only one in.
			$winner = null === $donation->idempotency_key ? null : $this->donations->find_by_idempotency_key( $donation->idempotency_key );
			if ( null !== $winner ) {
				return array( null, $winner );
			}
			throw $error;
		}
		return array( $donor, $donation );
	}

	/**
	 * Donor and donation, written together or not at all. The charge happens after the commit: a
	 * provider call must never sit inside a transaction whose rollback would erase its record. InnoDB
	 * may pick this transaction as a deadlock victim when simultaneous gifts move the same totals rows;
	 * it has then been rolled back whole, so it is run again (at most three times).
	 *
	 * @param Donation        $donation Built donation.
	 * @param CheckedDonation $checked  What ValidateRequest found valid.
	 * @throws \RuntimeException When the write fails for another reason, or keeps deadlocking.
	 */
	private function write( Donation $donation, CheckedDonation $checked ): Donor {
		global $wpdb;
		for ( $attempt = 1; ; $attempt++ ) {
			// wpdb logs every failed query; a deadlock that the next attempt absorbs is not an error
			// worth a log line, so only the last attempt logs (any other failure is thrown and logged).
			$logged = ! $wpdb->suppress_errors( $attempt < 3 );
			try {
				return Transaction::run(
					function () use ( $checked, $donation ) {
						$donor              = ( new ResolveDonor( $this->donors ) )( $checked->email, $checked->first_name, $checked->last_name, $checked->extras['company'] );
						$donation->donor_id = $donor->id;
						$this->donations->insert( $donation );
						return $donor;
					}
				);
			} catch ( \RuntimeException $error ) {
				if ( $attempt >= 3 || false === stripos( $error->getMessage(), 'deadlock' ) ) {
					throw $error;
				}
				$donation->id = 0;
			} finally {
				$wpdb->suppress_errors( ! $logged );
			}
		}
	}
}
