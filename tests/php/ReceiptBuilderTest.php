<?php
/**
 * Where receipt links point.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use PHPUnit\Framework\TestCase;

/**
 * Receipt links are absolute, same-site and free of our own query arguments.
 */
final class ReceiptBuilderTest extends TestCase {

	/**
	 * Return URLs and where they lead.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function urls(): array {
		return array(
			'empty goes home'           => array( '', '/' ),
			'a relative path goes home' => array( '/donate/', '/' ),
			'another site goes home'    => array( 'https://evil.example/phish', '/' ),
			'same site is kept'         => array( '{home}donate/?utm=x', 'donate/?utm=x' ),
			'our own args are dropped'  => array( '{home}donate/?opengive-receipt=abc&opengive-error=def', 'donate/' ),
		);
	}

	/**
	 * @dataProvider urls
	 *
	 * @param string $given    Requested return URL ({home} = the site's home URL).
	 * @param string $expected Path after the home URL.
	 */
	public function test_safe_return_url( string $given, string $expected ): void {
		$home = home_url( '/' );
		$this->assertSame(
			'/' === $expected ? $home : $home . $expected,
			ReceiptBuilder::safe_return_url( str_replace( '{home}', $home, $given ) )
		);
	}
}
