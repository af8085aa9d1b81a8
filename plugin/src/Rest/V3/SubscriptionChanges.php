<?php
/**
 * Staff's changes to a subscription's terms through PUT /givewp/v3/subscriptions/{id}: the renewal
 * amount and the number of installments (GiveWP's writable amount and installments); the period
 * and frequency stay as the donor agreed them.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;
use OpenGive\Support\Notes\NoteRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Every value is checked before the subscription changes; each change leaves an admin note on the
 * subscription saying what it was and who changed it, so the donor's history explains a renewal of
 * a different amount.
 */
final class SubscriptionChanges {

	/**
	 * The update route's arguments for these fields (read-only in the item schema, writable here).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$args = array(
			'amount'       => array(
				'description' => __( 'New renewal amount, {value, currency} or {valueInMinorUnits} (the form\'s minimum and maximum apply).', 'opengive' ),
				'type'        => 'object',
				'properties'  => array(
					'value'             => array( 'type' => 'number' ),
					'valueInMinorUnits' => array( 'type' => 'integer' ),
					'currency'          => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z]{3}$',
					),
				),
			),
			'installments' => array(
				'description' => __( 'Number of gifts in all, 0 for until cancelled (not fewer than those made).', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => 1000,
			),
		);
		foreach ( $args as $field => $arg ) {
			$args[ $field ] += array(
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			);
		}
		return $args;
	}

	/**
	 * Applies the request's term changes to the subscription (not saved yet).
	 *
	 * @param Subscription     $subscription Subscription, changed in place.
	 * @param \WP_REST_Request $request      Request.
	 * @return string[] What changed, one sentence each, for the notes.
	 * @throws ValidationException When a value is refused.
	 */
	public static function apply( Subscription $subscription, \WP_REST_Request $request ): array {
		foreach ( array( 'period', 'frequency' ) as $field ) {
			if ( isset( $request[ $field ] ) && (string) $request[ $field ] !== (string) $subscription->$field ) {
				throw new ValidationException( 'opengive_period_not_changeable', __( 'The period of a recurring gift is what the donor agreed to and cannot be changed; cancel it and ask the donor to start a new one.', 'opengive' ), $field );
			}
		}
		$changes = array();
		if ( isset( $request['installments'] ) ) {
			$installments = (int) $request['installments'];
			$gifts        = Plugin::container()->get( DonationRepository::class )->count_for_subscription( $subscription->id );
			if ( $installments < 0 || ( $installments > 0 && $installments < $gifts ) ) {
				/* translators: %d: number of gifts the subscription has had */
				throw new ValidationException( 'opengive_invalid_installments', sprintf( __( 'Installments must be 0 (until cancelled) or at least the %d gifts already made.', 'opengive' ), $gifts ), 'installments' );
			}
			if ( $installments !== $subscription->installments ) {
				/* translators: 1: previous number of installments, 2: new number (0 means until cancelled) */
				$changes[]                  = sprintf( __( 'Installments changed from %1$d to %2$d (0: until cancelled).', 'opengive' ), $subscription->installments, $installments );
				$subscription->installments = $installments;
			}
		}
		if ( isset( $request['amount'] ) ) {
			list( $amount, $currency ) = DonationWrites::money( $request['amount'], $subscription->currency, 'amount', 1 );
			if ( $currency !== $subscription->currency ) {
				throw new ValidationException( 'opengive_currency_mismatch', __( 'A recurring gift keeps its currency.', 'opengive' ), 'amount' );
			}
			$before = $subscription->amount;
			Plugin::container()->get( ChangeRenewalAmount::class )->apply_for_staff( $subscription, $amount );
			if ( $before !== $subscription->amount ) {
				$money = Currency::from_array( array( 'code' => $subscription->currency ) );
				/* translators: 1: previous amount, 2: new amount, both with currency */
				$changes[] = sprintf( __( 'Renewal amount changed from %1$s to %2$s; the next renewals are charged the new amount.', 'opengive' ), AmountFormatter::format( $before, $money ), AmountFormatter::format( $subscription->amount, $money ) );
			}
		}
		return $changes;
	}

	/**
	 * Leaves one admin note per change on the subscription, by the current user.
	 *
	 * @param Subscription $subscription Subscription.
	 * @param string[]     $changes      Sentences.
	 */
	public static function note( Subscription $subscription, array $changes ): void {
		$notes = new NoteRepository();
		foreach ( $changes as $change ) {
			$notes->add( 'subscription', $subscription->id, $change, 'admin', get_current_user_id() );
		}
	}
}
