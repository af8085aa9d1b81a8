<?php
/**
 * What Stripe's events do to a gift (Gateways\Webhooks\StripeWebhook): a dispute is noted on the
 * gift, which keeps its status; an event delivered twice is applied once; a late event never moves a
 * gift back.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Gateways\Webhooks\StripeWebhook;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Gateways\Webhooks\StripeWebhook::handle().
 */
final class StripeWebhookEventsTest extends TestCase {

	/**
	 * The gift the events are about.
	 *
	 * @var \OpenGive\Donations\Models\Donation
	 */
	private $gift;

	protected function setUp(): void {
		$this->gift = TestGift::insert(
			array(
				'gateway_id'             => 'stripe',
				'gateway_transaction_id' => 'pi_' . md5( uniqid( '', true ) ),
			)
		);
	}

	protected function tearDown(): void {
		( new DonationNoteRepository() )->delete_for_donation( $this->gift->id );
		// Through the repository, so the totals and report sums the gift moved move back.
		Plugin::container()->get( DonationRepository::class )->delete( $this->gift->id );
	}

	/**
	 * An event about the gift's PaymentIntent.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object Its object, besides the PaymentIntent reference.
	 * @param string               $id     Event id ('' for a new one).
	 * @return string What handle() answered.
	 */
	private function deliver( string $type, array $object, string $id = '' ): string {
		$reference = 0 === strpos( $type, 'charge.' ) ? array( 'payment_intent' => $this->gift->gateway_transaction_id ) : array( 'id' => $this->gift->gateway_transaction_id );
		return ( new StripeWebhook( Plugin::container()->get( DonationRepository::class ) ) )->handle(
			array(
				'id'   => '' !== $id ? $id : 'evt_' . md5( uniqid( '', true ) ),
				'type' => $type,
				'data' => array( 'object' => array_merge( $object, $reference, array( 'metadata' => array( 'donation_id' => $this->gift->id ) ) ) ),
			)
		);
	}

	/**
	 * The gift's notes, newest first.
	 *
	 * @return string[]
	 */
	private function notes(): array {
		return array_map(
			static function ( $note ) {
				return $note->content;
			},
			( new DonationNoteRepository() )->for_donation( $this->gift->id )
		);
	}

	public function test_a_dispute_is_noted_once_with_its_reason_and_amount_and_the_gift_keeps_its_status(): void {
		$dispute = array(
			'object'           => 'dispute',
			'reason'           => 'fraudulent',
			'amount'           => 1000,
			'currency'         => 'usd',
			'evidence_details' => array( 'due_by' => 1893456000 ),
		);
		$this->assertSame( 'settled', $this->deliver( 'charge.dispute.created', $dispute, 'evt_dispute_once' ) );
		$this->assertSame( 'duplicate', $this->deliver( 'charge.dispute.created', $dispute, 'evt_dispute_once' ) );
		delete_option( StripeWebhook::EVENT_OPTION . md5( 'evt_dispute_once' ) );
		$notes = $this->notes();
		$this->assertCount( 1, $notes );
		$this->assertStringContainsString( 'reason fraudulent, 1000 USD held', $notes[0] );
		$this->assertSame( 'publish', Plugin::container()->get( DonationRepository::class )->find( $this->gift->id )->status );
	}

	public function test_a_refund_ends_the_gift_and_a_late_success_does_not_bring_it_back(): void {
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', array( 'object' => 'charge' ) ) );
		$this->assertSame( 'ignored', $this->deliver( 'payment_intent.succeeded', array( 'object' => 'payment_intent' ) ) );
		$gift = Plugin::container()->get( DonationRepository::class )->find( $this->gift->id );
		$this->assertSame( array( 'refunded', 1000 ), array( $gift->status, $gift->refunded_amount ), 'all of it went back' );
	}

	public function test_partial_refunds_raise_the_refunded_amount_once_whatever_their_order_and_the_whole_charge_ends_the_gift(): void {
		$partial = static function ( int $refunded ): array {
			return array(
				'object'          => 'charge',
				'amount'          => 1000,
				'amount_refunded' => $refunded,
				'currency'        => 'usd',
			);
		};
		$stored  = function (): array {
			$gift = Plugin::container()->get( DonationRepository::class )->find( $this->gift->id );
			return array( $gift->status, $gift->refunded_amount );
		};
		$event   = 'evt_partial_' . $this->gift->id;
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', $partial( 400 ), $event ) );
		$this->assertSame( array( 'publish', 400 ), $stored() );
		$this->assertSame( 'duplicate', $this->deliver( 'charge.refunded', $partial( 400 ), $event ) );
		delete_option( StripeWebhook::EVENT_OPTION . md5( $event ) );
		$this->assertSame( 'ignored', $this->deliver( 'charge.refunded', $partial( 250 ) ), 'an older event, delivered late' );
		$this->assertSame( 'ignored', $this->deliver( 'charge.refunded', $partial( 400 ) ), 'another event for the same refund' );
		$this->assertSame( array( 'publish', 400 ), $stored() );
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', $partial( 700 ) ) );
		$this->assertSame( array( 'publish', 700 ), $stored() );
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', array( 'refunded' => true ) + $partial( 1000 ) ) );
		$this->assertSame( array( 'refunded', 1000 ), $stored() );
		$this->assertSame( 'ignored', $this->deliver( 'charge.refunded', $partial( 700 ) ), 'a partial refund delivered after the whole' );
		$this->assertSame( array( 'refunded', 1000 ), $stored() );
		$this->assertSame(
			array(
				'Stripe reported the payment refunded (webhook charge.refunded).',
				'Stripe refunded part of this gift (webhook charge.refunded): $7.00 of $10.00 so far. It stays Complete; its totals count the rest.',
				'Stripe refunded part of this gift (webhook charge.refunded): $4.00 of $10.00 so far. It stays Complete; its totals count the rest.',
			),
			$this->notes(),
			'newest first'
		);
	}

	public function test_the_whole_gift_amount_back_ends_the_gift_though_stripe_kept_the_covered_fee(): void {
		$this->gift->fee_amount_recovered = 30;
		Plugin::container()->get( DonationRepository::class )->update( $this->gift );
		$charge = array(
			'object'          => 'charge',
			'amount'          => 1030,
			'amount_refunded' => 1000,
			'currency'        => 'usd',
		);
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', $charge ) );
		$gift = Plugin::container()->get( DonationRepository::class )->find( $this->gift->id );
		$this->assertSame( array( 'refunded', 1000 ), array( $gift->status, $gift->refunded_amount ) );
		$this->assertSame( array( 'Stripe reported the payment refunded (webhook charge.refunded).' ), $this->notes() );
	}
}
