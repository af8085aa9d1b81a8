<?php
/**
 * Billing addresses, per country, on a form that asks for one.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;


require_once __DIR__ . '/DonationTestCase.php';

/**
 * The server requires exactly what the country requires.
 */
final class BillingAddressTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'billingAddress' => true );
	}

	/**
	 * A request with an address.
	 *
	 * @param array<string, string> $address Address parts to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $address ): array {
		return array(
			'formId'         => $this->form_id,
			'amount'         => 2000,
			'levelId'        => 'custom',
			'firstName'      => 'Addy',
			'email'          => 'address.phpunit@example.org',
			'gatewayId'      => 'test',
			'billingAddress' => array_merge(
				array(
					'address1' => '1 Light Lane',
					'address2' => '',
					'city'     => 'Portland',
					'state'    => 'ME',
					'country'  => 'US',
					'zip'      => '04101',
				),
				$address
			),
		);
	}


	public function test_a_us_address_is_stored_with_the_state_code(): void {
		$donation = $this->donate( $this->request( array( 'state' => 'maine' ) ) );
		$this->assertSame( 'ME', $donation->billing_address['state'] );
		$this->assertSame( 'US', $donation->billing_address['country'] );
		$this->assertSame( '04101', $donation->billing_address['zip'] );
	}

	/**
	 * Addresses each country rejects.
	 *
	 * @return array<string, array{array<string, string>, string, string}>
	 */
	public function bad_addresses(): array {
		return array(
			'no country'               => array( array( 'country' => '' ), 'opengive_country_required', 'country' ),
			'unknown country'          => array( array( 'country' => 'XX' ), 'opengive_invalid_country', 'country' ),
			'no street'                => array( array( 'address1' => ' ' ), 'opengive_address_required', 'address1' ),
			'US without a state'       => array( array( 'state' => '' ), 'opengive_state_required', 'state' ),
			'US state not in the list' => array( array( 'state' => 'Atlantis' ), 'opengive_invalid_state', 'state' ),
			'US without a city'        => array( array( 'city' => '' ), 'opengive_city_required', 'city' ),
			'US without a ZIP'         => array( array( 'zip' => '' ), 'opengive_zip_required', 'zip' ),
			'malformed postcode'       => array( array( 'zip' => 'A@B#!' ), 'opengive_invalid_zip', 'zip' ),
		);
	}

	/**
	 * @dataProvider bad_addresses
	 *
	 * @param array<string, string> $address Bad parts.
	 * @param string                $code    Expected code.
	 * @param string                $field   Expected field.
	 */
	public function test_bad_addresses_are_rejected( array $address, string $code, string $field ): void {
		$this->assert_rejected( $this->request( $address ), $code, $field );
	}

	public function test_a_hong_kong_address_needs_no_state_city_or_postcode(): void {
		$donation = $this->donate(
			$this->request(
				array(
					'country' => 'HK',
					'state'   => 'ignored',
					'city'    => '',
					'zip'     => '',
				)
			)
		);
		$this->assertSame( '', $donation->billing_address['state'] );
		$this->assertSame( 'HK', $donation->billing_address['country'] );
	}

	public function test_an_irish_county_is_free_text_and_the_eircode_optional(): void {
		$donation = $this->donate(
			$this->request(
				array(
					'country' => 'IE',
					'state'   => 'Co. Clare',
					'zip'     => '',
				)
			)
		);
		$this->assertSame( 'Co. Clare', $donation->billing_address['state'] );
	}
}
