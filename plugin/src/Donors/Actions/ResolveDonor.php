<?php
/**
 * Finds or creates the donor a gift belongs to.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Actions;

use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Donors are one per email. Typing an email into a form proves nothing about who is giving, so:
 * - a new email gets a new donor (race-safe: two simultaneous first gifts share one row);
 * - an existing donor's stored name and company change only when the request is authenticated as
 *   that donor (the logged-in account linked to it through a confirmed email); otherwise what the
 *   donor typed is kept on the donation alone;
 * - a donor is never linked to an account here: only EmailVerification links them.
 */
final class ResolveDonor {

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Constructor.
	 *
	 * @param DonorRepository $donors Donors.
	 */
	public function __construct( DonorRepository $donors ) {
		$this->donors = $donors;
	}

	/**
	 * The donor with this email.
	 *
	 * @param string $email      Checked email.
	 * @param string $first_name First name as typed.
	 * @param string $last_name  Last name as typed.
	 * @param string $company    Company as typed ('' keeps the stored one).
	 */
	public function __invoke( string $email, string $first_name, string $last_name, string $company ): Donor {
		$new             = new Donor();
		$new->email      = $email;
		$new->first_name = $first_name;
		$new->last_name  = $last_name;
		$new->company    = $company;
		$donor           = $this->donors->find_or_create( $new );
		if ( ! self::is_owner( $donor, get_current_user_id() ) ) {
			return $donor;
		}
		$donor->first_name = $first_name;
		$donor->last_name  = $last_name;
		if ( '' !== $company ) {
			$donor->company = $company;
		}
		return $this->donors->save( $donor );
	}

	/**
	 * Whether a user is the donor's confirmed owner.
	 *
	 * @param Donor $donor   Donor.
	 * @param int   $user_id User (0: logged out).
	 */
	public static function is_owner( Donor $donor, int $user_id ): bool {
		return $user_id > 0 && null !== $donor->user_id && $donor->user_id === $user_id;
	}
}
