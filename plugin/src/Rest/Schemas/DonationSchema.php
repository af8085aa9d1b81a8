<?php
/**
 * The givewp/donation resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. Sensitive fields (purchaseKey, donorIp, email, phone, billingAddress) appear
 * only with includeSensitiveData; "redact" blanks an anonymous gift's donor.
 */
final class DonationSchema {

	const SENSITIVE = array( 'purchaseKey', 'donorIp', 'email', 'phone', 'billingAddress' );

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
				'campaignId'           => Values::prop( array( 'integer', 'null' ), __( 'Campaign the gift counts toward.', 'opengive' ) ),
				'formId'               => Values::prop( 'integer', __( 'Donation form.', 'opengive' ) ),
				'formTitle'            => $string( __( 'Title of the donation form.', 'opengive' ) ),
				'purchaseKey'          => $string( __( 'Secret key of the receipt (sensitive).', 'opengive' ) ),
				'donorIp'              => $string( __( 'Donor IP address (sensitive).', 'opengive' ) ),
				'createdAt'            => Values::date_schema( __( 'When the gift was made.', 'opengive' ) ),
				'updatedAt'            => Values::date_schema( __( 'Last change.', 'opengive' ) ),
				'status'               => $string( __( 'Status (GiveWP values: publish is complete).', 'opengive' ), array( 'enum' => DonationStatus::all(), 'readonly' => false ) ),
				'type'                 => $string( __( 'single, subscription (first gift of one) or renewal.', 'opengive' ), array( 'enum' => array( 'single', 'subscription', 'renewal' ) ) ),
				'mode'                 => $string( __( 'live or test.', 'opengive' ), array( 'enum' => array( 'live', 'test' ) ) ),
				'amount'               => Values::money_schema( __( 'The gift, without the recovered fee.', 'opengive' ) ),
				'feeAmountRecovered'   => Values::money_schema( __( 'Processing fee the donor covered.', 'opengive' ) ),
				'gatewayId'            => $string( __( 'Payment gateway.', 'opengive' ) ),
				'gatewayTransactionId' => $string( __( 'Provider reference.', 'opengive' ) ),
				'donorId'              => Values::prop( 'integer', __( 'Donor (0 when redacted).', 'opengive' ) ),
				'honorific'            => $string( __( 'Title such as Mr or Dr.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 20 ) ),
				'firstName'            => $string( __( 'First name.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 100 ) ),
				'lastName'             => $string( __( 'Last name.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 100 ) ),
				'email'                => $string( __( 'Email (sensitive).', 'opengive' ) ),
				'phone'                => $string( __( 'Phone (sensitive).', 'opengive' ), array( 'readonly' => false, 'maxLength' => 50 ) ),
				'subscriptionId'       => Values::prop( array( 'integer', 'null' ), __( 'Subscription of a recurring gift.', 'opengive' ) ),
				'billingAddress'       => Values::prop(
					'object',
					__( 'Billing address (sensitive).', 'opengive' ),
					array(
						'properties' => array_fill_keys(
							array( 'address1', 'address2', 'city', 'state', 'country', 'zip' ),
							array( 'type' => 'string' )
						),
					)
				),
				'anonymous'            => Values::prop( 'boolean', __( 'The donor asked not to be named publicly.', 'opengive' ), array( 'readonly' => false ) ),
				'levelId'              => $string( __( 'Donation level chosen (custom for a typed amount).', 'opengive' ) ),
				'company'              => $string( __( 'Company.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 191 ) ),
				'comment'              => $string( __( 'Donor comment.', 'opengive' ), array( 'readonly' => false, 'maxLength' => 5000 ) ),
			),
		);
		return Values::with_required_except( $schema, self::SENSITIVE );
	}

	/**
	 * A donation as the API shows it.
	 *
	 * @param Donation $d         Donation.
	 * @param string   $form_title Title of its form.
	 * @param bool     $sensitive Include sensitive fields.
	 * @param bool     $redact    Hide the donor of an anonymous gift.
	 * @return array<string, mixed>
	 */
	public static function prepare( Donation $d, string $form_title, bool $sensitive, bool $redact ): array {
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
			$data = array_diff_key( $data, array_flip( self::SENSITIVE ) );
		}
		return $data;
	}
}
