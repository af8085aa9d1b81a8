<?php
/**
 * Who may do what: every REST route (opengive/v1 and givewp/v3, as registered) and every admin-ajax
 * and admin-post action of OpenGive, for each kind of visitor, against a committed table
 * (tests/fixtures/capability-matrix.json). A route or action added without a row, or a cell that
 * changes, fails the test; re-record with OPENGIVE_RECORD_CAPABILITIES=1 and review the diff.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\DonorWall\WallAttributes;
use PHPUnit\Framework\TestCase;

/**
 * REST cells are the route's own permission check, run in-process as each user with the route's
 * path parameters filled in (ids of records that exist and that the donor does not own): "allow",
 * or the HTTP status of the refusal. Ajax and admin-post cells are real HTTP requests to the native
 * site with that user's login cookies and a valid nonce for the action, so the capability check is
 * what decides: the cell is the HTTP status (a handler missing for that kind of visitor answers 400).
 */
final class CapabilityMatrixTest extends TestCase {

	const FIXTURE = __DIR__ . '/../fixtures/capability-matrix.json';

	const ROLES = array( 'anonymous', 'subscriber', 'donor', 'give_worker', 'give_accountant', 'give_manager', 'editor', 'administrator' );

	/**
	 * Nonce a handler checks, by action: [request field, nonce action]. Actions not listed check none
	 * (public forms, or a nonce bound to a cookie of their own such as the donor login).
	 */
	const NONCES = array(
		'opengive_dismiss_notice'                => array( '_ajax_nonce', 'opengive_dismiss_notice' ),
		'opengive_export'                        => array( '_wpnonce', 'opengive_export' ),
		'opengive_contact_export'                => array( '_wpnonce', 'opengive_contact_export' ),
		'opengive_consent_export'                => array( '_wpnonce', 'opengive_consent_export' ),
		'opengive_donor_history_sign_out'        => array( '_wpnonce', 'opengive_donor_history_sign_out' ),
		'give_get_donor_comments'                => array( 'nonce', 'opengive_donor_wall' ),
		'give_confirm_email_for_donations_access' => array( 'nonce', 'opengive_donor_history' ),
	);

	/**
	 * Fields that get an allowed caller past input validation, so an allowed cell reads 200 rather
	 * than the 400 of an empty request (sent in the query string and the body: some handlers read GET).
	 */
	const FIELDS = array(
		'opengive_export'         => array( 'type' => 'donations' ),
		'opengive_dismiss_notice' => array( 'id' => 'capmatrix' ),
	);

	/**
	 * Role => user id (0 for anonymous).
	 *
	 * @var array<string, int>
	 */
	private static $users = array();

	/**
	 * The donor row of the donor's account.
	 *
	 * @var int
	 */
	private static $donor_row = 0;

	/**
	 * Creates one user per role and a donor record for the donor's account.
	 */
	public static function setUpBeforeClass(): void {
		global $wpdb;
		self::$users = array( 'anonymous' => 0 );
		foreach ( array_slice( self::ROLES, 1 ) as $role ) {
			$login = 'capmatrix_' . $role;
			$user  = get_user_by( 'login', $login );
			if ( $user ) {
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $user->ID );
			}
			$id = wp_insert_user(
				array(
					'user_login' => $login,
					'user_pass'  => wp_generate_password( 24 ),
					'user_email' => $login . '@capmatrix.example',
					'role'       => 'donor' === $role ? 'give_donor' : $role,
				)
			);
			self::assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
			self::$users[ $role ] = $id;
		}
		$now = gmdate( 'Y-m-d H:i:s' );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test fixture in our own table.
			$wpdb->prefix . 'opengive_donors',
			array(
				'user_id'    => self::$users['donor'],
				'email'      => 'capmatrix_donor@capmatrix.example',
				'first_name' => 'Matrix',
				'last_name'  => 'Donor',
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
		self::$donor_row = (int) $wpdb->insert_id;
	}

	/**
	 * Removes the users and the donor record.
	 */
	public static function tearDownAfterClass(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( self::$users as $id ) {
			if ( $id > 0 ) {
				wp_delete_user( $id );
			}
		}
		$wpdb->delete( $wpdb->prefix . 'opengive_donors', array( 'id' => self::$donor_row ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test fixture.
		wp_set_current_user( 0 );
	}

	/**
	 * Every REST route and method answers each role as the committed table says.
	 */
	public function test_every_rest_route_lets_in_exactly_the_roles_the_table_lists(): void {
		$actual = array();
		foreach ( rest_get_server()->get_routes() as $route => $handlers ) {
			if ( 0 !== strpos( $route, '/opengive/v1' ) && 0 !== strpos( $route, '/givewp/v3' ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					if ( 'PUT' === $method || 'PATCH' === $method ) {
						continue; // The same handler as POST (EDITABLE): one row.
					}
					foreach ( self::$users as $role => $user ) {
						$actual[ "{$method} {$route}" ][ $role ] = self::rest_cell( $route, $method, $handler, $user );
					}
				}
			}
		}
		wp_set_current_user( 0 );
		$this->assertMatrix( 'rest', $actual );
	}

	/**
	 * Every admin-ajax and admin-post action of OpenGive answers each role as the table says.
	 */
	public function test_every_ajax_and_admin_post_action_lets_in_exactly_the_roles_the_table_lists(): void {
		$actual = array();
		foreach ( self::actions() as $entry => $action ) {
			list( $script ) = explode( ' ', $entry );
			foreach ( self::$users as $role => $user ) {
				self::reset_limits();
				$actual[ $entry ][ $role ] = self::http_cell( $script, $action, $user );
			}
		}
		self::reset_limits();
		$this->assertMatrix( 'ajax', $actual );
	}

	/**
	 * Compares with the fixture, cell by cell (or records it).
	 *
	 * @param string                               $part   'rest' or 'ajax'.
	 * @param array<string, array<string, string>> $actual Row => role => cell.
	 */
	private function assertMatrix( string $part, array $actual ): void {
		ksort( $actual );
		$fixture = file_exists( self::FIXTURE ) ? (array) json_decode( (string) file_get_contents( self::FIXTURE ), true ) : array();
		if ( getenv( 'OPENGIVE_RECORD_CAPABILITIES' ) ) {
			$fixture['$comment'] = 'Recorded by tests/reliability/CapabilityMatrixTest.php (OPENGIVE_RECORD_CAPABILITIES=1) and reviewed by hand. rest: the route\'s permission check for each role, "allow" or the refusal\'s HTTP status (path ids are records the donor does not own). ajax: the HTTP status of admin-ajax.php / admin-post.php with that role\'s cookies and a valid nonce (400: no handler for that kind of visitor).';
			$fixture[ $part ]    = $actual;
			ksort( $fixture );
			file_put_contents( self::FIXTURE, wp_json_encode( $fixture, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- writes the fixture.
		}
		$expected = isset( $fixture[ $part ] ) ? (array) $fixture[ $part ] : array();
		$this->assertSame( array_keys( $expected ), array_keys( $actual ), 'every route or action has one row in the table, and no row is left over' );
		$cells = 0;
		foreach ( $expected as $row => $roles ) {
			$this->assertSame( self::ROLES, array_keys( (array) $roles ), "{$row}: one cell per role" );
			foreach ( (array) $roles as $role => $cell ) {
				$this->assertSame( $cell, $actual[ $row ][ $role ], "{$row} as {$role}" );
				++$cells;
			}
		}
		$this->assertGreaterThan( 8 * 10, $cells );
	}

	/**
	 * The route's permission check as a user: "allow" or the refusal's status.
	 *
	 * @param string               $route   Route pattern.
	 * @param string               $method  HTTP method.
	 * @param array<string, mixed> $handler Registered handler.
	 * @param int                  $user    User id (0: anonymous).
	 */
	private static function rest_cell( string $route, string $method, array $handler, int $user ): string {
		wp_set_current_user( $user );
		$params  = array();
		$path    = preg_replace_callback(
			'/\(\?P<(\w+)>[^)]*\)/',
			static function ( $match ) use ( $route, &$params ) {
				$params[ $match[1] ] = self::path_value( $route, $match[1] );
				return (string) $params[ $match[1] ];
			},
			$route
		);
		$request = new \WP_REST_Request( $method, (string) $path );
		$request->set_url_params( $params );
		$defaults = array();
		foreach ( isset( $handler['args'] ) ? (array) $handler['args'] : array() as $name => $arg ) {
			if ( is_array( $arg ) && array_key_exists( 'default', $arg ) ) {
				$defaults[ $name ] = $arg['default'];
			}
		}
		$request->set_default_params( $defaults );
		if ( empty( $handler['permission_callback'] ) ) {
			return 'no check';
		}
		$allowed = call_user_func( $handler['permission_callback'], $request );
		if ( true === $allowed ) {
			return 'allow';
		}
		if ( is_wp_error( $allowed ) ) {
			$data = $allowed->get_error_data();
			return (string) ( is_array( $data ) && isset( $data['status'] ) ? $data['status'] : 500 );
		}
		// WordPress turns a plain false into rest_forbidden: 401 signed out, 403 signed in.
		return (string) rest_authorization_required_code();
	}

	/**
	 * A record of the right kind for a path parameter.
	 *
	 * @param string $route Route pattern.
	 * @param string $name  Parameter name.
	 */
	private static function path_value( string $route, string $name ) {
		global $wpdb;
		$p      = $wpdb->prefix;
		$simple = array(
			'country'  => 'US',
			'gateway'  => 'test',
			'block_id' => 'matrix',
			'noteId'   => 1,
		);
		if ( isset( $simple[ $name ] ) ) {
			return $simple[ $name ];
		}
		if ( 'form' === $name || false !== strpos( $route, '/forms/' ) ) {
			return (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'opengive_form' ORDER BY ID LIMIT 1" ); // phpcs:ignore WordPress.DB -- fixed test SQL.
		}
		if ( 'post_id' === $name ) {
			return (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' ORDER BY ID LIMIT 1" ); // phpcs:ignore WordPress.DB -- fixed test SQL.
		}
		$tables = array(
			'/donations/'           => "SELECT id FROM {$p}opengive_donations WHERE donor_id <> " . (int) self::$donor_row . ' ORDER BY id LIMIT 1',
			'/donors/'              => "SELECT id FROM {$p}opengive_donors WHERE id <> " . (int) self::$donor_row . ' ORDER BY id LIMIT 1',
			'/subscriptions/'       => "SELECT id FROM {$p}opengive_subscriptions WHERE donor_id <> " . (int) self::$donor_row . ' ORDER BY id LIMIT 1',
			'/campaigns/'           => "SELECT id FROM {$p}opengive_campaigns ORDER BY id LIMIT 1",
			'/contact-forms/'       => "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'opengive_contact' ORDER BY ID LIMIT 1",
			'/contact-submissions/' => "SELECT id FROM {$p}opengive_contact_submissions ORDER BY id LIMIT 1",
		);
		foreach ( $tables as $part => $sql ) {
			if ( false !== strpos( $route, $part ) ) {
				$id = (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB -- fixed test SQL.
				return $id > 0 ? $id : 1;
			}
		}
		return 1;
	}

	/**
	 * OpenGive's admin-ajax and admin-post actions, as hooked: "admin-ajax.php action" => action.
	 *
	 * @return array<string, string>
	 */
	private static function actions(): array {
		global $wp_filter;
		$actions = array();
		foreach ( array_keys( $wp_filter ) as $hook ) {
			if ( ! preg_match( '/^(wp_ajax|admin_post)_(?:nopriv_)?(.+)$/', (string) $hook, $match ) || ! self::is_ours( $wp_filter[ $hook ] ) ) {
				continue;
			}
			$script                               = 'wp_ajax' === $match[1] ? 'admin-ajax.php' : 'admin-post.php';
			$actions[ "{$script} {$match[2]}" ] = $match[2];
		}
		ksort( $actions );
		return $actions;
	}

	/**
	 * Whether a hook's callbacks come from the plugin.
	 *
	 * @param \WP_Hook $hook Hook.
	 */
	private static function is_ours( $hook ): bool {
		foreach ( $hook->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) ) {
					$class = is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0];
					if ( 0 === strpos( $class, 'OpenGive\\' ) ) {
						return true;
					}
				} elseif ( $function instanceof \Closure ) {
					$file = (string) ( new \ReflectionFunction( $function ) )->getFileName();
					if ( false !== strpos( $file, '/plugins/opengive/' ) ) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * POSTs the action as a user (login cookies and a valid nonce): the HTTP status.
	 *
	 * @param string $script admin-ajax.php or admin-post.php.
	 * @param string $action Action.
	 * @param int    $user   User id (0: anonymous).
	 */
	private static function http_cell( string $script, string $action, int $user ): string {
		$cookies = array();
		$saved   = isset( $_COOKIE[ LOGGED_IN_COOKIE ] ) ? $_COOKIE[ LOGGED_IN_COOKIE ] : null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored below.
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		if ( $user > 0 ) {
			$expires   = time() + HOUR_IN_SECONDS;
			$token     = \WP_Session_Tokens::get_instance( $user )->create( $expires );
			$logged_in = wp_generate_auth_cookie( $user, $expires, 'logged_in', $token );
			$cookies   = array(
				AUTH_COOKIE      => wp_generate_auth_cookie( $user, $expires, 'auth', $token ),
				LOGGED_IN_COOKIE => $logged_in,
			);
			// The nonce is bound to the session token, which WordPress reads from this cookie.
			$_COOKIE[ LOGGED_IN_COOKIE ] = $logged_in;
		}
		wp_set_current_user( $user );
		$body = array( 'action' => $action ) + ( isset( self::FIELDS[ $action ] ) ? self::FIELDS[ $action ] : array() );
		if ( isset( self::NONCES[ $action ] ) ) {
			$body[ self::NONCES[ $action ][0] ] = wp_create_nonce( self::NONCES[ $action ][1] );
		}
		if ( 'give_get_donor_comments' === $action ) {
			// The wall's signed attribute string, as its Load more button carries it (any other is 400).
			$body['data'] = WallAttributes::to_string( WallAttributes::parse( array() ) );
		}
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		wp_set_current_user( 0 );
		$base     = rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' );
		$response = wp_remote_post(
			add_query_arg( array_map( 'rawurlencode', $body ), $base . '/wp-admin/' . $script ),
			array(
				'body'        => $body,
				'cookies'     => $cookies,
				'redirection' => 0,
				'timeout'     => 30,
				'headers'     => array( 'Referer' => $base . '/' ),
			)
		);
		self::assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		return (string) wp_remote_retrieve_response_code( $response );
	}

	/**
	 * Clears the rate limiters' counters and the login failure counts, so a re-run sees the same cells.
	 */
	private static function reset_limits(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB -- test cleanup of the limiter's own rows.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", 'opengive\_rl\_%', '\_transient\_opengive\_login\_failures\_%', '\_transient\_timeout\_opengive\_login\_failures\_%' ) );
		// phpcs:enable
		wp_cache_flush();
	}
}
