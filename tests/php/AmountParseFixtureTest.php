<?php
/**
 * The PHP side of tests/fixtures/amount-parse.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountParser;
use OpenGive\Support\Money\Currency;
use PHPUnit\Framework\TestCase;

/**
 * The no-JavaScript path reads typed amounts exactly as the browser does, and refuses the same ones.
 */
final class AmountParseFixtureTest extends TestCase {

	/**
	 * Fixture cases.
	 *
	 * @return array<string, array{array<string, mixed>, string, int|string}>
	 */
	public function cases(): array {
		$fixture = Fixtures::load( 'amount-parse' );
		$cases   = array();
		foreach ( $fixture['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $fixture['currencies'][ $case['currency'] ], $case['input'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $settings Currency settings.
	 * @param string               $input    Typed text.
	 * @param int|string           $expected Minor units or the refusal verdict.
	 */
	public function test_reads_the_fixture_case( array $settings, string $input, $expected ): void {
		list( $verdict, $minor ) = AmountParser::read( $input, Currency::from_array( $settings ) );
		$this->assertSame( is_int( $expected ) ? array( AmountParser::OK, $expected ) : array( $expected, 0 ), array( $verdict, $minor ) );
	}

	public function test_a_refused_amount_throws_a_stable_code_and_the_forms_example(): void {
		$german = Currency::from_array( array( 'code' => 'EUR', 'thousandsSeparator' => '.', 'decimalSeparator' => ',' ) );
		try {
			AmountParser::parse( '10.5', $german );
			$this->fail( 'A dot on a German form must be refused.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_amount_invalid', $error->error_code() );
			$this->assertSame( 'amount', $error->field() );
			$this->assertSame( 'Please enter the amount as a number, like 1.234,56.', $error->getMessage() );
		}
	}

	public function test_each_refusal_has_its_own_code(): void {
		$usd = Currency::from_array( array() );
		$this->assertSame( 'opengive_amount_negative', AmountParser::code( AmountParser::NEGATIVE ) );
		$this->assertSame( 'opengive_amount_decimals', AmountParser::code( AmountParser::TOO_MANY_DECIMALS ) );
		$this->assertSame( 'opengive_amount_too_high', AmountParser::code( AmountParser::TOO_LARGE ) );
		$this->assertSame( 'Please use at most 2 decimal places.', AmountParser::message( AmountParser::TOO_MANY_DECIMALS, $usd ) );
		$this->assertSame( 'Please enter a whole amount, without decimals.', AmountParser::message( AmountParser::TOO_MANY_DECIMALS, Currency::from_array( array( 'code' => 'JPY' ) ) ) );
	}
}
