<?php
/**
 * The bank account type choice on a form.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Business (1) requires the company name; personal drops it, even if a crafted request sends one.
 */
final class BankAccountTypeTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'company' => 'accountType' );
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
				'amount'    => 1000,
				'levelId'   => 'custom',
				'firstName' => 'Bank',
				'email'     => 'bank.phpunit@example.org',
				'gatewayId' => 'test',
			),
			$extra
		);
	}

	public function test_a_business_account_requires_the_company_name(): void {
		$this->assert_rejected( $this->request( array( 'bankAccountType' => '1' ) ), 'opengive_company_required', 'company' );
	}

	public function test_a_business_account_stores_the_company(): void {
		$donation = $this->donate( $this->request( array( 'bankAccountType' => '1', 'company' => 'Harbour Ltd' ) ) );
		$this->assertSame( 'Harbour Ltd', $donation->company );
	}

	public function test_a_personal_account_drops_the_company_name(): void {
		$donation = $this->donate( $this->request( array( 'bankAccountType' => '0', 'company' => 'Ghost Inc' ) ) );
		$this->assertSame( '', $donation->company );
	}

	public function test_the_yes_no_company_option_does_not_apply_in_account_type_mode(): void {
		$donation = $this->donate( $this->request( array( 'companyOption' => 'yes', 'company' => 'Ghost Inc' ) ) );
		$this->assertSame( '', $donation->company );
	}
}
