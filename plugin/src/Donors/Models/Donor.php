<?php
/**
 * A donor.
 *
 * @package OpenGive
 */

namespace OpenGive\Donors\Models;

defined( 'ABSPATH' ) || exit;

/**
 * A person who gave, identified by email.
 */
final class Donor {

	/**
	 * Row id.
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Linked WordPress user.
	 *
	 * @var int|null
	 */
	public $user_id = null;

	/**
	 * Email, lower-cased.
	 *
	 * @var string
	 */
	public $email = '';

	/**
	 * First name.
	 *
	 * @var string
	 */
	public $first_name = '';

	/**
	 * Last name.
	 *
	 * @var string
	 */
	public $last_name = '';

	/**
	 * Honorific.
	 *
	 * @var string
	 */
	public $honorific = '';

	/**
	 * Phone.
	 *
	 * @var string
	 */
	public $phone = '';

	/**
	 * Company.
	 *
	 * @var string
	 */
	public $company = '';

	/**
	 * Created, UTC.
	 *
	 * @var string
	 */
	public $created_at = '';

	/**
	 * Updated, UTC.
	 *
	 * @var string
	 */
	public $updated_at = '';
}
