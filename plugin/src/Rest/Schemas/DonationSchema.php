<?php
/**
 * The givewp/donation resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. Sensitive fields (purchaseKey, donorIp, email, phone, billingAddress,
 * customFields, gatewayTransactionId) are filled only with includeSensitiveData; without it they are
 * present but empty ('' / null / []), as GiveWP sends them. "redact" blanks an anonymous gift's donor.
 */
final class DonationSchema {

	/** Sensitive field => its empty value. */
	const SENSITIVE = array(
		'purchaseKey'          => '',
		'donorIp'              => '',
		'email'                => '',
		'phone'                => '',
		'billingAddress'       => null,
		'customFields'         => array(),
		'gatewayTransactionId' => '',
	);

	/**
	 * JSON schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$string = static function ( string $description, array $extra = array() ) {
			return Values::prop( 'string', $description, $extra );
		};
		$schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/donation',
			'type'       => 'object',
			'properties' => array(
				'id'                   => Values::prop( 'integer', __( 'Donation id.', 'opengive' ) ),
				'campaignId'           => Values::prop( array( 'integer', 'null' ), __( 'Campaign the gift counts toward.', 'opengive' ), array( 'readonly' => false, 'minimum' => 0 ) ),
				'formId'               => Values::prop( 'integer', __( 'Donation form.', 'opengive' ), array( 'readonly' => false, 'minimum' => 1 ) ),
				'formTitle'            => $string( __( 'Title of the donation form.', 'opengive' ) ),
				'purchaseKey'          => $string( __( 'Secret key of the receipt (sensitive).', 'opengive' ) ),
				'donorIp'              => $string( __( 'Donor IP address (sensitive).', 'opengive' ) ),
				'createdAt'            => Values::date_schema( __( 'When the gift was made.', 'opengive' ), false ),
				'updatedAt'            => Values::date_schema( __( 'Last change.', 'opengive' ) ),
				'status'               => $string( __( 'Status (GiveWP values: publish is complete).', 'opengive' ), array( 'enum' => DonationStatus::all(), 'readonly' => false ) ),
				'type'                 => $string( __( 'single, subscription (first gift of one) or renewal.', 'opengive' ), array( 'enum' => array( 'single', 'subscription', 'renewal' ) ) ),
				'mode'                 => $string( __( 'live or test (set only when the donation is created).', 'opengive' ), array( 'enum' => array( 'live', 'test' ), 'readonly' => false ) ),
				'amount'               => self::writable_money( __( 'The gift, without the recovered fee (write {value, currency}).', 'opengive' ) ),
				'feeAmountRecovered'   => self::writable_money( __( 'Processing fee the donor covered (write {value}).', 'opengive' ) ),
				'refundedAmount'       => Values::money_schema( __( 'How much of the amount went back to the donor (refunds through POST /donations/{id}/refund or the payment provider); totals count amount less this.', 'opengive' ) ),
				'gatewayId'            => $string( __( 'Payment gateway.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 50 ) ),
				'gatewayTransactionId' => $string( __( 'Provider reference.', 'opengive' ) ),
				'donorId'              => Values::prop( 'integer', __( 'Donor (0 when redacted).', 'opengive' ), array( 'readonly' => false, 'minimum' => 1 ) ),
				'honorific'            => $string( __( 'Title such as Mr or Dr.', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'honorific' ) ) ),
				'firstName'            => $string( __( 'First name.', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'first_name' ) ) ),
				'lastName'             => $string( __( 'Last name.', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'last_name' ) ) ),
				'email'                => $string( __( 'Email (sensitive).', 'opengive' ), array( 'readonly' => false, 'format' => 'email', 'maxLength' => FieldLimits::max( 'donations', 'email' ) ) ),
				'phone'                => $string( __( 'Phone (sensitive).', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'phone' ) ) ),
				'subscriptionId'       => Values::prop( array( 'integer', 'null' ), __( 'Subscription of a recurring gift.', 'opengive' ) ),
				'billingAddress'       => Values::prop(
					array( 'object', 'null' ),
					__( 'Billing address (sensitive; null without includeSensitiveData).', 'opengive' ),
					array(
						'readonly'   => false,
						'properties' => self::address_properties(),
					)
				),
				'customFields'         => Values::prop(
					'array',
					__( 'Answers to the form\'s custom fields (sensitive; [] without includeSensitiveData).', 'opengive' ),
					array(
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'label' => array( 'type' => 'string' ),
								'value' => array( 'type' => 'string' ),
							),
						),
					)
				),
				'gateway'              => Values::prop(
					'object',
					__( 'The payment gateway as GiveWP describes it (transactionUrl only with includeSensitiveData).', 'opengive' ),
					array(
						'properties' => array(
							'id'             => array( 'type' => 'string' ),
							'name'           => array( 'type' => 'string' ),
							'label'          => array( 'type' => 'string' ),
							'transactionUrl' => array(
								'type'   => 'string',
								'format' => 'uri',
							),
						),
					)
				),
				'anonymous'            => Values::prop( 'boolean', __( 'The donor asked not to be named publicly.', 'opengive' ), array( 'readonly' => false ) ),
				'levelId'              => $string( __( 'Donation level chosen (custom for a typed amount).', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'level_id' ) ) ),
				'company'              => $string( __( 'Company.', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'company' ) ) ),
				'comment'              => $string( __( 'Donor comment.', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'donations', 'comment' ) ) ),
			),
		);
		return Values::with_required_except( $schema, array_keys( self::SENSITIVE ) );
	}

	/**
	 * A money object clients may write: bounded before any cast (1e20 is a 400, never an overflow);
	 * the exact limits (currency decimals, the site-wide ceiling) are checked when it is applied.
	 *
	 * @param string $description What the amount is.
	 * @return array<string, mixed>
	 */
	public static function writable_money( string $description ): array {
		$schema                                              = Values::money_schema( $description );
		$schema['readonly']                                  = false;
		$ceiling                                             = AmountLimits::ceiling();
		$schema['properties']['value']['minimum']            = 0;
		$schema['properties']['value']['maximum']            = $ceiling;
		$schema['properties']['valueInMinorUnits']['minimum'] = 0;
		$schema['properties']['valueInMinorUnits']['maximum'] = $ceiling;
		$schema['properties']['currency']['pattern']         = '^[A-Za-z]{3}$';
		return $schema;
	}

	/**
	 * A donation as the API shows it.
	 *
	 * @param Donation $d         Donation.
	 * @param string   $form_title Title of its form.
	 * @param bool     $sensitive Include sensitive fields.
	 * @param bool     $redact    Hide the donor of an anonymous gift.
	 * @param array    $extra     customFields ([{label, value}]) and gateway ({id, name, label, transactionUrl}).
	 * @return array<string, mixed>
	 */
	public static function prepare( Donation $d, string $form_title, bool $sensitive, bool $redact, array $extra = array() ): array {
		$data = array(
			'id'                   => $d->id,
			'campaignId'           => $d->campaign_id,
			'formId'               => $d->form_id,
			'formTitle'            => $form_title,
			'purchaseKey'          => $d->purchase_key,
			'donorIp'              => $d->donor_ip,
			'createdAt'            => Values::date( $d->created_at ),
			'updatedAt'            => Values::date( $d->updated_at ),
			'status'               => $d->status,
			'type'                 => $d->type,
			'mode'                 => $d->mode,
			'amount'               => Values::money( $d->amount, $d->currency ),
			'feeAmountRecovered'   => Values::money( $d->fee_amount_recovered, $d->currency ),
			'refundedAmount'       => Values::money( $d->refunded_amount, $d->currency ),
			'gatewayId'            => $d->gateway_id,
			'gatewayTransactionId' => $d->gateway_transaction_id,
			'donorId'              => $d->donor_id,
			'honorific'            => $d->honorific,
			'firstName'            => $d->first_name,
			'lastName'             => $d->last_name,
			'email'                => $d->email,
			'phone'                => $d->phone,
			'subscriptionId'       => $d->subscription_id,
			'billingAddress'       => $d->billing_address,
			'anonymous'            => $d->anonymous,
			'levelId'              => $d->level_id,
			'company'              => $d->company,
			'comment'              => $d->comment,
			'customFields'         => $extra['customFields'] ?? array(),
			'gateway'              => $extra['gateway'] ?? array(
				'id'    => $d->gateway_id,
				'name'  => $d->gateway_id,
				'label' => $d->gateway_id,
			),
		);
		if ( $redact && $d->anonymous ) {
			$data = array_merge(
				$data,
				array(
					'donorId'   => 0,
					'honorific' => '',
					'firstName' => __( 'Anonymous', 'opengive' ),
					'lastName'  => '',
					'company'   => '',
					'comment'   => '',
				)
			);
			$sensitive = false;
		}
		if ( ! $sensitive ) {
			$data = array_merge( $data, self::SENSITIVE );
			unset( $data['gateway']['transactionUrl'] );
		}
		return $data;
	}

	/**
	 * The billing address parts, each as long as its column (plugin/data/field-limits.json):
	 * country is the two-letter code, zip 20 characters, city and state 100.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function address_properties(): array {
		$properties = array();
		foreach ( array( 'address1', 'address2', 'city', 'state', 'country', 'zip' ) as $key ) {
			$properties[ $key ] = array(
				'type'      => 'string',
				'maxLength' => FieldLimits::max( 'donations', $key ),
			);
		}
		return $properties;
	}
}
