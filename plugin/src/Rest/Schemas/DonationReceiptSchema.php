<?php
/**
 * The opengive/donation-receipt resource: what POST /opengive/v1/donations takes and answers.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Request fields carry the "edit" context, answer fields "view" (the generated TypeScript types split
 * them the same way: OpengiveV1DonationsPostArgs and OpengiveDonationReceipt).
 */
final class DonationReceiptSchema {

	/**
	 * JSON schema: the request fields, then the answer's.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$properties = array_merge( DonationRequestFields::properties(), self::answer_properties() );
		$answered   = array_keys(
			array_filter(
				$properties,
				static function ( array $property ): bool {
					return in_array( 'view', (array) ( $property['context'] ?? array( 'view' ) ), true );
				}
			)
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/donation-receipt',
			'type'       => 'object',
			'properties' => $properties,
			// Every answer carries these; redirectUrl and nextAction only while the payment waits for the donor.
			'required'   => array_values( array_diff( $answered, array( 'redirectUrl', 'nextAction' ) ) ),
		);
	}

	/**
	 * What the answer (the receipt) carries.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function answer_properties(): array {
		return array(
			'subscriptionId'  => array(
				'description' => __( 'The subscription a recurring gift started.', 'opengive' ),
				'type'        => array( 'integer', 'null' ),
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'feeAmountRecovered' => array(
				'description' => __( 'The processing fee the donor covered, minor units.', 'opengive' ),
				'type'        => 'integer',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'totalFormatted'  => array(
				'description' => __( 'What was charged, with currency symbol.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'feeFormatted'    => array(
				'description' => __( 'Processing fee the donor covered, with currency symbol.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'accountCreated'  => array(
				'description' => __( 'Whether an account was asked for with this donation: a link to confirm the email was mailed (the answer is the same when the email already had an account).', 'opengive' ),
				'type'        => 'boolean',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'redirectUrl'     => array(
				'description' => __( 'Only while the payment waits for the donor: their bank\'s page (3-D Secure) to send them to.', 'opengive' ),
				'type'        => 'string',
				'format'      => 'uri',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'nextAction'      => array(
				'description' => __( 'Only while the payment waits for the donor: what Stripe.js finishes in their browser (handleNextAction with clientSecret), and where the browser goes afterwards (returnUrl reads the outcome from Stripe).', 'opengive' ),
				'type'        => 'object',
				'context'     => array( 'view' ),
				'readonly'    => true,
				'properties'  => array(
					'clientSecret' => array( 'type' => 'string' ),
					'returnUrl'    => array(
						'type'   => 'string',
						'format' => 'uri',
					),
				),
				'required'    => array( 'clientSecret', 'returnUrl' ),
			),
			'paymentCard'     => array(
				'description' => __( 'Card brand and last four digits, e.g. "visa •••• 4242"; empty for other methods.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'donationId'      => array(
				'description' => __( 'The new donation.', 'opengive' ),
				'type'        => 'integer',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'status'          => array(
				'description' => __( 'Donation status.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'statusLabel'     => array(
				'description' => __( 'Donation status, for people.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'amountFormatted' => array(
				'description' => __( 'Amount with currency symbol.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'currency'        => array(
				'description' => __( 'ISO 4217 currency code.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'formTitle'       => array(
				'description' => __( 'Form title.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'donorName'       => array(
				'description' => __( 'Donor name.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'date'            => array(
				'description' => __( 'Donation date in the site time zone and date format.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'paymentMethod'   => array(
				'description' => __( 'Payment method name.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'transactionId'   => array(
				'description' => __( 'Gateway transaction id.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'mode'            => array(
				'description' => __( 'live or test.', 'opengive' ),
				'type'        => 'string',
				'enum'        => array( 'live', 'test' ),
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'instructions'    => array(
				'description' => __( 'How to complete an offline donation; empty for other gateways.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'receiptUrl'      => array(
				'description' => __( 'Permanent receipt address (carries the secret donation key).', 'opengive' ),
				'type'        => 'string',
				'format'      => 'uri',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'frequency'       => array(
				'description' => __( 'How often a recurring gift repeats, for people ("Monthly"); empty for a one-off gift.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
			'nextPaymentDate' => array(
				'description' => __( 'When a recurring gift is next taken, in the site\'s date format; empty for a one-off gift or one that has ended.', 'opengive' ),
				'type'        => 'string',
				'context'     => array( 'view' ),
				'readonly'    => true,
			),
		);
	}
}
