<?php
/**
 * The renewal amount rule comes from plugin/data/renewal-amount.json, which TypeScript applies too
 * (src/data/test/renewal-amount.test.ts).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Subscriptions\Rules\RenewalAmountRules;
use PHPUnit\Framework\TestCase;

/**
 * Empty becomes the minimum; the file's checks refuse in the file's order with the file's codes.
 */
final class RenewalAmountRulesTest extends TestCase {

	/**
	 * The file's checks by name, read straight from disk.
	 *
	 * @return array<string, array<string, string>>
	 */
	private static function checks(): array {
		$table = json_decode( (string) file_get_contents( OPENGIVE_DIR . '/data/renewal-amount.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return array_column( $table['checks'], null, 'test' );
	}

	public function test_an_empty_amount_becomes_the_minimum_and_is_accepted(): void {
		$this->assertSame(
			array(
				'amount'  => 500,
				'refused' => null,
			),
			RenewalAmountRules::apply( 0, 500, 10000 )
		);
	}

	public function test_each_check_refuses_with_the_files_entry(): void {
		$this->assertSame( self::checks()['notPositive'], RenewalAmountRules::apply( 0, null, null )['refused'] );
		$this->assertSame( self::checks()['belowMinimum'], RenewalAmountRules::apply( 499, 500, 10000 )['refused'] );
		$this->assertSame( self::checks()['aboveMaximum'], RenewalAmountRules::apply( 10001, 500, 10000 )['refused'] );
	}

	public function test_the_limits_themselves_are_accepted(): void {
		$this->assertNull( RenewalAmountRules::apply( 500, 500, 10000 )['refused'] );
		$this->assertNull( RenewalAmountRules::apply( 10000, 500, 10000 )['refused'] );
	}
}
