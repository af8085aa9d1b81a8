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
		global $wpdb;
		( new DonationNoteRepository() )->delete_for_donation( $this->gift->id );
		$wpdb->delete( $wpdb->prefix . 'opengive_donations', array( 'id' => $this->gift->id ) );
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
	 * The gift's notes, newest last.
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
		$this->assertSame( 'refunded', Plugin::container()->get( DonationRepository::class )->find( $this->gift->id )->status );
	}

	public function test_a_partial_refund_is_noted_and_the_gift_stays_complete_until_the_rest_goes_back(): void {
		$partial = array(
			'object'          => 'charge',
			'amount'          => 2500,
			'amount_refunded' => 1000,
			'currency'        => 'usd',
		);
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', $partial ) );
		$this->assertSame( 'publish', Plugin::container()->get( DonationRepository::class )->find( $this->gift->id )->status );
		$this->assertStringContainsString( '1000 USD of 2500 USD so far', $this->notes()[0] );
		$this->assertSame( 'settled', $this->deliver( 'charge.refunded', array( 'amount_refunded' => 2500 ) + $partial ) );
		$this->assertSame( 'refunded', Plugin::container()->get( DonationRepository::class )->find( $this->gift->id )->status );
	}
}
