<?php
/**
 * The consent log's life outside the banner: the privacy exporter and eraser (through the callbacks
 * registered with WordPress), the daily purge, the admin CSV export and the track route's rate limit.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Consent\Admin\ConsentAdminPage;
use OpenGive\Consent\ConsentLog;
use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\ServiceProvider;
use PHPUnit\Framework\TestCase;

/**
 * Runs against the real log table; every row a test writes carries a visitor id with this run's
 * marker and is deleted afterwards.
 */
final class ConsentLogTest extends TestCase {

	/**
	 * Visitor-id marker of this run.
	 *
	 * @var string
	 */
	private $marker = '';

	/**
	 * Consent settings before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	/**
	 * Users made by the test.
	 *
	 * @var int[]
	 */
	private $users = array();

	protected function setUp(): void {
		$this->marker = 'phpunit-log-' . wp_generate_password( 8, false );
		$this->saved  = get_option( ConsentSettings::OPTION );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ConsentLog::table() . ' WHERE visitor_id LIKE %s', $wpdb->esc_like( $this->marker ) . '%' ) ); // phpcs:ignore WordPress.DB
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user_id ) {
			wp_delete_user( $user_id );
		}
		if ( false === $this->saved ) {
			delete_option( ConsentSettings::OPTION );
		} else {
			update_option( ConsentSettings::OPTION, $this->saved );
		}
		unset( $_SERVER['REMOTE_ADDR'] );
		wp_set_current_user( 0 );
	}

	/**
	 * Writes one log row; $age_days moves its date into the past.
	 *
	 * @param array<string, mixed> $row      Overrides.
	 * @param int                  $age_days Days old.
	 */
	private function row( array $row = array(), int $age_days = 0 ): int {
		global $wpdb;
		$id = ( new ConsentLog() )->insert(
			array_merge(
				array(
					'visitor_id'   => $this->marker,
					'ip_hash'      => str_repeat( 'a', 64 ),
					'user_id'      => 0,
					'region'       => 'eu',
					'consent_type' => 'optin',
					'categories'   => array( 'functional', 'preferences' ),
					'services'     => array( 'youtube' => true ),
					'policy_id'    => 7,
				),
				$row
			)
		);
		if ( $age_days > 0 ) {
			$wpdb->update( ConsentLog::table(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $age_days * DAY_IN_SECONDS ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB
		}
		return $id;
	}

	private function exists( int $id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . ConsentLog::table() . ' WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB
	}

	private function user( string $email ): int {
		$id            = wp_insert_user(
			array(
				'user_login' => $this->marker . '-' . wp_generate_password( 4, false ),
				'user_email' => $email,
				'user_pass'  => wp_generate_password(),
			)
		);
		$this->users[] = (int) $id;
		return (int) $id;
	}

	public function test_the_registered_exporter_returns_only_the_persons_consent_records(): void {
		$email = $this->marker . '@example.org';
		$mine  = $this->user( $email );
		$other = $this->user( $this->marker . '-other@example.org' );
		$this->row( array( 'user_id' => $mine, 'visitor_id' => $this->marker . '-mine' ) );
		$this->row( array( 'user_id' => $other, 'visitor_id' => $this->marker . '-theirs' ) );

		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$this->assertArrayHasKey( 'opengive-consent-log', $exporters );
		$result = call_user_func( $exporters['opengive-consent-log']['callback'], $email, 1 );

		$this->assertTrue( $result['done'] );
		$this->assertCount( 1, $result['data'] );
		$values = wp_list_pluck( $result['data'][0]['data'], 'value', 'name' );
		$this->assertSame( $this->marker . '-mine', $values['Visitor id'] );
		$this->assertSame( 'functional, preferences', $values['Categories'] );
		$this->assertSame( '{"youtube":true}', $values['Services'] );
		$this->assertSame( '7', $values['Policy id'] );
		$this->assertSame( 'opengive-consent-log', $result['data'][0]['group_id'] );
	}

	public function test_the_registered_eraser_deletes_the_persons_records_and_keeps_others(): void {
		$email  = $this->marker . '@example.org';
		$mine   = $this->row( array( 'user_id' => $this->user( $email ) ) );
		$theirs = $this->row( array( 'user_id' => $this->user( $this->marker . '-other@example.org' ) ) );

		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertArrayHasKey( 'opengive-consent-log', $erasers );
		$result = call_user_func( $erasers['opengive-consent-log']['callback'], $email, 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$this->assertFalse( $this->exists( $mine ) );
		$this->assertTrue( $this->exists( $theirs ) );
		$again = call_user_func( $erasers['opengive-consent-log']['callback'], $email, 1 );
		$this->assertFalse( $again['items_removed'] );
	}

	public function test_the_daily_purge_deletes_rows_older_than_the_retention_and_keeps_newer(): void {
		ConsentSettings::update( array( 'log_retention_months' => 3 ) );
		$old    = $this->row( array(), 100 );
		$recent = $this->row( array(), 80 );
		$today  = $this->row();

		$this->assertNotFalse( has_action( ServiceProvider::PURGE_HOOK ) );
		do_action( ServiceProvider::PURGE_HOOK );

		$this->assertFalse( $this->exists( $old ), 'A 100-day-old row outlives a 3-month retention.' );
		$this->assertTrue( $this->exists( $recent ), 'An 80-day-old row was purged under a 3-month retention.' );
		$this->assertTrue( $this->exists( $today ) );
		$this->assertNotFalse( wp_next_scheduled( ServiceProvider::PURGE_HOOK ), 'The purge is not scheduled.' );
	}

	public function test_the_csv_export_has_a_header_row_and_defuses_formula_cells(): void {
		$this->row( array( 'visitor_id' => $this->marker . '-plain' ) );
		$this->row(
			array(
				// A visitor id is any string the browser sent; the log keeps it as it came.
				'visitor_id' => '=HYPERLINK("http://x.test")' . $this->marker,
				'region'     => '+cmd',
			)
		);
		// The admin-post handler exits after streaming; its body is write_csv(), run here into memory
		// with the list's search filter, as the handler passes it from the query string.
		$out = fopen( 'php://memory', 'w+' );
		ConsentAdminPage::write_csv( $out, array( 'search' => $this->marker ) );
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out );

		$lines = array_values( array_filter( explode( "\n", trim( $csv ) ) ) );
		$this->assertSame( 'id,date,visitor_id,region,consent_type,categories,services,policy_id', $lines[0] );
		$this->assertCount( 3, $lines, $csv );
		$rows = array_map( 'str_getcsv', array_slice( $lines, 1 ) );
		$by   = array_column( $rows, 3, 2 );
		$this->assertArrayHasKey( "'=HYPERLINK(\"http://x.test\")" . $this->marker, $by, 'A formula visitor id reached the CSV undefused.' );
		$this->assertSame( "'+cmd", $by[ "'=HYPERLINK(\"http://x.test\")" . $this->marker ] );
		$this->assertSame( 'eu', $by[ $this->marker . '-plain' ] );
		$this->assertSame( 'functional preferences', $rows[0][5] );
	}

	public function test_the_csv_export_action_refuses_a_user_without_manage_options(): void {
		$this->assertNotFalse( has_action( 'admin_post_' . ConsentAdminPage::EXPORT ) );
		wp_set_current_user( $this->user( $this->marker . '-sub@example.org' ) );
		$_REQUEST['_wpnonce'] = wp_create_nonce( ConsentAdminPage::EXPORT );
		$handler              = static function () {
			return static function ( $message, $title, $args ) {
				throw new \RuntimeException( 'wp_die ' . ( is_array( $args ) && isset( $args['response'] ) ? $args['response'] : '' ) );
			};
		};
		add_filter( 'wp_die_handler', $handler );
		ob_start();
		try {
			do_action( 'admin_post_' . ConsentAdminPage::EXPORT );
			$died = '';
		} catch ( \RuntimeException $e ) {
			$died = $e->getMessage();
		} finally {
			$printed = (string) ob_get_clean();
			remove_filter( 'wp_die_handler', $handler );
			unset( $_REQUEST['_wpnonce'] );
		}
		$this->assertSame( 'wp_die 403', $died );
		$this->assertStringNotContainsString( 'visitor_id', $printed );
	}

	public function test_track_allows_thirty_records_per_address_in_ten_minutes_then_answers_429(): void {
		ConsentSettings::update( array( 'store_consent' => false ) );
		// The test sites raise the limit for the browser suites (opengive-test-helpers): the shipped one here.
		remove_all_filters( 'opengive_consent_track_limit' );
		// A fresh /64 of the documentation range per run, so earlier runs' counters do not count.
		$net                    = sprintf( '2001:db8:%x:%x', wp_rand( 1, 0xfffe ), wp_rand( 1, 0xfffe ) );
		$_SERVER['REMOTE_ADDR'] = $net . '::7';
		$statuses               = array();
		for ( $i = 0; $i < 31; $i++ ) {
			$statuses[] = $this->track()->get_status();
		}
		$this->assertSame( array_fill( 0, 30, 200 ), array_slice( $statuses, 0, 30 ) );
		$limited = $this->track();
		$this->assertSame( 429, $statuses[30] );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 'opengive_rate_limited', $limited->get_data()['code'] );
		$this->assertNotSame( '', (string) $limited->get_data()['message'] );

		// Another address (another /64) is not held back by the first one's count.
		$_SERVER['REMOTE_ADDR'] = sprintf( '2001:db8:%x:%x::7', wp_rand( 1, 0xfffe ), wp_rand( 1, 0xfffe ) );
		$this->assertSame( 200, $this->track()->get_status() );
	}

	public function test_the_consent_track_limit_filter_sets_the_records_allowed_per_address(): void {
		ConsentSettings::update( array( 'store_consent' => false ) );
		$_SERVER['REMOTE_ADDR'] = sprintf( '2001:db8:%x:%x::9', wp_rand( 1, 0xfffe ), wp_rand( 1, 0xfffe ) );
		$two                    = static function () {
			return 2;
		};
		add_filter( 'opengive_consent_track_limit', $two, PHP_INT_MAX );
		try {
			$statuses = array( $this->track()->get_status(), $this->track()->get_status(), $this->track()->get_status() );
		} finally {
			remove_filter( 'opengive_consent_track_limit', $two, PHP_INT_MAX );
		}
		$this->assertSame( array( 200, 200, 429 ), $statuses );
	}

	private function track(): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/opengive/v1/consent/track' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'consented_categories' => array( 'functional' ),
					'consented_services'   => array(),
					'consenttype'          => 'optin',
				)
			)
		);
		return rest_do_request( $request );
	}
}
