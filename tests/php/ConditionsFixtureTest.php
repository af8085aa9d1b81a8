<?php
/**
 * The PHP side of tests/fixtures/conditions.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Validation\Conditions;
use PHPUnit\Framework\TestCase;

/**
 * The server shows and requires the same conditional fields as the browser.
 */
final class ConditionsFixtureTest extends TestCase {

	/**
	 * Single conditions.
	 *
	 * @return array<string, array{array<string, string>|null, array<string, string>, bool}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'conditions' )['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['condition'], $case['values'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * Chains.
	 *
	 * @return array<string, array{array<int, array<string, mixed>>, array<string, string>, string[]}>
	 */
	public function chains(): array {
		$cases = array();
		foreach ( Fixtures::load( 'conditions' )['chains'] as $case ) {
			$cases[ $case['name'] ] = array( $case['fields'], $case['values'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array<string, string>|null $condition Condition.
	 * @param array<string, string>      $values    Values.
	 * @param bool                       $expected  Visible.
	 */
	public function test_condition( ?array $condition, array $values, bool $expected ): void {
		$this->assertSame( $expected, Conditions::is_met( $condition, $values ) );
	}

	/**
	 * @dataProvider chains
	 *
	 * @param array<int, array<string, mixed>> $fields   Fields.
	 * @param array<string, string>            $values   Values.
	 * @param string[]                         $expected Visible names.
	 */
	public function test_chain( array $fields, array $values, array $expected ): void {
		$this->assertSame( $expected, Conditions::visible_field_names( $fields, $values ) );
	}
}
