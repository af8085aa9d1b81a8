<?php
/**
 * A note on a donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Models;

defined( 'ABSPATH' ) || exit;

/**
 * Written by an admin ('admin') or by OpenGive itself ('system': status changes, refunds).
 */
final class DonationNote {

	/**
	 * Id.
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Donation.
	 *
	 * @var int
	 */
	public $donation_id = 0;

	/**
	 * User who wrote it, or null for the system.
	 *
	 * @var int|null
	 */
	public $author_id = null;

	/**
	 * 'admin' or 'system'.
	 *
	 * @var string
	 */
	public $type = 'admin';

	/**
	 * Plain text.
	 *
	 * @var string
	 */
	public $content = '';

	/**
	 * UTC 'Y-m-d H:i:s'.
	 *
	 * @var string
	 */
	public $created_at = '';
}
