<?php
/**
 * What a Stripe event does to a donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Webhooks;

use OpenGive\Donations\Actions\Steps\ChargeGateway;
use OpenGive\Donations\Emails\DonationEmails;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRefunds;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\Repositories\DonationRowMapper;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe delivers an event at least once and in no promised order. Each event is handled once (its
 * id is claimed with add_option, one atomic INSERT), and each moves a gift only forward: succeeded and
 * payment_failed settle a pending gift (an abandoned 3-D Secure one, or one whose charge got no
 * answer), charge.refunded raises a complete gift's refunded amount (all of it back: refunded) or ends
 * a pending one as refunded, charge.dispute.created notes
 * the dispute on the gift without changing it. A late succeeded never brings a refunded or failed
 * gift back, a late payment_failed never fails a paid one. Saved-card events go to the recurring
 * gifts (StripeSavedCardEvents).
 */
final class StripeWebhook {

	/**
	 * Option prefix (plus md5 of the event id) marking a handled event.
	 */
	const EVENT_OPTION = 'opengive_stripe_event_';

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 */
	public function __construct( DonationRepository $donations ) {
		$this->donations = $donations;
	}

	/**
	 * Applies an event.
	 *
	 * @param array<string, mixed> $event Decoded event.
	 * @return string settled, ignored or duplicate.
	 * @throws \Throwable What the write threw (the event is then not marked handled: Stripe retries).
	 */
	public function handle( array $event ): string {
		$type   = (string) ( $event['type'] ?? '' );
		$object = (array) ( $event['data']['object'] ?? array() );
		if ( in_array( $type, StripeSavedCardEvents::TYPES, true ) ) {
			$cards = new StripeSavedCardEvents( Plugin::container()->get( SubscriptionRepository::class ) );
			$gifts = $cards->subscriptions( $type, $object );
			return array() === $gifts ? 'ignored' : self::once(
				$event,
				static function () use ( $cards, $type, $object, $gifts ) {
					$changed = false;
					foreach ( $gifts as $gift ) {
						$changed = $cards->apply( $type, $object, $gift ) || $changed;
					}
					return $changed;
				}
			);
		}
		if ( ! in_array( $type, array( 'payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded', 'charge.dispute.created' ), true ) ) {
			return 'ignored';
		}
		// A Charge and a Dispute name their PaymentIntent; a PaymentIntent event is about itself.
		$intent   = (string) ( 0 === strpos( $type, 'charge.' ) ? ( $object['payment_intent'] ?? '' ) : ( $object['id'] ?? '' ) );
		$donation = $this->donation( $intent, (int) ( $object['metadata']['donation_id'] ?? 0 ) );
		if ( null === $donation ) {
			return 'ignored';
		}
		return self::once(
			$event,
			function () use ( $type, $object, $donation, $intent ) {
				return $this->apply( $type, $object, $donation, $intent );
			}
		);
	}

	/**
	 * Runs an event's change once: its id is claimed first, and released when the change throws.
	 *
	 * @param array<string, mixed> $event  The event.
	 * @param callable(): bool     $change The change; whether anything changed.
	 * @return string settled, ignored or duplicate.
	 * @throws \Throwable What the change threw.
	 */
	private static function once( array $event, callable $change ): string {
		$claim = self::EVENT_OPTION . md5( (string) ( $event['id'] ?? '' ) );
		if ( ! add_option( $claim, time(), '', false ) ) {
			return 'duplicate';
		}
		try {
			return $change() ? 'settled' : 'ignored';
		} catch ( \Throwable $error ) {
			delete_option( $claim );
			throw $error;
		}
	}

	/**
	 * Moves the gift forward, or leaves it.
	 *
	 * @param string               $type     Event type.
	 * @param array<string, mixed> $object   The event's PaymentIntent or Charge.
	 * @param Donation             $donation The gift.
	 * @param string               $intent   PaymentIntent id.
	 * @return bool Whether the gift changed.
	 */
	private function apply( string $type, array $object, Donation $donation, string $intent ): bool {
		if ( 'charge.dispute.created' === $type ) {
			// The money is held while the bank decides: the gift stays as it is, and the team is told.
			( new DonationNoteRepository() )->add( $donation->id, self::dispute_note( $object ), 'system' );
			return true;
		}
		if ( 'charge.refunded' === $type ) {
			return $this->refunded( $object, $donation->id, $intent );
		}
		if ( DonationStatus::PENDING !== $donation->status ) {
			return false;
		}
		$donation->gateway_transaction_id = $intent;
		if ( 'payment_intent.succeeded' === $type ) {
			$card                    = (array) ( $object['payment_method']['card'] ?? array() );
			$donation->status        = DonationStatus::COMPLETE;
			$donation->payment_brand = '' !== $donation->payment_brand ? $donation->payment_brand : (string) ( $card['brand'] ?? '' );
			$donation->payment_last4 = '' !== $donation->payment_last4 ? $donation->payment_last4 : (string) ( $card['last4'] ?? '' );
			$note                    = __( 'Stripe confirmed the payment (webhook payment_intent.succeeded).', 'opengive' );
		} else { // payment_intent.payment_failed: the only type left.
			$donation->status          = DonationStatus::FAILED;
			$donation->idempotency_key = null; // The donor's next try must charge anew.
			$reason                    = (string) ( $object['last_payment_error']['message'] ?? '' );
			/* translators: %s: Stripe's reason */
			$note = sprintf( __( 'Stripe reported the payment failed (webhook payment_intent.payment_failed): %s', 'opengive' ), '' !== $reason ? $reason : __( '(no reason given)', 'opengive' ) );
		}
		$this->donations->update( $donation );
		delete_option( ChargeGateway::UNKNOWN_OPTION . $donation->id ); // Settled: a retry replays it, never charges.
		( new DonationNoteRepository() )->add( $donation->id, $note, 'system' );
		if ( DonationStatus::COMPLETE === $donation->status ) {
			// The receipt and the admin notice were held back while the payment was not confirmed.
			Plugin::container()->get( DonationEmails::class )->on_donation_created( $donation, '' );
		}
		return true;
	}

	/**
	 * charge.refunded: the gift's refunded amount rises to what Stripe has given back of the charge in
	 * all (amount_refunded, counted against the gift's amount; never lowered, so a replayed or older
	 * event changes nothing), read and written with the gift's row locked. The whole charge back, or
	 * any refund of a gift still pending, ends it as refunded, as before partial refunds were kept.
	 *
	 * @param array<string, mixed> $charge The Charge.
	 * @param int                  $id     The gift's id.
	 * @param string               $intent PaymentIntent id.
	 * @return bool Whether the gift changed.
	 */
	private function refunded( array $charge, int $id, string $intent ): bool {
		$refunds  = new DonationRefunds( $this->donations );
		$donation = Transaction::run(
			function () use ( $refunds, $charge, $id, $intent ) {
				$donation = $refunds->locked( $id );
				if ( null === $donation || ! in_array( $donation->status, array( DonationStatus::COMPLETE, DonationStatus::PENDING ), true ) ) {
					return null;
				}
				if ( DonationStatus::COMPLETE === $donation->status && self::partly_refunded( $charge ) ) {
					return $refunds->raise( $donation, (int) $charge['amount_refunded'] ) ? $donation : null;
				}
				$donation->gateway_transaction_id = $intent;
				$donation->status                 = DonationStatus::REFUNDED;
				$donation->refunded_amount        = $donation->amount;
				$this->donations->update( $donation );
				return $donation;
			}
		);
		if ( null === $donation ) {
			return false;
		}
		delete_option( ChargeGateway::UNKNOWN_OPTION . $donation->id ); // Settled: a retry replays it, never charges.
		$money = Currency::from_array( array( 'code' => $donation->currency ) );
		$note  = DonationStatus::COMPLETE === $donation->status
			/* translators: 1: refunded so far, 2: the gift's amount, e.g. $10.00 of $25.00 */
			? sprintf( __( 'Stripe refunded part of this gift (webhook charge.refunded): %1$s of %2$s so far. It stays Complete; its totals count the rest.', 'opengive' ), AmountFormatter::format( $donation->refunded_amount, $money ), AmountFormatter::format( $donation->amount, $money ) )
			: __( 'Stripe reported the payment refunded (webhook charge.refunded).', 'opengive' );
		( new DonationNoteRepository() )->add( $donation->id, $note, 'system' );
		return true;
	}

	/**
	 * An amount of a Stripe object as the notes write it: minor units and the currency ("1000 USD").
	 *
	 * @param array<string, mixed> $object The Charge or Dispute.
	 * @param string               $field  Its amount field.
	 */
	private static function minor( array $object, string $field ): string {
		return (int) ( $object[ $field ] ?? 0 ) . ' ' . strtoupper( sanitize_key( (string) ( $object['currency'] ?? '' ) ) );
	}

	/**
	 * Whether a refunded Charge gave back only part of its amount.
	 *
	 * @param array<string, mixed> $charge The Charge.
	 */
	private static function partly_refunded( array $charge ): bool {
		$refunded = (int) ( $charge['amount_refunded'] ?? 0 );
		return $refunded > 0 && $refunded < (int) ( $charge['amount'] ?? 0 );
	}

	/**
	 * The note a dispute leaves on its gift: why, how much, and until when evidence is due.
	 *
	 * @param array<string, mixed> $dispute The Dispute.
	 */
	private static function dispute_note( array $dispute ): string {
		$due = (int) ( $dispute['evidence_details']['due_by'] ?? 0 );
		return sprintf(
			/* translators: 1: the bank's reason (e.g. fraudulent), 2: amount in minor units and currency, 3: date evidence is due. */
			__( 'The donor\'s bank opened a dispute (webhook charge.dispute.created): reason %1$s, %2$s held. Answer it in Stripe\'s dashboard by %3$s.', 'opengive' ),
			sanitize_key( (string) ( $dispute['reason'] ?? 'general' ) ),
			self::minor( $dispute, 'amount' ),
			$due > 0 ? wp_date( (string) get_option( 'date_format' ), $due ) : __( 'the date Stripe shows', 'opengive' )
		);
	}

	/**
	 * The Stripe gift an event is about: by the donation id OpenGive put in the PaymentIntent's
	 * metadata, accepted only when the gift has that PaymentIntent or none yet (a charge that got no
	 * answer); otherwise by the PaymentIntent id.
	 *
	 * @param string $intent      PaymentIntent id.
	 * @param int    $donation_id metadata.donation_id, 0 when absent.
	 */
	private function donation( string $intent, int $donation_id ): ?Donation {
		if ( ! preg_match( '/^pi_[A-Za-z0-9_]{1,200}$/', $intent ) ) {
			return null;
		}
		$donation = $donation_id > 0 ? $this->donations->find( $donation_id ) : self::by_intent( $intent );
		if ( null === $donation || 'stripe' !== $donation->gateway_id ) {
			return null;
		}
		return in_array( $donation->gateway_transaction_id, array( '', $intent ), true ) ? $donation : null;
	}

	/**
	 * The Stripe gift with this PaymentIntent (gateway_transaction_id has no index: only for events
	 * that carry no donation id, which OpenGive's own PaymentIntents always do).
	 *
	 * @param string $intent PaymentIntent id.
	 */
	private static function by_intent( string $intent ): ?Donation {
		global $wpdb;
		return DonationRowMapper::from_row_or_null( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donations WHERE gateway_id = 'stripe' AND gateway_transaction_id = %s LIMIT 1", $intent ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- custom table, prepared.
	}
}
