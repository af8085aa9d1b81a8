<?php
/**
 * The donate action against the real database.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\ValidationException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Every rule rejects before anything is written; a valid gift writes one donor and one donation.
 */
final class CreateDonationTest extends DonationTestCase {

	/**
	 * A valid request, with overrides.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $overrides = array() ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 1234,
				'levelId'   => 'custom',
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'email'     => 'Ada.PHPUnit@Example.org',
				'gatewayId' => 'test',
			),
			$overrides
		);
	}


	public function test_valid_custom_amount_writes_a_complete_test_donation(): void {
		$donation = $this->donate( $this->request(), '203.0.113.9' );

		$stored = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertNotNull( $stored );
		$this->assertSame( 1234, $stored->amount );
		$this->assertSame( 'USD', $stored->currency );
		$this->assertSame( 'publish', $stored->status );
		$this->assertSame( 'test', $stored->mode );
		$this->assertSame( 'custom', $stored->level_id );
		$this->assertSame( 'ada.phpunit@example.org', $stored->email );
		$this->assertSame( '203.0.113.9', $stored->donor_ip );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $stored->purchase_key );
		$this->assertStringStartsWith( 'test_', $stored->gateway_transaction_id );

		$donor = Plugin::container()->get( DonorRepository::class )->find( $stored->donor_id );
		$this->assertSame( 'ada.phpunit@example.org', $donor->email );
	}

	public function test_a_level_is_charged_at_its_own_price_not_the_browsers(): void {
		$donation = $this->donate( $this->request( array( 'levelId' => '2', 'amount' => 1 ) ) );
		$this->assertSame( 2500, $donation->amount );
		$this->assertSame( '2', $donation->level_id );
	}

	public function test_the_same_email_in_another_case_reuses_the_donor(): void {
		$first  = $this->donate( $this->request() );
		$second = $this->donate( $this->request( array( 'email' => 'ADA.phpunit@example.ORG' ) ) );
		$this->assertSame( $first->donor_id, $second->donor_id );
	}

	/**
	 * Bad inputs and the code each must give.
	 *
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public function bad_requests(): array {
		return array(
			'amount under the minimum' => array( array( 'amount' => 499 ), 'opengive_amount_too_low', 'amount' ),
			'amount over the maximum'  => array( array( 'amount' => 100001 ), 'opengive_amount_too_high', 'amount' ),
			'zero amount'              => array( array( 'amount' => 0 ), 'opengive_amount_required', 'amount' ),
			'empty first name'         => array( array( 'firstName' => '   ' ), 'opengive_first_name_required', 'firstName' ),
			'name too long'            => array( array( 'lastName' => str_repeat( 'x', 101 ) ), 'opengive_name_too_long', 'lastName' ),
			'missing email'            => array( array( 'email' => '' ), 'opengive_email_required', 'email' ),
			'invalid email'            => array( array( 'email' => 'not-an-email' ), 'opengive_invalid_email', 'email' ),
			'unknown gateway'          => array( array( 'gatewayId' => 'bitcoin' ), 'opengive_invalid_gateway', 'gatewayId' ),
			'unknown form'             => array( array( 'formId' => 987654 ), 'opengive_invalid_form', 'formId' ),
		);
	}

	/**
	 * @dataProvider bad_requests
	 *
	 * @param array<string, mixed> $overrides Bad fields.
	 * @param string               $code      Expected code.
	 * @param string               $field     Expected field.
	 */
	public function test_bad_input_is_rejected_and_writes_nothing( array $overrides, string $code, string $field ): void {
		$this->assert_rejected( $this->request( $overrides ), $code, $field );
		$this->assertNull( Plugin::container()->get( DonorRepository::class )->find_by_email( 'ada.phpunit@example.org' ) );
	}

	public function test_a_gateway_not_enabled_on_the_form_is_rejected(): void {
		$other = TestForm::create( array( 'gateways' => array() ) );
		try {
			$this->donate( $this->request( array( 'formId' => $other ) ) );
			$this->fail( 'Expected a ValidationException.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_invalid_gateway', $error->error_code() );
		} finally {
			TestForm::destroy( $other );
		}
	}

	public function test_a_draft_form_takes_no_donations(): void {
		wp_update_post(
			array(
				'ID'          => $this->form_id,
				'post_status' => 'draft',
			)
		);
		$this->expectException( ValidationException::class );
		$this->donate( $this->request() );
	}
}
