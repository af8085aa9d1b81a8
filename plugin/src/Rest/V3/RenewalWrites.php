<?php
/**
 * GiveWP's renewal through POST /givewp/v3/donations: {subscriptionId, type: renewal, amount?,
 * createdAt?, updateRenewalDate?, gatewayTransactionId?} records a renewal of a subscription that
 * was paid elsewhere (GiveWP's "Add renewal" on the subscription screen). Nothing is charged.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Actions\ProcessRenewals;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's rules (DonationCreateData): a subscriptionId needs type renewal or subscription and the
 * reverse; a subscription's gifts never exceed its installments; the gateway is the subscription's.
 * The renewal is the subscription's donor, form and campaign (OpenGive keeps them, where GiveWP
 * lets the request override them), and the subscription's next date moves on as a renewal run does.
 */
final class RenewalWrites {

	/** The fields GiveWP requires for a single gift (its schema's anyOf, second branch). */
	const SINGLE_REQUIRED = array( 'donorId', 'amount', 'gatewayId', 'mode', 'formId', 'firstName', 'email' );

	/**
	 * The create route's arguments beyond the donation schema. GiveWP's create: a single gift needs
	 * SINGLE_REQUIRED (checked in the callback, since a renewal needs only subscriptionId); a renewal
	 * names its subscription.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function create_args(): array {
		$args = array(
			'type'                 => array(
				'description' => __( 'single (default) or renewal (with subscriptionId).', 'opengive' ),
				'type'        => 'string',
				'enum'        => array( 'single', 'subscription', 'renewal' ),
			),
			'subscriptionId'       => array(
				'description' => __( 'The subscription a renewal belongs to.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
			),
			'updateRenewalDate'    => array(
				'description' => __( 'Renewal: the next renewal is one period after this one\'s createdAt.', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'gatewayTransactionId' => array(
				'description' => __( 'Renewal: the provider\'s reference of the payment.', 'opengive' ),
				'type'        => 'string',
				'maxLength'   => 191,
			),
		);
		foreach ( array_keys( $args ) as $field ) {
			$args[ $field ] += array(
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			);
		}
		return $args;
	}

	/**
	 * Which kind of create this is: single, or renewal (the only subscription gift the API records;
	 * a subscription's first gift comes with the subscription).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws ValidationException When type and subscriptionId disagree or a required field is missing.
	 */
	public static function kind( \WP_REST_Request $request ): string {
		$type         = isset( $request['type'] ) ? (string) $request['type'] : '';
		$subscription = (int) $request['subscriptionId'];
		if ( $subscription > 0 ) {
			if ( 'renewal' === $type ) {
				return 'renewal';
			}
			if ( 'subscription' === $type ) {
				throw new ValidationException( 'opengive_subscription_has_first_gift', __( 'A subscription starts with its first gift; record a renewal (type renewal) instead.', 'opengive' ), 'type' );
			}
			throw new ValidationException( 'opengive_invalid_donation_type', __( 'With a subscriptionId, the type must be renewal.', 'opengive' ), 'type' );
		}
		if ( '' !== $type && 'single' !== $type ) {
			throw new ValidationException( 'opengive_invalid_donation_type', __( 'Without a subscriptionId, the type can only be single.', 'opengive' ), 'subscriptionId' );
		}
		$missing = array_values(
			array_filter(
				self::SINGLE_REQUIRED,
				static function ( string $field ) use ( $request ) {
					return null === $request[ $field ] || '' === $request[ $field ];
				}
			)
		);
		if ( array() !== $missing ) {
			/* translators: %s: comma-separated field names */
			throw new ValidationException( 'rest_missing_callback_param', sprintf( __( 'Missing parameter(s): %s', 'opengive' ), implode( ', ', $missing ) ), $missing[0] );
		}
		return 'single';
	}

	/**
	 * Records the renewal and moves the subscription on, in one transaction.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param DonationWrites   $writes  The donation field writer (amount, date, status checks).
	 * @throws ValidationException When a value is refused; nothing is written then.
	 */
	public static function create( \WP_REST_Request $request, DonationWrites $writes ): Donation {
		$subscriptions = Plugin::container()->get( SubscriptionRepository::class );
		$donations     = Plugin::container()->get( DonationRepository::class );
		$subscription  = $subscriptions->find( (int) $request['subscriptionId'] );
		if ( null === $subscription ) {
			throw new ValidationException( 'opengive_invalid_subscription', __( 'That subscription does not exist.', 'opengive' ), 'subscriptionId' );
		}
		$gifts = $donations->count_for_subscription( $subscription->id );
		if ( $subscription->installments > 0 && $gifts >= $subscription->installments ) {
			throw new ValidationException( 'opengive_installments_reached', __( 'This recurring gift has already had all its installments.', 'opengive' ), 'subscriptionId' );
		}
		if ( isset( $request['gatewayId'] ) && (string) $request['gatewayId'] !== $subscription->gateway_id ) {
			throw new ValidationException( 'opengive_gateway_mismatch', __( 'A renewal is paid through its subscription\'s gateway.', 'opengive' ), 'gatewayId' );
		}
		// The idempotency key only has to be unique: a recorded renewal is not a renewal run's period.
		$renewal         = Plugin::container()->get( ProcessRenewals::class )->renewal( $subscription, hash( 'sha256', 'api-renewal|' . bin2hex( random_bytes( 16 ) ) ) );
		$renewal->status = isset( $request['status'] ) ? (string) $request['status'] : DonationStatus::COMPLETE;
		// The subscription's donor, form and campaign, whatever the request says.
		foreach ( array( 'donorId', 'formId', 'campaignId' ) as $owned ) {
			unset( $request[ $owned ] );
		}
		$writes->apply( $renewal, $request );
		if ( $renewal->currency !== $subscription->currency ) {
			throw new ValidationException( 'opengive_currency_mismatch', __( 'A renewal is in its subscription\'s currency.', 'opengive' ), 'amount' );
		}
		if ( isset( $request['gatewayTransactionId'] ) ) {
			$reference = sanitize_text_field( (string) $request['gatewayTransactionId'] );
			if ( strlen( $reference ) > 191 ) {
				throw new ValidationException( 'opengive_invalid_transaction_id', __( 'The transaction id is at most 191 characters.', 'opengive' ), 'gatewayTransactionId' );
			}
			$renewal->gateway_transaction_id = $reference;
		}
		Transaction::run(
			static function () use ( $donations, $subscriptions, $renewal, $subscription, $gifts, $request ) {
				$donations->insert( $renewal );
				self::advance( $subscription, $gifts + 1, ! empty( $request['updateRenewalDate'] ) && isset( $request['createdAt'] ) ? $renewal->created_at : null );
				$subscriptions->update( $subscription );
			}
		);
		return $renewal;
	}

	/**
	 * The subscription's next date after one more gift, as a renewal run sets it (counted from the
	 * first gift), or one period after $from (updateRenewalDate: GiveWP sets renewsAt to the
	 * renewal's date, then moves it one period on); completed after the last installment.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param int          $gifts        Its gifts, the new renewal included.
	 * @param string|null  $from         The renewal's date (UTC), with updateRenewalDate.
	 */
	private static function advance( Subscription $subscription, int $gifts, ?string $from ): void {
		if ( $subscription->installments > 0 && $gifts >= $subscription->installments ) {
			$subscription->status    = SubscriptionStatus::COMPLETED;
			$subscription->renews_at = null;
			return;
		}
		if ( SubscriptionStatus::has_ended( $subscription->status ) ) {
			return;
		}
		$subscription->renews_at = null !== $from ? Period::nth( $from, $subscription->period, 1 ) : Period::nth( $subscription->created_at, $subscription->period, $gifts );
	}
}
