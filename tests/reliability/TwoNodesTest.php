<?php
/**
 * Two web nodes behind one load balancer, with Redis as the shared object cache (issue 17: the rate
 * limiter, idempotency, nonces and caches stay correct across nodes).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Tests\DonationTestCase;

require_once dirname( __DIR__ ) . '/php/DonationTestCase.php';

/**
 * Real HTTP requests to the native site (tests/native/run.sh): nginx balances two PHP-FPM pools, and
 * sends a request with X-OpenGive-Node: a or b to that node only. Each test alternates the nodes, so a
 * value kept on one node's side (its memory, its PHP workers) would show up as a wrong answer.
 */
final class TwoNodesTest extends DonationTestCase {

	/**
	 * The site's settings before a test changed them.
	 *
	 * @var mixed
	 */
	private $settings;

	/**
	 * Needs the native site; keeps the settings a test changes.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->assertNotSame( '', self::base(), 'OPENGIVE_BASE_URL names the running native site' );
		$this->settings = get_option( 'opengive_settings', array() );
	}

	/**
	 * Restores the settings.
	 */
	protected function tearDown(): void {
		update_option( 'opengive_settings', $this->settings );
		parent::tearDown();
	}

	/**
	 * Both nodes answer, alone and behind the balancer, and this tree uses Redis.
	 */
	public function test_the_balancer_serves_from_both_nodes_and_a_named_node_serves_alone(): void {
		$this->assertSame( 'a', self::request( 'a', 'GET', '/wp-json/' )['node'] );
		$this->assertSame( 'b', self::request( 'b', 'GET', '/wp-json/' )['node'] );
		$seen = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$seen[] = self::request( '', 'GET', '/wp-json/' )['node'];
		}
		$this->assertContains( 'a', $seen, 'round robin used node a: ' . implode( ',', $seen ) );
		$this->assertContains( 'b', $seen, 'round robin used node b: ' . implode( ',', $seen ) );
		$this->assertSame( array(), array_diff( $seen, array( 'a', 'b' ) ), 'every answer named its node' );
		$this->assertTrue( wp_using_ext_object_cache(), 'this WordPress (on the same tree) uses the Redis drop-in' );
		$this->assertTrue( $GLOBALS['wp_object_cache']->is_persistent(), 'and reaches Redis' );
	}

	/**
	 * The per-address limit is one count for both nodes.
	 */
	public function test_the_ip_limit_counts_gifts_on_both_nodes_together(): void {
		// Three gifts an address; the fourth refused. Alternating a, b, a, b: counted per node, each
		// node would have seen two and let the fourth through.
		update_option( 'opengive_settings', array_merge( (array) $this->settings, array( 'rate_limit_ip' => 3, 'trusted_proxies' => '127.0.0.1' ) ) );
		$address = '198.51.100.' . wp_rand( 1, 254 ) . ', 127.0.0.1';
		$answers = array();
		foreach ( array( 'a', 'b', 'a', 'b' ) as $i => $node ) {
			$answer    = self::request( $node, 'POST', '/?rest_route=/opengive/v1/donations', $this->gift( "limit{$i}" ), array( 'X-Forwarded-For' => $address ) );
			$answers[] = $answer['node'] . ':' . $answer['status'] . ':' . ( $answer['json']['code'] ?? 'ok' );
		}
		$this->assertSame( array( 'a:201:ok', 'b:201:ok', 'a:201:ok', 'b:429:opengive_rate_limited' ), $answers );
	}

	/**
	 * An idempotency key replayed on the other node: the first gift, one row.
	 */
	public function test_a_gift_replayed_on_the_other_node_answers_the_first_gift_and_charges_once(): void {
		global $wpdb;
		$gift  = $this->gift( 'replay' ) + array( 'idempotencyKey' => 'two-nodes-' . bin2hex( random_bytes( 6 ) ) );
		$first = self::request( 'a', 'POST', '/?rest_route=/opengive/v1/donations', $gift );
		$again = self::request( 'b', 'POST', '/?rest_route=/opengive/v1/donations', $gift );
		$this->assertSame( array( 'a', 201 ), array( $first['node'], $first['status'] ), wp_json_encode( $first['json'] ) );
		$this->assertSame( 'b', $again['node'] );
		$this->assertGreaterThan( 0, (int) ( $first['json']['donationId'] ?? 0 ) );
		$this->assertSame( $first['json']['donationId'], $again['json']['donationId'] ?? null, wp_json_encode( $again['json'] ) );
		$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations d JOIN {$wpdb->prefix}opengive_donors r ON r.id = d.donor_id WHERE r.email = %s", $gift['email'] ) ); // phpcs:ignore WordPress.DB -- test read of the plugin's tables.
		$this->assertSame( 1, $rows, 'one donation row for the two requests' );
	}

	/**
	 * A nonce from node a works on node b; an edit on a is read fresh on b.
	 */
	public function test_a_rest_nonce_from_one_node_is_accepted_by_the_other_and_an_edit_there_is_read_fresh_here(): void {
		$cookies = self::log_in( 'a' );
		$nonce   = self::request( 'a', 'GET', '/wp-admin/admin-ajax.php?action=rest-nonce', null, array(), $cookies )['body'];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{10}$/', $nonce, 'node a issued a nonce' );
		$without = self::request( 'b', 'GET', '/?rest_route=/wp/v2/users/me', null, array(), $cookies );
		$this->assertSame( 401, $without['status'], 'the cookie alone is not enough (the nonce is what is checked)' );
		$me = self::request( 'b', 'GET', '/?rest_route=/wp/v2/users/me', null, array( 'X-WP-Nonce' => $nonce ), $cookies );
		$this->assertSame( array( 'b', 200, 'admin' ), array( $me['node'], $me['status'], $me['json']['slug'] ?? null ) );

		// A post read (and cached) on node b, renamed on node a, read again on b: the new title.
		$post = wp_insert_post( array( 'post_title' => 'Before', 'post_status' => 'publish', 'post_type' => 'post' ) );
		$path = '/?rest_route=/wp/v2/posts/' . $post;
		try {
			$this->assertSame( 'Before', self::request( 'b', 'GET', $path )['json']['title']['rendered'] ?? null );
			$edit = self::request( 'a', 'POST', $path, array( 'title' => 'After' ), array( 'X-WP-Nonce' => $nonce ), $cookies );
			$this->assertSame( 200, $edit['status'], $edit['body'] );
			$this->assertSame( 'After', self::request( 'b', 'GET', $path )['json']['title']['rendered'] ?? null, 'node b did not serve its cached copy' );
		} finally {
			wp_delete_post( $post, true );
		}
	}

	/**
	 * A test-gateway gift from a new donor.
	 *
	 * @param string $tag Part of the donor's email.
	 * @return array<string, mixed>
	 */
	private function gift( string $tag ): array {
		return array(
			'formId'    => $this->form_id,
			'amount'    => 1500,
			'levelId'   => 'custom',
			'firstName' => 'Two',
			'lastName'  => 'Nodes',
			'email'     => 'nodes-' . $tag . '-' . bin2hex( random_bytes( 4 ) ) . '.phpunit@example.org',
			'gatewayId' => 'test',
		);
	}

	/**
	 * Logs the demo administrator in on one node.
	 *
	 * @param string $node 'a' or 'b'.
	 * @return \WP_Http_Cookie[]
	 */
	private static function log_in( string $node ): array {
		$test_cookie = new \WP_Http_Cookie( array( 'name' => 'wordpress_test_cookie', 'value' => 'WP Cookie check' ) );
		$login       = self::request( $node, 'POST', '/wp-login.php', array( 'log' => 'admin', 'pwd' => 'password', 'testcookie' => '1' ), array(), array( $test_cookie ), false );
		self::assertSame( 302, $login['status'], 'logged in (redirected to wp-admin)' );
		return $login['cookies'];
	}

	/**
	 * One request to a node ('' lets the balancer choose).
	 *
	 * @param string                $node    'a', 'b' or ''.
	 * @param string                $method  HTTP method.
	 * @param string                $path    Path and query.
	 * @param array<string, mixed>  $body    JSON body (form-encoded for wp-login.php), or null.
	 * @param array<string, string> $headers Extra headers.
	 * @param \WP_Http_Cookie[]     $cookies Cookies to send.
	 * @param bool                  $json    Whether the body goes as JSON.
	 * @return array{node: string, status: int, body: string, json: mixed, cookies: array}
	 */
	private static function request( string $node, string $method, string $path, ?array $body = null, array $headers = array(), array $cookies = array(), bool $json = true ): array {
		if ( '' !== $node ) {
			$headers['X-OpenGive-Node'] = $node;
		}
		if ( null !== $body && $json ) {
			$headers['Content-Type'] = 'application/json';
			$body                    = wp_json_encode( $body );
		}
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'      => $method,
				'headers'     => $headers,
				'body'        => $body,
				'cookies'     => $cookies,
				'timeout'     => 30,
				'redirection' => 0,
			)
		);
		self::assertNotWPError( $response );
		$text = (string) wp_remote_retrieve_body( $response );
		return array(
			'node'    => (string) wp_remote_retrieve_header( $response, 'x-opengive-node' ),
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'body'    => $text,
			'json'    => json_decode( $text, true ),
			'cookies' => wp_remote_retrieve_cookies( $response ),
		);
	}

	/**
	 * Fails on a WP_Error, with its message.
	 *
	 * @param mixed $response Response.
	 */
	private static function assertNotWPError( $response ): void {
		self::assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
	}

	/**
	 * The native site's address.
	 */
	private static function base(): string {
		return rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' );
	}
}
