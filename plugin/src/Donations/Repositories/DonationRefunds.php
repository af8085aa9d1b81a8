<?php
/**
 * Records how much of a gift went back to the donor.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Repositories;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * A refund arrives from two sides: the admin's refund through the gateway and the provider's webhook
 * (Stripe's charge.refunded, at least once and in no order, also for refunds made in its dashboard).
 * Both read the gift with its row locked, inside their transaction, so whichever comes second sees
 * what the first wrote; the refunded amount only ever rises, so a replayed or older event changes
 * nothing. The write goes through DonationRepository, which moves every total by the change.
 */
final class DonationRefunds {

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
	 * A donation with its row locked until the surrounding transaction ends (SQLite locks the whole
	 * database for a write transaction: no FOR UPDATE there).
	 *
	 * @param int $id Donation id.
	 */
	public function locked( int $id ): ?Donation {
		global $wpdb;
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->donations->table()} WHERE id = %d" . Db::for_update(), $id ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}

	/**
	 * Raises a complete gift's refunded amount to $refunded (never lowers it, never past the amount);
	 * once the whole amount is back the gift is refunded. Run inside a transaction, on a gift read
	 * with locked().
	 *
	 * @param Donation $donation A gift read with locked().
	 * @param int      $refunded How much of its amount has gone back in all (minor units).
	 * @return bool Whether anything changed.
	 */
	public function raise( Donation $donation, int $refunded ): bool {
		$refunded = min( $donation->amount, max( $donation->refunded_amount, $refunded ) );
		if ( DonationStatus::COMPLETE !== $donation->status || $refunded === $donation->refunded_amount ) {
			return false;
		}
		$donation->refunded_amount = $refunded;
		if ( $refunded >= $donation->amount ) {
			$donation->status = DonationStatus::REFUNDED;
		}
		$this->donations->update( $donation );
		return true;
	}
}
