<?php
/**
 * Offline donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * A pledge is recorded as pending and the donor is told how to pay.
 */
final class OfflineGatewayTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'gateways' => array( 'test', 'offline' ) );
	}

	private function pledge() {
		return $this->donate(
			array(
				'formId'    => $this->form_id,
				'amount'    => 4200,
				'levelId'   => 'custom',
				'firstName' => 'Olive',
				'email'     => 'offline.phpunit@example.org',
				'gatewayId' => 'offline',
			),
			'192.0.2.10'
		);
	}

	public function test_an_offline_pledge_is_pending_live_and_has_no_transaction(): void {
		$donation = $this->pledge();
		$this->assertSame( 'pending', $donation->status );
		$this->assertSame( 'live', $donation->mode );
		$this->assertSame( '', $donation->gateway_transaction_id );
	}

	public function test_the_receipt_and_the_email_carry_the_payment_instructions(): void {
		$donation = $this->pledge();
		$receipt  = Plugin::container()->get( ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$this->assertSame( 'Pending', $receipt['statusLabel'] );
		$this->assertStringContainsString( 'Please send $42.00 by cheque or bank transfer', $receipt['instructions'] );
		$this->assertStringContainsString( '"Donation ' . $donation->id . '"', $receipt['instructions'] );
		$this->assertStringContainsString( $receipt['instructions'], $this->mails[0]['message'] );
		$this->assertStringStartsNotWith( '[Test]', $this->mails[0]['subject'] );
	}

	public function test_the_site_can_word_its_own_instructions(): void {
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['offline_instructions'] = 'Pay {amount} into account 12-34-56, reference OG-{donation_id}.';
				return $settings;
			}
		);
		$donation = $this->pledge();
		$receipt  = Plugin::container()->get( ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$this->assertSame( 'Pay $42.00 into account 12-34-56, reference OG-' . $donation->id . '.', $receipt['instructions'] );
	}

	public function test_a_completed_test_donation_has_no_instructions(): void {
		$donation = $this->donate(
			array(
				'formId'    => $this->form_id,
				'amount'    => 4200,
				'levelId'   => 'custom',
				'firstName' => 'Olive',
				'email'     => 'offline.phpunit@example.org',
				'gatewayId' => 'test',
			)
		);
		$receipt = Plugin::container()->get( ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$this->assertSame( '', $receipt['instructions'] );
	}
}
