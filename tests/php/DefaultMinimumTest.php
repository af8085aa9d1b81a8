<?php
/**
 * A new form's minimum is one unit of its currency, in that currency's own minor units.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Forms\ValueObjects\FormSettings;
use PHPUnit\Framework\TestCase;

/**
 * The form's display decimals never change what "one unit" is.
 */
final class DefaultMinimumTest extends TestCase {

	/**
	 * Currency settings and the minimum in minor units.
	 *
	 * @return array<string, array{array<string, mixed>, int}>
	 */
	public function cases(): array {
		return array(
			'USD'                          => array( array( 'code' => 'USD' ), 100 ),
			'USD shown without decimals'   => array( array( 'code' => 'USD', 'decimals' => 0 ), 100 ),
			'JPY'                          => array( array( 'code' => 'JPY' ), 1 ),
			'JPY shown with two decimals'  => array( array( 'code' => 'JPY', 'decimals' => 2 ), 1 ),
			'KWD shown with two decimals'  => array( array( 'code' => 'KWD', 'decimals' => 2 ), 1000 ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $currency Currency settings.
	 * @param int                  $minor    Expected minimum.
	 */
	public function test_one_unit_of_the_currency( array $currency, int $minor ): void {
		$this->assertSame( $minor, FormSettings::default_minimum( array( 'currency' => $currency ) ) );
	}
}
