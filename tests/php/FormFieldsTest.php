<?php
/**
 * Company, comment, anonymity, terms and conditional custom fields, enforced on the server.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * A crafted request cannot skip what the form requires, nor store what it hides.
 */
final class FormFieldsTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'company'      => 'optional',
			'comment'      => true,
			'anonymous'    => true,
			'terms'        => array(
				'enabled' => true,
				'label'   => 'I agree',
				'text'    => 'Gifts are final.',
			),
			'customFields' => array(
				array(
					'name'     => 'reason',
					'label'    => 'Reason',
					'type'     => 'select',
					'options'  => array( 'general', 'memorial' ),
					'required' => true,
				),
				array(
					'name'      => 'tribute',
					'label'     => 'In memory of',
					'type'      => 'text',
					'required'  => true,
					'condition' => array(
						'field'    => 'reason',
						'operator' => '=',
						'value'    => 'memorial',
					),
				),
				array(
					'name'      => 'plaque',
					'label'     => 'Add a plaque',
					'type'      => 'checkbox',
					'condition' => array(
						'field'    => 'amount',
						'operator' => '>=',
						'value'    => '100',
					),
				),
			),
		);
	}

	/**
	 * A valid request.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $overrides = array() ): array {
		return array_merge(
			array(
				'formId'        => $this->form_id,
				'amount'        => 2000,
				'levelId'       => 'custom',
				'firstName'     => 'Fran',
				'email'         => 'fields.phpunit@example.org',
				'gatewayId'     => 'test',
				'termsAccepted' => true,
				'customFields'  => array( 'reason' => 'general' ),
			),
			$overrides
		);
	}



	public function test_everything_the_donor_gave_is_stored(): void {
		$donation = $this->donate(
			$this->request(
				array(
					'companyOption' => 'yes',
					'company'       => 'Lamp Makers Ltd',
					'comment'       => 'For the keeper.',
					'anonymous'     => true,
					'amount'        => 15000,
					'customFields'  => array(
						'reason'  => 'memorial',
						'tribute' => 'Grandpa Joe',
						'plaque'  => '1',
					),
				)
			)
		);
		$stored = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertSame( 'Lamp Makers Ltd', $stored->company );
		$this->assertSame( 'For the keeper.', $stored->comment );
		$this->assertTrue( $stored->anonymous );
		$this->assertSame(
			array(
				'reason'  => 'memorial',
				'tribute' => 'Grandpa Joe',
				'plaque'  => '1',
			),
			$stored->custom_fields
		);
	}

	public function test_company_no_clears_the_company_name(): void {
		$donation = $this->donate( $this->request( array( 'companyOption' => 'no', 'company' => 'Ghost Inc' ) ) );
		$this->assertSame( '', $donation->company );
	}

	public function test_company_yes_requires_the_name(): void {
		$this->assert_rejected( $this->request( array( 'companyOption' => 'yes', 'company' => ' ' ) ), 'opengive_company_required', 'company' );
	}

	public function test_terms_must_be_accepted(): void {
		$this->assert_rejected( $this->request( array( 'termsAccepted' => false ) ), 'opengive_terms_required', 'termsAccepted' );
	}

	public function test_a_required_field_is_required(): void {
		$this->assert_rejected( $this->request( array( 'customFields' => array() ) ), 'opengive_field_required', 'reason' );
	}

	public function test_a_visible_conditional_field_is_required(): void {
		$this->assert_rejected( $this->request( array( 'customFields' => array( 'reason' => 'memorial' ) ) ), 'opengive_field_required', 'tribute' );
	}

	public function test_a_hidden_conditional_field_is_neither_required_nor_stored(): void {
		$donation = $this->donate(
			$this->request(
				array(
					'amount'       => 2000,
					'customFields' => array(
						'reason'  => 'general',
						'tribute' => 'smuggled',
						'plaque'  => '1',
					),
				)
			)
		);
		$this->assertSame( array( 'reason' => 'general' ), $donation->custom_fields );
	}

	public function test_a_select_answer_must_be_one_of_its_options(): void {
		$this->assert_rejected( $this->request( array( 'customFields' => array( 'reason' => 'bribe' ) ) ), 'opengive_invalid_option', 'reason' );
	}

	public function test_a_comment_over_1000_characters_is_rejected(): void {
		$this->assert_rejected( $this->request( array( 'comment' => str_repeat( 'a', 1001 ) ) ), 'opengive_comment_too_long', 'comment' );
	}

	public function test_anonymity_is_ignored_where_the_form_does_not_offer_it(): void {
		$plain = TestForm::create();
		try {
			$donation = $this->donate(
				array(
					'formId'    => $plain,
					'amount'    => 2000,
					'levelId'   => 'custom',
					'firstName' => 'Fran',
					'email'     => 'fields.phpunit@example.org',
					'gatewayId' => 'test',
					'anonymous' => true,
					'comment'   => 'not asked for',
				)
			);
			$this->assertFalse( $donation->anonymous );
			$this->assertSame( '', $donation->comment );
		} finally {
			TestForm::destroy( $plain );
		}
	}
}
