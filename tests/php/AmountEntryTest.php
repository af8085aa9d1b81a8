<?php
/**
 * Every way an amount enters a donation: typed text (no-JS form) and minor units (REST).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * A form with no minimum and no maximum, so only the parser, the integer range and the site-wide
 * ceiling stand between an attacker's text and the database.
 */
final class AmountEntryTest extends DonationTestCase {

	/**
	 * No limits on this form.
	 *
	 * @return array<string, mixed>
	 */
	protected function form_settings(): array {
		return array(
			'minimum' => null,
			'maximum' => null,
		);
	}

	/**
	 * A valid request, with overrides.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $overrides ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'levelId'   => 'custom',
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'email'     => 'amount.phpunit@example.org',
				'gatewayId' => 'test',
			),
			$overrides
		);
	}

	/**
	 * What the attacks of issue 11 sent, and the refusal each must now get.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public function refused(): array {
		return array(
			'no-JS "12,50" (was $1,250.00)'             => array( array( 'amountText' => '12,50' ), 'opengive_amount_invalid' ),
			'no-JS "-5000" (was $5,000.00)'             => array( array( 'amountText' => '-5000' ), 'opengive_amount_negative' ),
			'no-JS "1e20" (was $120.00)'                => array( array( 'amountText' => '1e20' ), 'opengive_amount_invalid' ),
			'no-JS "1e3" (was $13.00)'                  => array( array( 'amountText' => '1e3' ), 'opengive_amount_invalid' ),
			'no-JS "12.345"'                            => array( array( 'amountText' => '12.345' ), 'opengive_amount_decimals' ),
			'no-JS 21 digits'                           => array( array( 'amountText' => '100000000000000000000' ), 'opengive_amount_too_high' ),
			'no-JS over the site ceiling'               => array( array( 'amountText' => '1,000,000.01' ), 'opengive_amount_too_high' ),
			'REST 1e20 as a JSON number'                => array( array( 'amount' => 1e20 ), 'opengive_amount_too_high' ),
			'REST 1e20 after an (int) cast wrapped it'  => array( array( 'amount' => 7766279631452241920 ), 'opengive_amount_too_high' ),
			'REST negative'                             => array( array( 'amount' => -5000 ), 'opengive_amount_negative' ),
			'REST a fraction of a cent'                 => array( array( 'amount' => 12.5 ), 'opengive_amount_invalid' ),
			'REST a decimal string'                     => array( array( 'amount' => '12.50' ), 'opengive_amount_invalid' ),
			'REST one cent over the site ceiling'       => array( array( 'amount' => 100000001 ), 'opengive_amount_too_high' ),
			'REST a currency other than the form\'s'    => array( array( 'amount' => 1000, 'currency' => 'EUR' ), 'opengive_currency_mismatch' ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param array<string, mixed> $overrides The amount as sent.
	 * @param string               $code      Expected code.
	 */
	public function test_a_malformed_or_oversized_amount_is_refused_and_nothing_is_written( array $overrides, string $code ): void {
		$field = 'opengive_currency_mismatch' === $code ? 'currency' : 'amount';
		$this->assert_rejected( $this->request( $overrides ), $code, $field );
	}

	public function test_the_ceiling_message_names_the_ceiling_when_the_form_has_no_maximum(): void {
		try {
			$this->donate( $this->request( array( 'amount' => 100000001 ) ) );
			$this->fail( 'Expected a refusal.' );
		} catch ( \OpenGive\Support\Exceptions\ValidationException $error ) {
			$this->assertSame( 'The maximum donation is $1,000,000.00.', $error->getMessage() );
		}
	}

	public function test_the_ceiling_is_a_setting(): void {
		add_filter(
			'opengive_settings',
			static function ( array $settings ): array {
				$settings['max_amount_minor'] = 5000;
				return $settings;
			}
		);
		$this->assert_rejected( $this->request( array( 'amount' => 5001 ) ), 'opengive_amount_too_high', 'amount' );
		$this->assertSame( 5000, $this->donate( $this->request( array( 'amount' => 5000 ) ) )->amount );
	}

	public function test_typed_text_in_the_forms_separators_is_stored_exactly(): void {
		$donation = $this->donate( $this->request( array( 'amountText' => '$1,234.56' ) ) );
		$stored   = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertSame( 123456, $stored->amount );
		$this->assertSame( 'USD', $stored->currency );
	}

	public function test_the_site_ceiling_is_accepted_exactly(): void {
		$this->assertSame( 100000000, $this->donate( $this->request( array( 'amount' => 100000000 ) ) )->amount );
	}

	public function test_an_admin_patch_with_an_amount_beyond_any_limit_is_refused_whole(): void {
		$donation = $this->donate( $this->request( array( 'amount' => 1234 ) ) );
		$admins   = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$this->assertNotEmpty( $admins );
		$previous = get_current_user_id();
		wp_set_current_user( (int) $admins[0] );
		try {
			$request = new \WP_REST_Request( 'PATCH', '/givewp/v3/donations/' . $donation->id );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( '{"amount":{"value":1e20,"valueInMinorUnits":1e20,"currency":"USD"},"firstName":"Patched"}' );
			$response = rest_do_request( $request );
		} finally {
			wp_set_current_user( $previous );
		}
		// GiveWP lets admins change an amount; 1e20 is refused by the schema before any cast, and the
		// rest of the request is not applied either.
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$stored = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertSame( 1234, $stored->amount );
		$this->assertNotSame( 'Patched', $stored->first_name );
	}
}
