<?php
/**
 * The donation form's login (give_process_donation_login) under guessing: failures are counted
 * atomically per address and per account, simultaneous guesses included, and the account's owner
 * still gets in while others' guesses hold the account.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use PHPUnit\Framework\TestCase;

/**
 * Real HTTP requests to the native site (two PHP-FPM nodes, Redis), each from an address of its own
 * through X-Forwarded-For (127.0.0.1, where the requests come from, is made a trusted proxy).
 */
final class LoginLimitsTest extends TestCase {

	const MISMATCH = 'That username or email and password do not match an account.';
	const TOO_MANY = 'Too many failed logins.';

	/**
	 * The site's settings before the test.
	 *
	 * @var mixed
	 */
	private $settings;

	/**
	 * Users this test made.
	 *
	 * @var int[]
	 */
	private $users = array();

	/**
	 * This run's addresses: 10.x.y.0/24 with a random x.y per run, so counters left by an earlier run
	 * in the same window are never these.
	 *
	 * @var string
	 */
	private $net = '';

	/**
	 * Trusts 127.0.0.1's X-Forwarded-For; this run's addresses.
	 */
	protected function setUp(): void {
		$this->assertNotSame( '', (string) getenv( 'OPENGIVE_BASE_URL' ), 'OPENGIVE_BASE_URL names the running native site' );
		$this->settings = get_option( 'opengive_settings', array() );
		update_option( 'opengive_settings', array_merge( (array) $this->settings, array( 'trusted_proxies' => '127.0.0.1' ) ) );
		$this->net = '10.' . wp_rand( 0, 255 ) . '.' . wp_rand( 0, 255 ) . '.';
		// The counters run in fixed ten-minute windows: start with room left in this one, so no
		// test's requests are split between two windows (the later ones would be counted afresh).
		while ( 600 - time() % 600 < 40 ) {
			usleep( 250000 );
		}
	}

	/**
	 * Removes the test's users; restores the settings.
	 */
	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		update_option( 'opengive_settings', $this->settings );
	}

	/**
	 * A donor account of this test.
	 *
	 * @param string $password Its password.
	 */
	private function account( string $password ): string {
		$login         = 'loginlimits-' . wp_generate_password( 8, false, false );
		$this->users[] = (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => $password,
				'role'       => 'subscriber',
			)
		);
		return $login;
	}

	/**
	 * A browser's login cookie and the nonce bound to it (opengive_login_nonce).
	 *
	 * @return array{0: string, 1: string} Cookie header, nonce.
	 */
	private static function browser(): array {
		$answer = wp_remote_post( self::url(), array( 'body' => array( 'action' => 'opengive_login_nonce' ) ) );
		$nonce  = (string) ( json_decode( (string) wp_remote_retrieve_body( $answer ), true )['data']['nonce'] ?? '' );
		$cookie = '';
		foreach ( wp_remote_retrieve_cookies( $answer ) as $set ) {
			if ( 'opengive_login_csrf' === $set->name ) {
				$cookie = $set->name . '=' . $set->value;
			}
		}
		self::assertNotSame( '', $nonce, 'the login nonce' );
		self::assertNotSame( '', $cookie, 'its cookie' );
		return array( $cookie, $nonce );
	}

	/**
	 * Logins sent all at once; each answer's message, with "logged in" for a success.
	 *
	 * @param array<int, array{0: string, 1: string, 2: string}> $tries Address, login, password.
	 * @return string[]
	 */
	private static function at_once( array $tries ): array {
		list( $cookie, $nonce ) = self::browser();
		$multi   = curl_multi_init();
		// One connection per request, so none waits for another's.
		curl_multi_setopt( $multi, CURLMOPT_PIPELINING, 0 );
		$handles = array();
		foreach ( $tries as $i => list( $address, $login, $password ) ) {
			$handle = curl_init( self::url() ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- curl_multi: many requests in flight.
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_FRESH_CONNECT  => true,
					CURLOPT_FORBID_REUSE   => true,
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_HTTPHEADER     => array( 'X-Forwarded-For: ' . $address, 'Cookie: ' . $cookie ),
					CURLOPT_POSTFIELDS     => http_build_query(
						array(
							'action'           => 'give_process_donation_login',
							'give_ajax'        => '1',
							'give_user_login'  => $login,
							'give_user_pass'   => $password,
							'give_login_nonce' => $nonce,
						)
					),
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[ $i ] = $handle;
		}
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.05 );
		} while ( $running > 0 );
		$answers = array();
		foreach ( $handles as $i => $handle ) {
			$answers[ $i ] = self::outcome( (string) curl_multi_getcontent( $handle ) );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $answers;
	}

	/**
	 * One login after another.
	 *
	 * @param array<int, array{0: string, 1: string, 2: string}> $tries Address, login, password.
	 * @return string[]
	 */
	private static function in_turn( array $tries ): array {
		$answers = array();
		foreach ( $tries as $try ) {
			$answers[] = self::at_once( array( $try ) )[0];
		}
		return $answers;
	}

	/**
	 * "logged in", the refusal's sentence, or the raw body when it is neither.
	 *
	 * @param string $body Response body.
	 */
	private static function outcome( string $body ): string {
		$json = json_decode( $body, true );
		if ( true === ( $json['success'] ?? null ) ) {
			return 'logged in';
		}
		foreach ( array( self::MISMATCH, self::TOO_MANY ) as $sentence ) {
			if ( false !== strpos( (string) ( $json['data'] ?? '' ), $sentence ) ) {
				return $sentence;
			}
		}
		return substr( $body, 0, 200 );
	}

	/**
	 * admin-ajax.php of the native site.
	 */
	private static function url(): string {
		return rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' ) . '/wp-admin/admin-ajax.php';
	}

	/**
	 * Sixteen wrong guesses from one address at once, each at a different name: exactly ten are
	 * checked (the address's allowance), the other six refused unchecked. Read-then-write counting
	 * let every simultaneous guess read "room left".
	 */
	public function test_simultaneous_failures_from_one_address_are_checked_exactly_up_to_its_limit(): void {
		$address = $this->net . '1';
		$tries   = array();
		for ( $i = 0; $i < 16; $i++ ) {
			$tries[] = array( $address, 'nobody-' . $i . '-' . wp_generate_password( 6, false, false ), 'wrong-password' );
		}

		$answers = array_count_values( self::at_once( $tries ) );
		ksort( $answers );

		$this->assertSame( array( self::MISMATCH => 10, self::TOO_MANY => 6 ), $answers, 'answers come back in any order' );
	}

	/**
	 * Five wrong guesses from five addresses hold the account: an address that then guesses wrong
	 * twice is refused unchecked from then on, even with the right password; the owner, from an address
	 * of their own, logs in with the right password (after a short delay), and the right password
	 * counts no failure.
	 */
	public function test_others_failures_hold_the_account_against_guesses_and_the_owner_still_logs_in(): void {
		$login = $this->account( 'the-right-password-1' );
		$spray = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$spray[] = array( $this->net . ( 10 + $i ), $login, 'guess-' . $i );
		}
		$attacker = $this->net . '20';
		$guesses  = array(
			array( $attacker, $login, 'guess-5' ),
			array( $attacker, $login, 'guess-6' ),
			array( $attacker, $login, 'guess-7' ),
			array( $attacker, $login, 'the-right-password-1' ),
		);

		$sprayed = self::in_turn( $spray );
		$guessed = self::in_turn( $guesses );
		$owner   = self::in_turn( array( array( $this->net . '30', $login, 'the-right-password-1' ), array( $this->net . '30', $login, 'the-right-password-1' ) ) );

		$this->assertSame( array_fill( 0, 5, self::MISMATCH ), $sprayed );
		$this->assertSame( array( self::MISMATCH, self::MISMATCH, self::TOO_MANY, self::TOO_MANY ), $guessed );
		$this->assertSame( array( 'logged in', 'logged in' ), $owner );
	}
}
