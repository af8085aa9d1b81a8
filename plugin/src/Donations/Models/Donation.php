<?php
/**
 * A donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Models;

use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * One gift. Money in minor units of $currency; datetimes are UTC 'Y-m-d H:i:s'.
 */
final class Donation {

	/**
	 * Row id (0 until saved).
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Donation form post id.
	 *
	 * @var int
	 */
	public $form_id = 0;

	/**
	 * Campaign id.
	 *
	 * @var int|null
	 */
	public $campaign_id = null;

	/**
	 * Donor id.
	 *
	 * @var int
	 */
	public $donor_id = 0;

	/**
	 * Subscription id for recurring gifts.
	 *
	 * @var int|null
	 */
	public $subscription_id = null;

	/**
	 * Status, see DonationStatus.
	 *
	 * @var string
	 */
	public $status = DonationStatus::PENDING;

	/**
	 * single|subscription|renewal.
	 *
	 * @var string
	 */
	public $type = 'single';

	/**
	 * live|test.
	 *
	 * @var string
	 */
	public $mode = DonationMode::LIVE;

	/**
	 * Intended amount, minor units.
	 *
	 * @var int
	 */
	public $amount = 0;

	/**
	 * Fee the donor chose to cover, minor units.
	 *
	 * @var int
	 */
	public $fee_amount_recovered = 0;

	/**
	 * How much of the amount went back to the donor, minor units (0 to amount): a partly refunded
	 * gift stays complete and every total counts amount - refunded_amount.
	 *
	 * @var int
	 */
	public $refunded_amount = 0;

	/**
	 * ISO currency code.
	 *
	 * @var string
	 */
	public $currency = 'USD';

	/**
	 * Gateway id.
	 *
	 * @var string
	 */
	public $gateway_id = '';

	/**
	 * Gateway's transaction id.
	 *
	 * @var string
	 */
	public $gateway_transaction_id = '';

	/**
	 * Secret key that grants access to the receipt.
	 *
	 * @var string
	 */
	public $purchase_key = '';

	/**
	 * Hash of the client's attempt key, donor email, form and amount; null for records made without one.
	 *
	 * @var string|null
	 */
	public $idempotency_key = null;

	/**
	 * Donor's IP address.
	 *
	 * @var string
	 */
	public $donor_ip = '';

	/**
	 * Honorific.
	 *
	 * @var string
	 */
	public $honorific = '';

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
	 * Email.
	 *
	 * @var string
	 */
	public $email = '';

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
	 * Donor's comment.
	 *
	 * @var string
	 */
	public $comment = '';

	/**
	 * Where the donor must go to finish paying (the bank's 3-D Secure page), '' when nowhere. Never
	 * stored: only the answer to the request that charged the gift carries it.
	 *
	 * @var string
	 */
	public $next_action_url = '';

	/**
	 * What Stripe.js in the donor's browser needs to finish paying (ChargeResult::$client_action),
	 * empty when nothing. Never stored, like $next_action_url.
	 *
	 * @var array{clientSecret?: string, returnUrl?: string}
	 */
	public $client_action = array();

	/**
	 * Which try of a renewal this charge is: 0 the first, 1 and up a retry after a decline, which
	 * needs a fresh provider idempotency key. Never stored.
	 *
	 * @var int
	 */
	public $attempt = 0;

	/**
	 * Whether the payment waits for the donor (their bank's check, in their browser) before it
	 * counts: emails and the thank-you wait too.
	 */
	public function awaits_donor(): bool {
		return '' !== $this->next_action_url || array() !== $this->client_action;
	}

	/**
	 * Hide the donor's name in public lists.
	 *
	 * @var bool
	 */
	public $anonymous = false;

	/**
	 * Answers to the form's custom fields, by field name.
	 *
	 * @var array<string, string>
	 */
	public $custom_fields = array();

	/**
	 * Card brand as the payment provider reported it (visa, mastercard, ...), '' for other methods.
	 *
	 * @var string
	 */
	public $payment_brand = '';

	/**
	 * Last four digits of the card, '' for other methods.
	 *
	 * @var string
	 */
	public $payment_last4 = '';

	/**
	 * Chosen level id, or 'custom'.
	 *
	 * @var string
	 */
	public $level_id = '';

	/**
	 * Billing address: address1, address2, city, state, country, zip.
	 *
	 * @var array<string, string>
	 */
	public $billing_address = array(
		'address1' => '',
		'address2' => '',
		'city'     => '',
		'state'    => '',
		'country'  => '',
		'zip'      => '',
	);

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

	/**
	 * What the donor pays: the gift plus any processing fee they chose to cover (minor units).
	 */
	public function total(): int {
		return $this->amount + $this->fee_amount_recovered;
	}

	/**
	 * The donor's full name.
	 */
	public function donor_name(): string {
		return trim( $this->first_name . ' ' . $this->last_name );
	}
}
