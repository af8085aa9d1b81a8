<?php
/**
 * The PHP side of tests/fixtures/money.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;
use PHPUnit\Framework\TestCase;

/**
 * Parsing and formatting give exactly what the browser gives.
 */
final class MoneyFixtureTest extends TestCase {

	/**
	 * Fixture currencies by key.
	 *
	 * @param string $key Key.
	 */
	private static function currency( string $key ): Currency {
		return Currency::from_array( Fixtures::load( 'money' )['currencies'][ $key ] );
	}

	/**
	 * Format cases.
	 *
	 * @return array<string, array{string, int, string}>
	 */
	public function format_cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'money' )['format'] as $case ) {
			$cases[ $case['currency'] . ' ' . $case['minor'] ] = array( $case['currency'], $case['minor'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * Normalize cases.
	 *
	 * @return array<string, array{array<string, mixed>, array<string, mixed>}>
	 */
	public function normalize_cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'money' )['normalize'] as $case ) {
			$cases[ $case['name'] ] = array( $case['input'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider format_cases
	 *
	 * @param string $currency Currency key.
	 * @param int    $minor    Minor units.
	 * @param string $expected Formatted.
	 */
	public function test_format( string $currency, int $minor, string $expected ): void {
		$this->assertSame( $expected, AmountFormatter::format( $minor, self::currency( $currency ) ) );
	}

	/**
	 * @dataProvider normalize_cases
	 *
	 * @param array<string, mixed> $input    Partial settings.
	 * @param array<string, mixed> $expected Complete settings.
	 */
	public function test_normalize( array $input, array $expected ): void {
		$this->assertSame( $expected, Currency::from_array( $input )->to_array() );
	}

	public function test_decimal_string_for_machines(): void {
		$this->assertSame( '1234.50', AmountFormatter::to_decimal_string( 123450, 2 ) );
		$this->assertSame( '7', AmountFormatter::to_decimal_string( 7, 0 ) );
		$this->assertSame( '1.235', AmountFormatter::to_decimal_string( 1235, 3 ) );
		$this->assertSame( '0.05', AmountFormatter::to_decimal_string( 5, 2 ) );
	}

	/**
	 * Every amount formatted for a non-negative fixture case reads back as the same minor units.
	 */
	public function test_round_trip_through_the_parser(): void {
		$fixture = Fixtures::load( 'money' );
		$checked = 0;
		foreach ( $fixture['format'] as $case ) {
			if ( $case['minor'] < 0 ) {
				continue;
			}
			$currency = self::currency( $case['currency'] );
			$this->assertSame( $case['minor'], AmountFormatter::parse( AmountFormatter::format( $case['minor'], $currency ), $currency ), $case['expected'] );
			++$checked;
		}
		$this->assertGreaterThan( 10, $checked );
	}
}
