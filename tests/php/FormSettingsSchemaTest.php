<?php
/**
 * The form settings come from one schema table (plugin/data/form-settings.json).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Subscriptions\ValueObjects\Period;
use PHPUnit\Framework\TestCase;

/**
 * Defaults, reading, the JSON schema and WordPress's validation all follow the data file.
 */
final class FormSettingsSchemaTest extends TestCase {

	/**
	 * The data file, read directly (not through the code under test).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function table(): array {
		$raw = json_decode( (string) file_get_contents( OPENGIVE_DIR . '/data/form-settings.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local test fixture.
		return $raw['settings'];
	}

	public function test_every_setting_in_the_file_is_a_property_and_every_property_a_setting(): void {
		$properties = array_keys( get_class_vars( FormSettings::class ) );
		$this->assertEqualsCanonicalizing( $properties, array_column( $this->table(), 'property' ) );
	}

	public function test_empty_meta_reads_as_the_files_defaults(): void {
		$settings = FormSettings::from_meta( array() );
		foreach ( $this->table() as $key => $entry ) {
			if ( 'currency' === $key ) {
				continue; // A Currency object, from the currency table's own defaults.
			}
			$this->assertSame( $entry['default'], $settings->{$entry['property']}, $key );
		}
		$this->assertSame( 'USD', $settings->currency->code );
	}

	public function test_an_unknown_choice_reads_as_the_default_and_a_known_one_is_kept(): void {
		foreach ( array( 'levelDisplay', 'displayMode', 'company' ) as $key ) {
			$entry  = $this->table()[ $key ];
			$bogus  = FormSettings::from_meta( array( $key => 'bogus' ) );
			$last   = end( $entry['schema']['enum'] );
			$chosen = FormSettings::from_meta( array( $key => $last ) );
			$this->assertSame( $entry['default'], $bogus->{$entry['property']}, $key );
			$this->assertSame( $last, $chosen->{$entry['property']}, $key );
		}
	}

	public function test_the_json_schema_lists_the_files_keys_in_order_with_placeholders_resolved(): void {
		$schema = FormSettings::schema();
		$this->assertSame( array_keys( $this->table() ), array_keys( $schema['properties'] ) );
		$this->assertStringNotContainsString( '"@', (string) wp_json_encode( $schema ) );
		$this->assertSame( Period::all(), $schema['properties']['recurring']['properties']['period']['enum'] );
		$this->assertSame( $this->table()['displayMode']['schema'], $schema['properties']['displayMode'] );
	}

	public function test_wordpress_rejects_a_value_outside_the_schema_with_a_message_naming_the_choices(): void {
		$error = rest_validate_value_from_schema( array( 'displayMode' => 'popup' ), FormSettings::schema(), 'settings' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'rest_not_in_enum', $error->get_error_code() );
		$this->assertStringContainsString( 'inline', $error->get_error_message() );
		$this->assertTrue( rest_validate_value_from_schema( array( 'displayMode' => 'reveal' ), FormSettings::schema(), 'settings' ) );
	}

	public function test_a_partial_recurring_setting_takes_the_files_fallback(): void {
		$fallback  = $this->table()['recurring']['fallback'];
		$recurring = FormSettings::from_meta( array( 'recurring' => array( 'is_recurring' => true ) ) )->recurring;
		$this->assertSame( $fallback['give_recurring_option'], $recurring['give_recurring_option'] );
		$this->assertSame( $fallback['period'], $recurring['period'] );
		$this->assertSame( $fallback['periods'], $recurring['periods'] );
		$this->assertSame( $fallback['installments'], $recurring['installments'] );
	}

	public function test_the_fee_percentage_is_clamped_to_the_schemas_maximum(): void {
		$max      = $this->table()['feeRecovery']['schema']['properties']['fee_data']['additionalProperties']['properties']['percentage']['maximum'];
		$settings = FormSettings::from_meta(
			array(
				'feeRecovery' => array(
					'fee_recovery' => true,
					'fee_data'     => array( 'all_gateways' => array( 'percentage' => 150 ) ),
				),
			)
		);
		$this->assertSame( (float) $max, $settings->fee_recovery['fee_data']['all_gateways']['percentage'] );
	}
}
