<?php
/**
 * A recurring gift.
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\Models;

use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Money in minor units; dates UTC. installments 0 means "until cancelled".
 */
final class Subscription {

	/**
	 * Id.
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Donor.
	 *
	 * @var int
	 */
	public $donor_id = 0;

	/**
	 * Form.
	 *
	 * @var int
	 */
	public $form_id = 0;

	/**
	 * Campaign its gifts count toward, or null.
	 *
	 * @var int|null
	 */
	public $campaign_id = null;

	/**
	 * Status.
	 *
	 * @var string
	 */
	public $status = SubscriptionStatus::ACTIVE;

	/**
	 * live|test.
	 *
	 * @var string
	 */
	public $mode = 'live';

	/**
	 * day|week|month|quarter|year.
	 *
	 * @var string
	 */
	public $period = 'month';

	/**
	 * Periods between renewals.
	 *
	 * @var int
	 */
	public $frequency = 1;

	/**
	 * Number of gifts in all (0: until cancelled).
	 *
	 * @var int
	 */
	public $installments = 0;

	/**
	 * Each gift, minor units.
	 *
	 * @var int
	 */
	public $amount = 0;

	/**
	 * The fee covered with each gift.
	 *
	 * @var int
	 */
	public $fee_amount_recovered = 0;

	/**
	 * Currency.
	 *
	 * @var string
	 */
	public $currency = 'USD';

	/**
	 * Gateway.
	 *
	 * @var string
	 */
	public $gateway_id = '';

	/**
	 * What the gateway charges renewals with (e.g. Stripe customer and payment method).
	 *
	 * @var string
	 */
	public $gateway_subscription_id = '';

	/**
	 * First transaction.
	 *
	 * @var string
	 */
	public $transaction_id = '';

	/**
	 * Next renewal, UTC.
	 *
	 * @var string|null
	 */
	public $renews_at = null;

	/**
	 * Created (the first gift), UTC.
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
