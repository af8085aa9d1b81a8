<?php
/**
 * The PHP side of tests/fixtures/fees.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Money\FeeRecovery;
use PHPUnit\Framework\TestCase;

/**
 * The server computes the same fee as the browser, to the minor unit.
 */
final class FeeRecoveryFixtureTest extends TestCase {

	/**
	 * @return array<string, array{int, array<string, mixed>, string, string, int, int}>
	 */
	public function cases(): array {
		$cases = array();
		foreach ( Fixtures::load( 'fees' )['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['amount'], $case['settings'], $case['gatewayId'], $case['currency']['code'], $case['currency']['decimals'], $case['fee'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int                  $amount   Gift.
	 * @param array<string, mixed> $settings Fee settings.
	 * @param string               $gateway  Gateway.
	 * @param string               $code     Currency.
	 * @param int                  $decimals Decimals.
	 * @param int                  $expected Fee.
	 */
	public function test_the_fee( int $amount, array $settings, string $gateway, string $code, int $decimals, int $expected ): void {
		$this->assertSame( $expected, FeeRecovery::fee( $amount, $settings, $gateway, $code, $decimals ) );
	}
}
