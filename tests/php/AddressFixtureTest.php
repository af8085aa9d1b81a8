<?php
/**
 * The PHP side of tests/fixtures/address-requirements.json, and the generated data.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Address\AddressRules;
use PHPUnit\Framework\TestCase;

/**
 * The server asks for the same address parts as the browser.
 */
final class AddressFixtureTest extends TestCase {

	/**
	 * Cases.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'address-requirements' )['cases'] as $case ) {
			$cases[ $case['country'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row Expected requirements.
	 */
	public function test_requirements( array $row ): void {
		$found = AddressRules::requirements( $row['country'] );
		$this->assertSame( $row['showField'], $found['showField'] );
		$this->assertSame( $row['statesRequire'], $found['statesRequire'] );
		$this->assertSame( $row['cityRequire'], $found['cityRequire'] );
		$this->assertSame( $row['zipRequire'], $found['zipRequire'] );
		$this->assertSame( $row['hasStateList'], $found['statesFound'] );
		$this->assertSame( $row['statesLabel'], $found['statesLabel'] );
	}

	public function test_state_lists_come_from_the_data_files(): void {
		$this->assertSame( 'California', AddressRules::states( 'us' )['CA'] );
		$this->assertSame( 'Ontario', AddressRules::states( 'CA' )['ON'] );
		$this->assertSame( array(), AddressRules::states( 'GB' ) );
		$this->assertSame( array(), AddressRules::states( '../x' ) );
	}

	public function test_countries_are_known_by_code(): void {
		$this->assertTrue( AddressRules::is_country( 'fr' ) );
		$this->assertFalse( AddressRules::is_country( 'XX' ) );
		$this->assertGreaterThan( 240, count( AddressRules::countries() ) );
	}
}
