<?php
/**
 * What fuzzing as an administrator found (tests/fuzz --as=admin), pinned: a contact form saved with
 * a title the database cannot store answered 500; a nonce field sent as an array made
 * WordPress warn in check_admin_referer / check_ajax_referer.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Security\NonceFields;
use PHPUnit\Framework\TestCase;

/**
 * The same requests, in-process.
 */
final class AdminFuzzFindingsTest extends TestCase {

	protected function setUp(): void {
		Fixtures::log_in_administrator();
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		unset( $_REQUEST['_wpnonce'], $_REQUEST['_ajax_nonce'], $_POST['_wpnonce'] );
	}

	/**
	 * Creates a contact form through the route.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function create( array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/opengive/v1/contact-forms' );
		$request->set_body_params( $body );
		return rest_do_request( $request );
	}

	public function test_a_contact_form_title_the_database_cannot_store_is_a_400_with_a_stable_code(): void {
		foreach ( array( 'huge' => str_repeat( 'x', 70000 ), 'invalid utf-8' => "bad \xED\xA0\x80 text" ) as $case => $title ) {
			$response = $this->create( array( 'title' => $title ) );
			$this->assertSame( 400, $response->get_status(), $case );
			$this->assertSame( 'opengive_invalid_title', $response->get_data()['code'], $case );
		}
	}

	public function test_nonce_fields_sent_as_arrays_are_dropped_before_the_nonce_check(): void {
		$_REQUEST['_wpnonce']    = array( '1', '2' );
		$_POST['_wpnonce']       = array( '1', '2' );
		$_REQUEST['_ajax_nonce'] = 'kept-string';
		NonceFields::strings_only();
		$this->assertArrayNotHasKey( '_wpnonce', $_REQUEST );
		$this->assertArrayNotHasKey( '_wpnonce', $_POST );
		$this->assertSame( 'kept-string', $_REQUEST['_ajax_nonce'] );
	}
}
