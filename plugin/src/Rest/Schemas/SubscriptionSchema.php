<?php
/**
 * The givewp/subscription resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. transactionId and gatewaySubscriptionId are provider references, filled only
 * with includeSensitiveData ('' without it, as GiveWP sends them).
 */
final class SubscriptionSchema {

	/** Sensitive field => its empty value. */
	const SENSITIVE = array(
		'transactionId'         => '',
		'gatewaySubscriptionId' => '',
	);

	/**
	 * JSON schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/subscription',
			'type'       => 'object',
			'properties' => array(
				'id'                    => Values::prop( 'integer', __( 'Subscription id.', 'opengive' ) ),
				'donationFormId'        => Values::prop( 'integer', __( 'Donation form.', 'opengive' ) ),
				'campaignId'            => Values::prop( array( 'integer', 'null' ), __( 'Campaign.', 'opengive' ) ),
				'createdAt'             => Values::date_schema( __( 'When it started.', 'opengive' ) ),
				'renewsAt'              => Values::date_schema( __( 'Next renewal (null once ended).', 'opengive' ), false ),
				'donorId'               => Values::prop( 'integer', __( 'Donor.', 'opengive' ) ),
				'period'                => Values::prop( 'string', __( 'day, week, month, quarter or year.', 'opengive' ), array( 'enum' => Period::all() ) ),
				'frequency'             => Values::prop( 'integer', __( 'Every how many periods.', 'opengive' ) ),
				'installments'          => Values::prop( 'integer', __( 'Number of gifts in all (0: until cancelled).', 'opengive' ) ),
				'transactionId'         => Values::prop( 'string', __( 'Provider reference of the first payment (sensitive).', 'opengive' ) ),
				'mode'                  => Values::prop( 'string', __( 'live or test.', 'opengive' ), array( 'enum' => array( 'live', 'test' ) ) ),
				'amount'                => Values::money_schema( __( 'Amount per period, without the fee.', 'opengive' ) ),
				'feeAmountRecovered'    => Values::money_schema( __( 'Fee the donor covers per period.', 'opengive' ) ),
				'status'                => Values::prop( 'string', __( 'Status (paused, suspended... are set by staff; only active ones renew).', 'opengive' ), array( 'enum' => SubscriptionStatus::all(), 'readonly' => false ) ),
				'gatewaySubscriptionId' => Values::prop( 'string', __( 'Provider reference of the subscription (sensitive).', 'opengive' ), array( 'readonly' => false, 'maxLength' => FieldLimits::max( 'subscriptions', 'gateway_subscription_id' ) ) ),
				'gatewayId'             => Values::prop( 'string', __( 'Payment gateway.', 'opengive' ) ),
				'firstName'             => Values::prop( 'string', __( 'The donor\'s first name.', 'opengive' ) ),
				'lastName'              => Values::prop( 'string', __( 'The donor\'s last name.', 'opengive' ) ),
				'gateway'               => Values::prop(
					'object',
					__( 'The payment gateway as GiveWP describes it.', 'opengive' ),
					array(
						'properties' => array(
							'id'    => array( 'type' => 'string' ),
							'name'  => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
						),
					)
				),
				'projectedAnnualRevenue' => Values::money_schema( __( 'Completed gifts this calendar year (UTC) plus the renewals still due before it ends, as GiveWP computes it.', 'opengive' ) ),
			),
		);
		return Values::with_required_except( $schema, array_keys( self::SENSITIVE ) );
	}

	/**
	 * A subscription as the API shows it.
	 *
	 * @param Subscription $s         Subscription.
	 * @param bool         $sensitive Include provider references.
	 * @param array        $extra     firstName, lastName, gateway, projectedAnnualRevenue (minor units).
	 * @return array<string, mixed>
	 */
	public static function prepare( Subscription $s, bool $sensitive, array $extra = array() ): array {
		$data = array(
			'id'                    => $s->id,
			'donationFormId'        => $s->form_id,
			'campaignId'            => $s->campaign_id,
			'createdAt'             => Values::date( $s->created_at ),
			'renewsAt'              => Values::date( $s->renews_at ),
			'donorId'               => $s->donor_id,
			'period'                => $s->period,
			'frequency'             => $s->frequency,
			'installments'          => $s->installments,
			'transactionId'         => $s->transaction_id,
			'mode'                  => $s->mode,
			'amount'                => Values::money( $s->amount, $s->currency ),
			'feeAmountRecovered'    => Values::money( $s->fee_amount_recovered, $s->currency ),
			'status'                => $s->status,
			'gatewaySubscriptionId' => $s->gateway_subscription_id,
			'gatewayId'             => $s->gateway_id,
			'firstName'             => (string) ( $extra['firstName'] ?? '' ),
			'lastName'              => (string) ( $extra['lastName'] ?? '' ),
			'gateway'               => $extra['gateway'] ?? array(
				'id'    => $s->gateway_id,
				'name'  => $s->gateway_id,
				'label' => $s->gateway_id,
			),
			'projectedAnnualRevenue' => Values::money( (int) ( $extra['projectedAnnualRevenue'] ?? 0 ), $s->currency ),
		);
		return $sensitive ? $data : array_merge( $data, self::SENSITIVE );
	}
}
