<?php
/**
 * Stripe's saved-card events on a recurring gift (Gateways\Webhooks\StripeSavedCardEvents through
 * StripeWebhook): setup_intent.succeeded puts the donor's confirmed new card on the gift named in its
 * metadata and makes a failing gift active; payment_method.detached takes a removed card off the gift,
 * whose next renewal then fails with a clear reason. Each change is noted, and applied once.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Gateways\Gateways\StripeGateway;
use OpenGive\Gateways\Webhooks\StripeWebhook;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Notes\NoteRepository;
use PHPUnit\Framework\TestCase;

/**
 * Gateways\Webhooks\StripeSavedCardEvents.
 */
final class StripeSavedCardEventsTest extends TestCase {

	/**
	 * The recurring gift.
	 *
	 * @var Subscription
	 */
	private $gift;

	protected function setUp(): void {
		$gift                          = new Subscription();
		$gift->status                  = 'failing';
		$gift->mode                    = 'test';
		$gift->period                  = 'month';
		$gift->frequency               = 1;
		$gift->amount                  = 1500;
		$gift->currency                = 'USD';
		$gift->gateway_id              = 'stripe';
		$gift->gateway_subscription_id = 'cus_saved|pm_' . md5( uniqid( '', true ) );
		$gift->renews_at               = '2099-01-01 00:00:00';
		$gift->created_at              = gmdate( 'Y-m-d H:i:s' );
		$this->gift                    = $this->subscriptions()->insert( $gift );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( $this->subscriptions()->table(), array( 'id' => $this->gift->id ) );
		$wpdb->delete( ( new NoteRepository() )->table(), array( 'object_type' => 'subscription', 'object_id' => $this->gift->id ) );
	}

	private function subscriptions(): SubscriptionRepository {
		return Plugin::container()->get( SubscriptionRepository::class );
	}

	/**
	 * Delivers an event.
	 *
	 * @param string               $type   Type.
	 * @param array<string, mixed> $object Its object.
	 * @param string               $id     Event id.
	 */
	private function deliver( string $type, array $object, string $id ): string {
		return ( new StripeWebhook( Plugin::container()->get( DonationRepository::class ) ) )->handle(
			array(
				'id'   => $id,
				'type' => $type,
				'data' => array( 'object' => $object ),
			)
		);
	}

	private function notes(): array {
		return array_column( ( new NoteRepository() )->for_object( 'subscription', $this->gift->id ), 'content' );
	}

	public function test_a_confirmed_new_card_goes_on_its_gift_once_and_a_failing_gift_is_active_again(): void {
		$event  = 'evt_seti_' . md5( uniqid( '', true ) );
		$intent = array(
			'id'             => 'seti_1',
			'object'         => 'setup_intent',
			'customer'       => 'cus_saved',
			'payment_method' => 'pm_confirmed',
			'metadata'       => array( 'subscription_id' => (string) $this->gift->id ),
		);
		$this->assertSame( 'settled', $this->deliver( 'setup_intent.succeeded', $intent, $event ) );
		$this->assertSame( 'duplicate', $this->deliver( 'setup_intent.succeeded', $intent, $event ) );
		$after = $this->subscriptions()->find( $this->gift->id );
		$this->assertSame( array( 'cus_saved|pm_confirmed', 'active' ), array( $after->gateway_subscription_id, $after->status ) );
		$this->assertCount( 1, $this->notes() );
		$this->assertStringContainsString( 'setup_intent.succeeded', $this->notes()[0] );
	}

	public function test_a_setup_intent_of_another_customer_changes_nothing(): void {
		$before = $this->gift->gateway_subscription_id;
		$this->assertSame(
			'ignored',
			$this->deliver(
				'setup_intent.succeeded',
				array(
					'customer'       => 'cus_someone_else',
					'payment_method' => 'pm_theirs',
					'metadata'       => array( 'subscription_id' => (string) $this->gift->id ),
				),
				'evt_other_' . md5( uniqid( '', true ) )
			)
		);
		$this->assertSame( $before, $this->subscriptions()->find( $this->gift->id )->gateway_subscription_id );
		$this->assertSame( array(), $this->notes() );
	}

	public function test_a_card_removed_at_stripe_leaves_the_gift_without_it_and_its_renewal_fails_with_the_reason(): void {
		$method = explode( '|', $this->gift->gateway_subscription_id )[1];
		$this->assertSame( 'settled', $this->deliver( 'payment_method.detached', array( 'id' => $method, 'object' => 'payment_method', 'customer' => null ), 'evt_det_' . md5( uniqid( '', true ) ) ) );
		$after = $this->subscriptions()->find( $this->gift->id );
		$this->assertSame( 'cus_saved|', $after->gateway_subscription_id );
		$this->assertStringContainsString( 'payment_method.detached', $this->notes()[0] );
		$renewal = ( new StripeGateway() )->renew( $after, new Donation() );
		$this->assertSame( array( 'failed', 'The saved card for this recurring gift is missing.' ), array( $renewal->status, $renewal->message ) );
	}
}
