<?php
/**
 * What a Stripe PaymentIntent answer means for a donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\ValueObjects\ChargeResult;

defined( 'ABSPATH' ) || exit;

/**
 * Succeeded, processing, 3-D Secure with the bank's page, a challenge only Stripe.js could show, a
 * card error in Stripe's own words, or no usable answer: one ChargeResult each (used by charges,
 * renewals and the return from 3-D Secure alike).
 */
final class StripeIntentAnswer {

	/**
	 * Reads Stripe's answer.
	 *
	 * @param int                  $status         HTTP status (0: no usable answer).
	 * @param array<string, mixed> $body           Decoded answer.
	 * @param bool                 $browser_can_act Whether Stripe.js runs in the donor's browser now
	 *                                              (a form gift: it can finish any next action).
	 */
	public static function read( int $status, array $body, bool $browser_can_act = false ): ChargeResult {
		if ( 200 === $status && 'succeeded' === ( $body['status'] ?? '' ) ) {
			$card = (array) ( $body['payment_method']['card'] ?? array() );
			return new ChargeResult( DonationStatus::COMPLETE, (string) $body['id'], '', (string) ( $card['brand'] ?? '' ), (string) ( $card['last4'] ?? '' ) );
		}
		if ( 200 === $status && 'processing' === ( $body['status'] ?? '' ) ) {
			// Not paid yet (Stripe settles it later, or not): pending, so it counts toward no total or goal.
			return new ChargeResult( DonationStatus::PENDING, (string) $body['id'] );
		}
		// The bank's page is for the donor's browser: an http(s) address is all it must be.
		$redirect = esc_url_raw( (string) ( $body['next_action']['redirect_to_url']['url'] ?? '' ), array( 'https', 'http' ) );
		$secret = (string) ( $body['client_secret'] ?? '' );
		if ( 200 === $status && 'requires_action' === ( $body['status'] ?? '' ) && $browser_can_act && '' !== $secret ) {
			// Stripe.js finishes it (handleNextAction): 3-D Secure, a bank's page, a debit mandate.
			$pending                  = new ChargeResult( DonationStatus::PENDING, (string) $body['id'] );
			$pending->next_action_url = $redirect;
			$pending->client_action   = array( 'clientSecret' => $secret );
			return $pending;
		}
		if ( 200 === $status && 'requires_action' === ( $body['status'] ?? '' ) && '' !== $redirect ) {
			// 3-D Secure: pending until the donor comes back from the bank's page.
			$pending                  = new ChargeResult( DonationStatus::PENDING, (string) $body['id'] );
			$pending->next_action_url = $redirect;
			return $pending;
		}
		if ( 200 === $status && 'requires_action' === ( $body['status'] ?? '' ) ) {
			// A challenge only Stripe.js could show (no redirect offered): refused, nothing taken.
			return new ChargeResult( DonationStatus::FAILED, (string) $body['id'], __( 'Your bank asks for an extra check (3-D Secure) that this form cannot show. Please use another card. No money was taken.', 'opengive' ) );
		}
		$error = (array) ( $body['error'] ?? array() );
		if ( 'card_error' === ( $error['type'] ?? '' ) && '' !== (string) ( $error['message'] ?? '' ) ) {
			// Stripe words card errors for the cardholder ("Your card was declined.").
			return new ChargeResult( DonationStatus::FAILED, (string) ( $error['payment_intent']['id'] ?? '' ), (string) $error['message'] );
		}
		return new ChargeResult( DonationStatus::FAILED, '', __( 'The card payment service could not be reached. No money was taken; please try again in a few minutes.', 'opengive' ) );
	}
}
