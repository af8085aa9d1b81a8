<?php
/**
 * The outcome of a charge.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\ValueObjects;

use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * New donation status, the gateway's transaction id and an optional message for the donor.
 */
final class ChargeResult {

	/**
	 * Donation status after the charge.
	 *
	 * @var string
	 */
	public $status;

	/**
	 * Gateway transaction id.
	 *
	 * @var string
	 */
	public $transaction_id;

	/**
	 * Message for the donor (e.g. why a card was declined).
	 *
	 * @var string
	 */
	public $message;

	/**
	 * Card brand reported by the provider, '' when not a card.
	 *
	 * @var string
	 */
	public $card_brand;

	/**
	 * Last four card digits reported by the provider, '' when not a card.
	 *
	 * @var string
	 */
	public $card_last4;

	/**
	 * What renewals of a recurring gift are charged with (gateway subscription id), '' otherwise.
	 *
	 * @var string
	 */
	public $reference = '';

	/**
	 * Where the donor must go to finish a pending payment (a bank's 3-D Secure page), '' otherwise.
	 *
	 * @var string
	 */
	public $next_action_url = '';

	/**
	 * What Stripe.js in the donor's browser needs to finish a pending payment itself (3-D Secure in
	 * Stripe's own window, a bank redirect, a debit mandate): clientSecret and the returnUrl the
	 * browser goes to afterwards. Empty when the browser has nothing to do.
	 *
	 * @var array{clientSecret?: string, returnUrl?: string}
	 */
	public $client_action = array();

	/**
	 * Constructor.
	 *
	 * @param string $status         Donation status.
	 * @param string $transaction_id Transaction id.
	 * @param string $message        Message.
	 * @param string $card_brand     Card brand.
	 * @param string $card_last4     Last four digits.
	 */
	public function __construct( string $status, string $transaction_id = '', string $message = '', string $card_brand = '', string $card_last4 = '' ) {
		$this->status         = $status;
		$this->transaction_id = $transaction_id;
		$this->message        = $message;
		$this->card_brand     = $card_brand;
		$this->card_last4     = $card_last4;
	}

	/**
	 * True when the provider gave no usable answer (timeout, 5xx, unreadable body): the charge may or
	 * may not have been made. The donation stays pending and a retry sends the same idempotent charge.
	 *
	 * @var bool
	 */
	public $outcome_unknown = false;

	/**
	 * Whether money was taken.
	 */
	public function is_complete(): bool {
		return DonationStatus::COMPLETE === $this->status;
	}
}
