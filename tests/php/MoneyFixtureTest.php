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
	 * Parse cases.
	 *
	 * @return array<string, array{string, string, int}>
	 */
	public function parse_cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'money' )['parse'] as $case ) {
			$cases[ $case['currency'] . ' "' . $case['input'] . '"' ] = array( $case['currency'], $case['input'], $case['expected'] );
		}
		return $cases;
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
	 * @dataProvider parse_cases
	 *
	 * @param string $currency Currency key.
	 * @param string $input    Typed text.
	 * @param int    $expected Minor units.
	 */
	public function test_parse( string $currency, string $input, int $expected ): void {
		$this->assertSame( $expected, AmountFormatter::parse( $input, self::currency( $currency ) ) );
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
	}
}
