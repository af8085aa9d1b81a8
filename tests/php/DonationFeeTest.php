<?php
/**
 * Fee recovery on the server.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * The server recomputes the fee from the stored settings, refuses a tampered fee or total, and
 * stores the fee apart from the gift.
 */
final class DonationFeeTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'gateways'    => array( 'test', 'offline' ),
			'feeRecovery' => array(
				'fee_recovery' => true,
				'fee_data'     => array(
					'test'    => array(
						'percentage'      => 2.9,
						'base_amount'     => 0.30,
						'give_fee_status' => 'enabled',
					),
					'offline' => array(
						'percentage'      => 5,
						'base_amount'     => 0,
						'give_fee_status' => 'disabled',
					),
				),
			),
		);
	}

	/**
	 * A request.
	 *
	 * @param array<string, mixed> $extra Extra fields.
	 * @return array<string, mixed>
	 */
	private function request( array $extra ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 10000,
				'levelId'   => 'custom',
				'firstName' => 'Fee',
				'email'     => 'fee.phpunit@example.org',
				'gatewayId' => 'test',
			),
			$extra
		);
	}

	public function test_the_covered_fee_is_stored_apart_and_charged_with_the_gift(): void {
		$donation = $this->donate( $this->request( array( 'coverFee' => true, 'feeAmount' => 330, 'total' => 10330 ) ) );
		$this->assertSame( 10000, $donation->amount );
		$this->assertSame( 330, $donation->fee_amount_recovered );
		$this->assertSame( 10330, $donation->total() );
		$receipt = Plugin::container()->get( ReceiptBuilder::class )->build( $donation, home_url( '/' ) );
		$this->assertSame( '$103.30', $receipt['totalFormatted'] );
		$this->assertStringContainsString( '$103.30', $this->mails[0]['message'] . $this->mails[0]['subject'] );
	}

	public function test_the_server_computes_the_fee_when_none_is_sent(): void {
		$donation = $this->donate( $this->request( array( 'coverFee' => true ) ) );
		$this->assertSame( 330, $donation->fee_amount_recovered );
	}

	/**
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public function tampered(): array {
		return array(
			'fee lowered'                 => array( array( 'coverFee' => true, 'feeAmount' => 1 ), 'opengive_fee_mismatch', 'feeAmount' ),
			'fee without opting in'       => array( array( 'coverFee' => false, 'feeAmount' => 330 ), 'opengive_fee_mismatch', 'feeAmount' ),
			'total lowered'               => array( array( 'coverFee' => true, 'feeAmount' => 330, 'total' => 10000 ), 'opengive_total_mismatch', 'total' ),
			'fee for a gateway with none' => array( array( 'gatewayId' => 'offline', 'coverFee' => true, 'feeAmount' => 500 ), 'opengive_fee_mismatch', 'feeAmount' ),
		);
	}

	/**
	 * @dataProvider tampered
	 *
	 * @param array<string, mixed> $extra Tampered fields.
	 * @param string               $code  Expected code.
	 * @param string               $field Expected field.
	 */
	public function test_a_tampered_fee_or_total_is_refused_and_nothing_written( array $extra, string $code, string $field ): void {
		$this->assert_rejected( $this->request( $extra ), $code, $field );
	}

	public function test_no_fee_unless_the_donor_opts_in(): void {
		$donation = $this->donate( $this->request( array( 'total' => 10000 ) ) );
		$this->assertSame( 0, $donation->fee_amount_recovered );
	}
}
