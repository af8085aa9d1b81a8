<?php
/**
 * A donation request that passed every check.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\ValueObjects;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Gateways\Contracts\PaymentGateway;

defined( 'ABSPATH' ) || exit;

/**
 * What CreateDonation's ValidateRequest step found valid, by name, for the later steps to write and charge.
 */
final class CheckedDonation {

	/**
	 * The open form.
	 *
	 * @var DonationForm
	 */
	public $form;

	/**
	 * Chosen level id (or 'custom').
	 *
	 * @var string
	 */
	public $level_id = '';

	/**
	 * The gift, minor units.
	 *
	 * @var int
	 */
	public $amount = 0;

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
	 * Lower-cased email.
	 *
	 * @var string
	 */
	public $email = '';

	/**
	 * The gateway, enabled on the form.
	 *
	 * @var PaymentGateway
	 */
	public $gateway;

	/**
	 * Company, comment, anonymous, custom_fields.
	 *
	 * @var array<string, mixed>
	 */
	public $extras = array();

	/**
	 * What the gateway's charge() receives.
	 *
	 * @var array<string, mixed>
	 */
	public $payment = array();

	/**
	 * Billing address, when the form asks for one.
	 *
	 * @var array<string, string>|null
	 */
	public $address = null;

	/**
	 * Password of the account to make with the gift, or null.
	 *
	 * @var string|null
	 */
	public $password = null;

	/**
	 * The covered processing fee, minor units.
	 *
	 * @var int
	 */
	public $fee = 0;

	/**
	 * 'once' or the period of a recurring gift.
	 *
	 * @var string
	 */
	public $period = 'once';
}
