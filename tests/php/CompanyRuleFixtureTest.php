<?php
/**
 * The PHP side of tests/fixtures/company-rule.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Validation\CompanyRule;
use PHPUnit\Framework\TestCase;

/**
 * The server asks for the company name exactly when the browser does.
 */
final class CompanyRuleFixtureTest extends TestCase {

	/**
	 * @return array<string, array{string, string, string, bool}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'company-rule' )['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['company'], $case['companyOption'], $case['bankAccountType'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param string $mode     Company setting.
	 * @param string $option   Yes/no.
	 * @param string $type     Bank account type.
	 * @param bool   $expected Asked.
	 */
	public function test_the_company_rule( string $mode, string $option, string $type, bool $expected ): void {
		$this->assertSame( $expected, CompanyRule::asks_company( $mode, $option, $type ) );
	}
}
