<?php
/**
 * Contact messages and the consent log go through WordPress's own export and erase request flow:
 * core's AJAX handlers (what Tools → Export/Erase Personal Data calls), exporter by exporter and
 * page by page, with a real request and its nonce (issue 19).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\ConsentLog;
use PHPUnit\Framework\TestCase;

/**
 * Thrown instead of dying at the end of core's AJAX handler, carrying nothing: the JSON was echoed.
 */
final class AjaxDied extends \RuntimeException {
}

/**
 * One person with a contact message and a consent record, and someone else with the same kinds.
 */
final class PrivacyRequestFlowTest extends TestCase {

	/**
	 * Unique per run.
	 *
	 * @var string
	 */
	private $marker;

	/**
	 * Users made by the test.
	 *
	 * @var int[]
	 */
	private $users = array();

	/**
	 * Contact submissions made by the test.
	 *
	 * @var int[]
	 */
	private $submissions = array();

	/**
	 * Request posts made by the test.
	 *
	 * @var int[]
	 */
	private $requests = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/ajax-actions.php';
		$this->marker = 'flow' . wp_generate_password( 8, false, false );
		$admin        = $this->user( $this->marker . '-admin@example.org', 'administrator' );
		wp_set_current_user( $admin );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( self::class, 'die_handler' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', array( self::class, 'die_handler' ) );
		$_POST    = array();
		$_REQUEST = array();
		foreach ( $this->requests as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->submissions as $id ) {
			$wpdb->delete( "{$wpdb->prefix}opengive_contact_submissions", array( 'id' => $id ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ConsentLog::table() . ' WHERE visitor_id LIKE %s', $wpdb->esc_like( $this->marker ) . '%' ) ); // phpcs:ignore WordPress.DB
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_set_current_user( 0 );
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * The handler core's wp_die() calls in an AJAX request.
	 *
	 * @return callable
	 */
	public static function die_handler() {
		return static function () {
			throw new AjaxDied();
		};
	}

	private function user( string $email, string $role = 'subscriber' ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => sanitize_user( str_replace( '@', '-', $email ) ),
				'user_email' => $email,
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	/**
	 * A contact message and a consent record for $email.
	 *
	 * @param string $email Address.
	 * @return array{int, int} Submission id, consent row id.
	 */
	private function person( string $email ): array {
		global $wpdb;
		$wpdb->insert(
			"{$wpdb->prefix}opengive_contact_submissions",
			array(
				'form_id'    => 1,
				'fields'     => wp_json_encode( array( 'your-name' => 'Ada ' . $this->marker, 'your-email' => $email, 'your-message' => 'Hello there' ) ),
				'status'     => 'received',
				'email'      => $email,
				'page_url'   => 'https://example.org/' . $this->marker,
				'created_at' => current_time( 'mysql', true ),
			)
		);
		$submission          = (int) $wpdb->insert_id;
		$this->submissions[] = $submission;
		$consent    = ( new ConsentLog() )->insert(
			array(
				'visitor_id'   => $this->marker . '-' . $email,
				'ip_hash'      => str_repeat( 'b', 64 ),
				'user_id'      => $this->user( $email ),
				'region'       => 'eu',
				'consent_type' => 'optin',
				'categories'   => array( 'functional' ),
				'services'     => array( 'youtube' => true ),
				'policy_id'    => 3,
			)
		);
		return array( $submission, $consent );
	}

	/**
	 * Calls a core AJAX handler with $post and returns its JSON answer.
	 *
	 * @param string               $handler Function name.
	 * @param array<string, mixed> $post    $_POST.
	 * @return array<string, mixed>
	 */
	private function ajax( string $handler, array $post ): array {
		$_POST    = $post;
		$_REQUEST = $post;
		ob_start();
		try {
			$handler();
			$this->fail( $handler . ' returned without answering.' );
		} catch ( AjaxDied $died ) {
			unset( $died );
		}
		$answer = json_decode( (string) ob_get_clean(), true );
		$this->assertIsArray( $answer );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		return $answer['data'];
	}

	/**
	 * Runs every registered exporter or eraser, page by page until done, as the admin screen does.
	 *
	 * @param string $kind export or erase.
	 * @param string $email Address.
	 * @return array<string, array<int, array<string, mixed>>> Answers by exporter/eraser key.
	 */
	private function run_request( string $kind, string $email ): array {
		$action           = 'export' === $kind ? 'export_personal_data' : 'remove_personal_data';
		$request_id       = wp_create_user_request( $email, $action );
		$this->assertIsInt( $request_id );
		$this->requests[] = $request_id;
		$registered       = 'export' === $kind
			? apply_filters( 'wp_privacy_personal_data_exporters', array() )
			: apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$answers          = array();
		$index            = 0;
		foreach ( array_keys( $registered ) as $key ) {
			++$index;
			for ( $page = 1; $page < 50; $page++ ) {
				$answer            = $this->ajax(
					'export' === $kind ? 'wp_ajax_wp_privacy_export_personal_data' : 'wp_ajax_wp_privacy_erase_personal_data',
					array(
						'id'                                  => $request_id,
						'export' === $kind ? 'exporter' : 'eraser' => $index,
						'page'                                => $page,
						'security'                            => wp_create_nonce( 'wp-privacy-' . ( 'export' === $kind ? 'export' : 'erase' ) . '-personal-data-' . $request_id ),
					)
				);
				$answers[ $key ][] = $answer;
				if ( $answer['done'] ) {
					break;
				}
			}
		}
		return $answers;
	}

	public function test_core_export_flow_includes_the_persons_contact_messages_and_consent_records_only(): void {
		$email = $this->marker . '@example.org';
		$this->person( $email );
		$this->person( $this->marker . '-other@example.org' );

		$answers = $this->run_request( 'export', $email );

		$contact = array_merge( ...array_column( $answers['opengive-contact-submissions'], 'data' ) );
		$this->assertCount( 1, $contact );
		$this->assertStringContainsString( 'Ada ' . $this->marker, wp_json_encode( $contact ) );
		$consent = array_merge( ...array_column( $answers['opengive-consent-log'], 'data' ) );
		$this->assertCount( 1, $consent );
		$this->assertStringContainsString( $this->marker . '-' . $email, wp_json_encode( $consent ) );
		$this->assertStringNotContainsString( '-other@example.org', wp_json_encode( array( $contact, $consent ) ) );
	}

	public function test_core_erase_flow_blanks_the_contact_messages_and_deletes_the_consent_records(): void {
		global $wpdb;
		$email                                       = $this->marker . '@example.org';
		list( $submission, $consent )                = $this->person( $email );
		list( $other_submission, $other_consent )    = $this->person( $this->marker . '-other@example.org' );

		$answers = $this->run_request( 'erase', $email );

		$this->assertTrue( $answers['opengive-contact-submissions'][0]['items_removed'] );
		$this->assertStringContainsString( 'blanked 1 contact message', implode( ' ', $answers['opengive-contact-submissions'][0]['messages'] ) );
		$this->assertTrue( $answers['opengive-consent-log'][0]['items_removed'] );
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT email, fields FROM {$wpdb->prefix}opengive_contact_submissions WHERE id = %d", $submission ) );
		$this->assertSame( '', $row->email );
		$this->assertStringNotContainsString( 'Ada', (string) $row->fields );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . ConsentLog::table() . ' WHERE id = %d', $consent ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . ConsentLog::table() . ' WHERE id = %d', $other_consent ) ) ); // phpcs:ignore WordPress.DB
		$this->assertStringContainsString( 'Ada', (string) $wpdb->get_var( $wpdb->prepare( "SELECT fields FROM {$wpdb->prefix}opengive_contact_submissions WHERE id = %d", $other_submission ) ) );
	}
}
