<?php
/**
 * What a real install starts with: no test gateway, a minimum on new forms.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Support\Settings;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Defaults that protect a site whose owner changed nothing.
 */
final class SafeDefaultsTest extends DonationTestCase {

	/**
	 * Forms created by a test, removed after it.
	 *
	 * @var int[]
	 */
	private $created = array();

	protected function tearDown(): void {
		foreach ( $this->created as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * A new form as an editor would create it: settings without a minimum (or with $settings).
	 *
	 * @param array<string, mixed> $settings Stored settings.
	 */
	private function new_form( array $settings ): int {
		$id              = (int) wp_insert_post(
			array(
				'post_type'   => 'opengive_form',
				'post_status' => 'publish',
				'post_title'  => 'PHPUnit new form',
				'meta_input'  => array( 'opengive_form_settings' => $settings ),
			)
		);
		$this->created[] = $id;
		return $id;
	}

	public function test_the_test_gateway_is_off_unless_the_site_turns_it_on(): void {
		$this->assertFalse( Settings::defaults()['test_gateway_enabled'] );
		// A real install: the stored option says nothing about the test gateway.
		add_filter(
			'opengive_settings',
			static function ( $settings ) {
				$settings['test_gateway_enabled'] = Settings::defaults()['test_gateway_enabled'];
				return $settings;
			}
		);
		$this->assertNull( Plugin::container()->get( GatewayRegistry::class )->available( 'test' ) );
		$this->assert_rejected(
			array(
				'formId'    => $this->form_id,
				'amount'    => 1500,
				'levelId'   => 'custom',
				'firstName' => 'Real',
				'email'     => 'real-install.phpunit@example.org',
				'gatewayId' => 'test',
			),
			'opengive_invalid_gateway',
			'gatewayId'
		);
	}

	public function test_a_new_form_starts_with_a_minimum_of_one_unit_of_its_currency(): void {
		$dollars = $this->new_form( array( 'currency' => array( 'code' => 'USD' ) ) );
		$yen     = $this->new_form( array( 'currency' => array( 'code' => 'JPY' ) ) );
		$forms   = Plugin::container()->get( FormRepository::class );
		$this->assertSame( 100, $forms->find( $dollars )->settings->minimum );
		$this->assertSame( 1, $forms->find( $yen )->settings->minimum );
		$this->assertSame( 100, get_post_meta( $dollars, 'opengive_form_settings', true )['minimum'], 'The editor shows the stored minimum.' );
	}

	public function test_an_editor_who_removes_the_minimum_gets_the_specs_no_minimum_rule(): void {
		$id = $this->new_form( array( 'currency' => array( 'code' => 'USD' ), 'gateways' => array( 'test' ) ) );
		// The editor clears the minimum (0) after creating the form.
		$settings            = get_post_meta( $id, 'opengive_form_settings', true );
		$settings['minimum'] = 0;
		update_post_meta( $id, 'opengive_form_settings', $settings );
		wp_update_post( array( 'ID' => $id, 'post_title' => 'PHPUnit new form, no minimum' ) );

		$this->assertNull( Plugin::container()->get( FormRepository::class )->find( $id )->settings->minimum );
		$donation = $this->donate(
			array(
				'formId'    => $id,
				'amount'    => 1,
				'levelId'   => 'custom',
				'firstName' => 'Penny',
				'email'     => 'penny.phpunit@example.org',
				'gatewayId' => 'test',
			)
		);
		$this->assertSame( 1, $donation->amount );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", $id ) ); // phpcs:ignore WordPress.DB
		// Rows deleted behind the repository's back: bring the maintained totals back in line.
		\OpenGive\Plugin::container()->get( \OpenGive\Donations\Repositories\DonationRepository::class )->totals()->rebuild();
	}
}
