<?php
/**
 * Contact Form 7's contract (tests/fixtures/conformance/cf7-rest-contract.json) on the server: each
 * server status of `statuses_in_order_of_checks` gives its html_status in the form the no-JS post
 * renders. src/contact-form/client/test/cf7-contract.test.ts reads the same table in jest.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\Views\FormRenderer;
use PHPUnit\Framework\TestCase;

/**
 * One row per status of the shared table.
 */
final class ContactCf7ContractTest extends TestCase {

	/**
	 * Contact Form 7's contract, kept with the other peer vectors in tests/fixtures/conformance.
	 *
	 * @return array<string, mixed>
	 */
	private static function contract(): array {
		$dir = dirname( __DIR__ ) . '/fixtures/conformance';
		return (array) json_decode( (string) file_get_contents( $dir . '/cf7-rest-contract.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local fixture file.
	}

	/**
	 * Server statuses with a form status.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function statuses(): array {
		$rows = array();
		foreach ( (array) self::contract()['statuses_in_order_of_checks'] as $row ) {
			if ( isset( $row['html_status'] ) ) {
				$rows[ $row['status'] ] = array( $row['status'], $row['html_status'] );
			}
		}
		return $rows;
	}

	/**
	 * The table has the seven statuses a form shows.
	 */
	public function test_the_contract_lists_seven_server_statuses_with_a_form_status(): void {
		$this->assertCount( 7, $this->statuses() );
	}

	/**
	 * The no-JS rendering uses the contract's form status.
	 *
	 * @dataProvider statuses
	 *
	 * @param string $status Server status.
	 * @param string $html   Form status.
	 */
	public function test_server_status_gives_the_contract_form_status( string $status, string $html ): void {
		$this->assertSame( $html, FormRenderer::html_status( $status ) );
	}
}
