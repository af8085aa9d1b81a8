<?php
/**
 * The PHP side of tests/fixtures/amount-rules.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Money\AmountRules;
use PHPUnit\Framework\TestCase;

/**
 * The server judges amounts exactly as the browser does.
 */
final class AmountRulesFixtureTest extends TestCase {

	/**
	 * Cases.
	 *
	 * @return array<string, array{int, array<string, mixed>, string}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'amount-rules' )['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['amount'], $case['rules'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int                  $amount   Minor units.
	 * @param array<string, mixed> $rules    Rules.
	 * @param string               $expected Verdict.
	 */
	public function test_rule( int $amount, array $rules, string $expected ): void {
		$this->assertSame(
			$expected,
			AmountRules::check( $amount, $rules['minimum'], $rules['maximum'], $rules['levelAmounts'], $rules['customAmount'], $rules['ceiling'] ?? null )
		);
	}
}
