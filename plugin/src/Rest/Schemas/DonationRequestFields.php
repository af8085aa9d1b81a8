<?php
/**
 * The fields POST /opengive/v1/donations takes.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Subscriptions\ValueObjects\Period;

defined( 'ABSPATH' ) || exit;

/**
 * The request half of DonationReceiptSchema ("edit" context); CreateDonation checks every one of them.
 */
final class DonationRequestFields {

	/**
	 * Property schemas by field name.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function properties(): array {
		return array(
			'formId'          => array(
				'description' => __( 'The donation form.', 'opengive' ),
				'type'        => 'integer',
				'context'     => array( 'edit' ),
				'required'    => true,
			),
			'amount'          => array(
				'description' => __( 'Amount in minor units of the form\'s currency (its own decimals: cents, yen, fils). Ignored when a level is chosen: the level price is used.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => \OpenGive\Support\Money\AmountLimits::MAX_MINOR,
				'context'     => array( 'view', 'edit' ),
			),
			'currency'        => array(
				'description' => __( 'ISO 4217 code the amount is in; refused with opengive_currency_mismatch when it is not the form\'s.', 'opengive' ),
				'type'        => 'string',
				'pattern'     => '^[A-Za-z]{3}$',
				'context'     => array( 'edit' ),
			),
			'levelId'         => array(
				'description' => __( 'Chosen level id, or "custom".', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'firstName'       => array(
				'description' => __( 'Donor first name.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
				'required'    => true,
			),
			'lastName'        => array(
				'description' => __( 'Donor last name.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'email'           => array(
				'description' => __( 'Donor email.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'required'    => true,
			),
			'gatewayId'       => array(
				'description' => __( 'Payment gateway id.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
				'required'    => true,
			),
			'companyOption'   => array(
				'description' => __( 'Whether the gift is made on behalf of a company (forms with an optional company).', 'opengive' ),
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'context'     => array( 'edit' ),
			),
			'bankAccountType' => array(
				'description' => __( 'Forms asking for the bank account type: 0 personal, 1 business (business asks for the company name).', 'opengive' ),
				'type'        => 'string',
				'enum'        => array( '0', '1' ),
				'context'     => array( 'edit' ),
			),
			'company'         => array(
				'description' => __( 'Company name.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'comment'         => array(
				'description' => __( 'Donor comment (forms that allow comments).', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'anonymous'       => array(
				'description' => __( 'Hide the donor name in public lists (forms that allow it).', 'opengive' ),
				'type'        => 'boolean',
				'context'     => array( 'edit' ),
			),
			'termsAccepted'   => array(
				'description' => __( 'The donor accepted the form terms (required where the form has terms).', 'opengive' ),
				'type'        => 'boolean',
				'context'     => array( 'edit' ),
			),
			'customFields'    => array(
				'description' => __( 'Answers to the form custom fields, by field name.', 'opengive' ),
				'type'        => 'object',
				'additionalProperties' => array( 'type' => array( 'string', 'boolean', 'number' ) ),
				'context'     => array( 'edit' ),
			),
			'billingAddress'  => array(
				'description' => __( 'Billing address (forms that ask for one).', 'opengive' ),
				'type'        => 'object',
				'properties'  => array(
					'address1' => array( 'type' => 'string' ),
					'address2' => array( 'type' => 'string' ),
					'city'     => array( 'type' => 'string' ),
					'state'    => array( 'type' => 'string' ),
					'country'  => array( 'type' => 'string' ),
					'zip'      => array( 'type' => 'string' ),
				),
				'context'     => array( 'edit' ),
			),
			'idempotencyKey'  => array(
				'description' => __( 'Client-generated key for this donation attempt (16-64 letters, digits, dashes); a retry with the same key and details returns the first donation instead of charging again.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'recurringPeriod' => array(
				'description' => __( 'once, or the period of a recurring gift (day, week, month, quarter, year) the form offers.', 'opengive' ),
				'type'        => 'string',
				'enum'        => array_merge( array( Period::ONCE ), Period::all() ),
				'context'     => array( 'edit' ),
			),
			'coverFee'        => array(
				'description' => __( 'The donor covers the processing fee (forms with fee recovery). The server computes the fee.', 'opengive' ),
				'type'        => 'boolean',
				'context'     => array( 'edit' ),
			),
			'feeAmount'       => array(
				'description' => __( 'The fee the donor saw, minor units; refused with opengive_fee_mismatch when it differs from the server\'s.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'context'     => array( 'edit' ),
			),
			'total'           => array(
				'description' => __( 'Amount plus fee as the donor saw it, minor units; refused with opengive_total_mismatch when it differs. In the answer: what was charged.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'context'     => array( 'view', 'edit' ),
			),
			'createAccount'   => array(
				'description' => __( 'Create an account with the donor\'s email as login (logged-out donors only); made once the gift went through.', 'opengive' ),
				'type'        => 'boolean',
				'context'     => array( 'edit' ),
			),
			'accountPassword' => array(
				'description' => __( 'Password of the new account, at least 8 characters.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'formHash'        => array(
				'description' => __( 'The form\'s nonce (give-form-hash), when the request comes from a donation form page. A stale one is refused with 403 opengive_invalid_form_hash.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'paymentToken'    => array(
				'description' => __( 'Card gateways: the payment provider\'s one-time token for the card (Stripe PaymentMethod id, 2Checkout token). Card numbers are never accepted.', 'opengive' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'context'     => array( 'edit' ),
			),
			'cardBrand'       => array(
				'description' => __( 'Token gateways: card brand as the browser read it, for the receipt.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'cardLast4'       => array(
				'description' => __( 'Token gateways: last four card digits, for the receipt.', 'opengive' ),
				'type'        => 'string',
				'pattern'     => '^[0-9]{4}$',
				'context'     => array( 'edit' ),
			),
			'opengive_website' => array(
				'description' => __( 'Honeypot: must be empty. People never see this field.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'edit' ),
			),
			'returnUrl'       => array(
				'description' => __( 'Page the donor gave on; the receipt link points back to it.', 'opengive' ),
				'type'        => 'string',
				'format'      => 'uri',
				'context'     => array( 'edit' ),
			),
		);
	}
}
