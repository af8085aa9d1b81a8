<?php
/**
 * Plugin Name: OpenGive test helpers
 * Description: Test sites only. Lets the integration suite look at the database and debug log from
 *              outside, the same way on Playground (SQLite) and on PHP-FPM + MariaDB.
 * Version:     1.0.0
 * Requires PHP: 7.4
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

// The translation suite's site locale for one request (?opengive-test-locale=de_DE), so no suite running
// alongside it sees another language.
if ( isset( $_GET['opengive-test-locale'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- test sites only.
	$opengive_test_locale = preg_replace( '/[^A-Za-z_]/', '', (string) wp_unslash( $_GET['opengive-test-locale'] ) ); // phpcs:ignore WordPress.Security.NonceVerification
	add_filter(
		'locale',
		static function () use ( $opengive_test_locale ) {
			return $opengive_test_locale;
		}
	);
}

add_action(
	'rest_api_init',
	static function () {
		// Only ever mounted or copied onto throwaway test sites; never shipped with the plugin.
		$public = '__return_true';

		// Points the plugin at the local payment-provider fakes (and any other setting a suite needs).
		register_rest_route(
			'opengive-test/v1',
			'/settings',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$settings = array_merge( (array) get_option( 'opengive_settings', array() ), (array) $request->get_json_params() );
					update_option( 'opengive_settings', $settings );
					return $settings;
				},
			)
		);

		// The first-run setup's state, as a new install leaves it (the setup suite starts from there).
		// Body: { state: {...} | null, redirect: bool }; a null state deletes it, as before any activation.
		register_rest_route(
			'opengive-test/v1',
			'/setup-state',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$state = $request['state'];
					is_array( $state ) ? update_option( 'opengive_setup', $state, false ) : delete_option( 'opengive_setup' );
					$request['redirect'] ? update_option( 'opengive_setup_redirect', 1, false ) : delete_option( 'opengive_setup_redirect' );
					return array( 'state' => get_option( 'opengive_setup', null ) );
				},
			)
		);

		// Settings forced in code, as a site's own opengive_settings filter would (the settings suite checks
		// they show as locked). Body: key => value; {} forces nothing.
		register_rest_route(
			'opengive-test/v1',
			'/forced-settings',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					update_option( 'opengive_test_forced_settings', (array) $request->get_json_params() );
					return (array) get_option( 'opengive_test_forced_settings' );
				},
			)
		);

		// Publishes several donation forms in one request (the money suite needs one per currency and
		// display setting; Playground costs ~0.7 s a request). Body: { forms: [ { title, settings,
		// password? } ] } (password: the form post's post_password, as the editor's Visibility sets it).
		register_rest_route(
			'opengive-test/v1',
			'/forms',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$ids = array();
					foreach ( (array) $request->get_param( 'forms' ) as $form ) {
						$id = wp_insert_post(
							array(
								'post_type'     => 'opengive_form',
								'post_status'   => 'publish',
								'post_title'    => sanitize_text_field( (string) ( $form['title'] ?? 'Test form' ) ),
								'post_password' => (string) ( $form['password'] ?? '' ),
								'meta_input'    => array( 'opengive_form_settings' => (array) ( $form['settings'] ?? array() ) ),
							),
							true
						);
						if ( is_wp_error( $id ) ) {
							return $id;
						}
						$ids[] = (int) $id;
					}
					return $ids;
				},
			)
		);

		// Runs the renewal job as if the clock read `now` (UTC 'Y-m-d H:i:s').
		// A user with a role, for permission tests (test sites only).
		register_rest_route(
			'opengive-test/v1',
			'/user',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$role  = (string) $request->get_param( 'role' );
					$login = 'test-' . $role . '-' . wp_generate_password( 6, false );
					$id    = wp_insert_user(
						array(
							'user_login' => $login,
							'user_email' => $login . '@example.org',
							'user_pass'  => 'test-password-1',
							'role'       => $role,
						)
					);
					if ( is_wp_error( $id ) ) {
						return $id;
					}
					return array(
						'id'       => $id,
						'login'    => $login,
						'password' => 'test-password-1',
					);
				},
			)
		);

		register_rest_route(
			'opengive-test/v1',
			'/run-renewals',
			array(
				'methods'             => 'POST',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$job = \OpenGive\Plugin::container()->get( \OpenGive\Subscriptions\Actions\ProcessRenewals::class );
					return $job( (string) $request->get_param( 'now' ) );
				},
			)
		);

		// A donation's notes (contents, oldest first), e.g. the provider's reason for a decline.
		register_rest_route(
			'opengive-test/v1',
			'/notes',
			array(
				'methods'             => 'GET',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					global $wpdb;
					return $wpdb->get_col( $wpdb->prepare( "SELECT content FROM {$wpdb->prefix}opengive_donation_notes WHERE donation_id = %d ORDER BY id ASC", (int) $request->get_param( 'donation' ) ) ); // phpcs:ignore WordPress.DB
				},
			)
		);

		// What other plugins get from the WP Consent API functions (and OpenGive's own helper) for the
		// cookies and headers of this request: proves they answer from the banner's cookies.
		register_rest_route(
			'opengive-test/v1',
			'/consent-api',
			array(
				'methods'             => 'GET',
				'permission_callback' => $public,
				'callback'            => static function ( WP_REST_Request $request ) {
					$category = (string) $request->get_param( 'category' );
					return array(
						'type'         => function_exists( 'wp_get_consent_type' ) ? wp_get_consent_type() : null,
						'wpHasConsent' => function_exists( 'wp_has_consent' ) ? wp_has_consent( $category ) : null,
						'openGive'     => function_exists( 'opengive_has_consent' ) ? opengive_has_consent( $category ) : null,
					);
				},
			)
		);

		register_rest_route(
			'opengive-test/v1',
			'/state',
			array(
				'methods'             => 'GET',
				'permission_callback' => $public,
				'callback'            => static function () {
					global $wpdb;
					// Queued donation emails are sent after their request's response: send what is left
					// now, so a spec reading the mails right after a donation sees them on every target.
					\OpenGive\Mail\MailQueue::run();
					// Rows another worker has claimed (the donation request's own after-response send)
					// are not sent by this run: wait for that worker to finish them (5 s at most).
					$table = \OpenGive\Mail\MailQueue::table();
					$claimed_sql = "SELECT COUNT(*) FROM {$table} WHERE status = 'sending'";
					for ( $i = 0; $i < 100; $i++ ) {
						if ( 0 === (int) $wpdb->get_var( $claimed_sql ) ) { // phpcs:ignore WordPress.DB
							break;
						}
						usleep( 50000 );
					}
					$log = WP_CONTENT_DIR . '/debug.log';
					return array(
						// Which database the site runs on: specs size their concurrency tests by it.
						'database'  => defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ? 'sqlite' : 'mysql',
						'donations' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations" ), // phpcs:ignore WordPress.DB
						'donors'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donors" ), // phpcs:ignore WordPress.DB
						'last'      => $wpdb->get_row( "SELECT * FROM {$wpdb->prefix}opengive_donations ORDER BY id DESC LIMIT 1", ARRAY_A ), // phpcs:ignore WordPress.DB
						'debugLog'  => opengive_test_debug_log( $log ),
						// The last 300 captured mails, oldest first (a renewal run for every subscription mails dozens) (LIKE's "_" matches any character: no
						// other option starts with this prefix; SQLite's LIKE has no default escape).
						'mails'     => array_reverse( array_map( 'maybe_unserialize', (array) $wpdb->get_col( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE 'opengive_test_mail_%' ORDER BY option_id DESC LIMIT 300" ) ) ), // phpcs:ignore WordPress.DB
						'subscriptions' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_subscriptions" ), // phpcs:ignore WordPress.DB
						// Gifts per subscription: tests that move the clock for every subscription count only their own.
						'giftsBySubscription' => (object) array_map( 'intval', array_column( (array) $wpdb->get_results( "SELECT subscription_id, COUNT(*) AS gifts FROM {$wpdb->prefix}opengive_donations WHERE subscription_id IS NOT NULL GROUP BY subscription_id", ARRAY_A ), 'gifts', 'subscription_id' ) ), // phpcs:ignore WordPress.DB
						'lastSubscription' => $wpdb->get_row( "SELECT * FROM {$wpdb->prefix}opengive_subscriptions ORDER BY id DESC LIMIT 1", ARRAY_A ), // phpcs:ignore WordPress.DB
						'forms'     => array_map(
							'intval',
							get_posts(
								array(
									'post_type'   => 'opengive_form',
									'post_status' => 'publish',
									'numberposts' => -1,
									'fields'      => 'ids',
								)
							)
						),
					);
				},
			)
		);
	}
);

/*
 * Test machines have no internet. Answer WordPress's own update checks with an empty reply, so they
 * neither hang nor write "could not establish a secure connection" warnings into debug.log, which the
 * suite asserts stays empty of OpenGive's notices.
 */
add_filter(
	'pre_http_request',
	static function ( $preempt, $args, $url ) {
		$host = (string) wp_parse_url( (string) $url, PHP_URL_HOST );
		if ( 'api.wordpress.org' === $host || 'downloads.wordpress.org' === $host ) {
			// The shape each API answers with when nothing is new, so core reads no missing keys.
			$path = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
			$body = array();
			if ( false !== strpos( $path, '/themes/update-check' ) ) {
				$body = array( 'themes' => array(), 'translations' => array(), 'no_update' => array() );
			} elseif ( false !== strpos( $path, '/plugins/update-check' ) ) {
				$body = array( 'plugins' => array(), 'translations' => array(), 'no_update' => array() );
			} elseif ( false !== strpos( $path, '/core/serve-happy' ) ) {
				$body = array( 'recommended_version' => '8.3', 'minimum_version' => '7.4', 'is_supported' => true, 'is_secure' => true, 'is_acceptable' => true );
			} elseif ( false !== strpos( $path, '/core/browse-happy' ) ) {
				$body = array( 'upgrade' => false, 'insecure' => false, 'name' => 'Chrome', 'version' => '120', 'current_version' => '120', 'update_url' => '', 'img_src' => '', 'img_src_ssl' => '' );
			}
			return array(
				'headers'  => array(),
				'body'     => (string) wp_json_encode( (object) $body ),
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		}
		return $preempt;
	},
	10,
	3
);

/*
 * Capture outgoing mail instead of sending it (test machines have no mail server), so the suites can
 * assert what was sent. The state route lists the last 300.
 */
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $atts ) {
		// A suite that needs wp_mail to fail (the contact form's mail_failed) sets test_mail_fail.
		if ( ! empty( ( (array) get_option( 'opengive_settings', array() ) )['test_mail_fail'] ) ) {
			return false;
		}
		// One option row per mail, not one list rewritten by each sender: queued mail is sent after the
		// response by one PHP worker while the state route flushes the queue in another, and a
		// read-modify-write of a shared list lost whichever mail was written second.
		add_option(
			uniqid( 'opengive_test_mail_', true ),
			array(
				'to'      => is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'],
				'subject' => (string) $atts['subject'],
				'message' => (string) $atts['message'],
			),
			'',
			'no'
		);
		return true;
	},
	10,
	2
);

/*
 * Every request of a test run comes from 127.0.0.1, so the per-IP donation limit (20 per 10 minutes)
 * would trip on the suite itself. Raise it here unless a suite stored its own value through /settings
 * (rate-limit.spec.ts does, then puts 1000 back); the per-email limit stays as shipped.
 */
add_filter(
	'opengive_settings',
	static function ( $settings ) {
		// A suite that tests the per-IP limit sets rate_limit_ip through /settings; that value stands.
		$stored = (array) get_option( 'opengive_settings', array() );
		if ( ! array_key_exists( 'rate_limit_ip', $stored ) ) {
			$settings['rate_limit_ip'] = 1000;
		}
		// Test sites take test donations (a real install starts with the test gateway off).
		if ( ! array_key_exists( 'test_gateway_enabled', $stored ) ) {
			$settings['test_gateway_enabled'] = true;
		}
		// The contact form's per-IP limit and minimum fill time likewise, unless a suite set its own.
		if ( ! array_key_exists( 'contact_rate_limit_ip', $stored ) ) {
			$settings['contact_rate_limit_ip'] = 1000;
		}
		if ( ! array_key_exists( 'contact_min_fill_seconds', $stored ) ) {
			$settings['contact_min_fill_seconds'] = 0;
		}
		foreach ( (array) get_option( 'opengive_test_forced_settings', array() ) as $key => $value ) {
			$settings[ $key ] = $value;
		}
		// Likewise the per-IP card-change limit; the per-account one stays as shipped and is tested.
		$settings['rate_limit_card_ip'] = 1000;
		return $settings;
	}
);

/*
 * The browser suites record a consent with every banner click, all from 127.0.0.1: the shipped 30 per
 * 10 minutes would refuse records to whichever spec runs after the thirtieth (and a route that answers
 * 429 to one request and 400 to the next breaks rest-csrf.spec.ts's pairs). ConsentLogTest checks the
 * shipped limit.
 */
add_filter(
	'opengive_consent_track_limit',
	static function () {
		return 100000;
	}
);

/*
 * The block editor's welcome guide is a modal that opens on a user's first editor visit and hides
 * the rest of the editor until closed. Browser tests log in as a fresh admin on every boot, so mark
 * the guide as seen in the user's persisted preferences (where the editor itself stores that).
 */
add_action(
	'admin_init',
	static function () {
		global $wpdb;
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			return;
		}
		$key         = $wpdb->get_blog_prefix() . 'persisted_preferences';
		$preferences = get_user_meta( $user_id, $key, true );
		$preferences = is_array( $preferences ) ? $preferences : array();
		if ( isset( $preferences['core/edit-post']['welcomeGuide'] ) ) {
			return;
		}
		$preferences['core/edit-post']['welcomeGuide'] = false;
		$preferences['_modified']                      = gmdate( 'c' );
		update_user_meta( $user_id, $key, $preferences );
	}
);

/*
 * The reliability suite's "PHP dies after the response": with this option set, a request that queued
 * mail exits right after its response is sent, before it sends anything (MailQueueCrashTest).
 */
add_action(
	'opengive_mail_queue_after_response',
	static function () {
		if ( get_option( 'opengive_test_die_after_response' ) ) {
			exit;
		}
	}
);

// Issue 19's example of a site developer's gateway, registered through the public function: a pledge
// ("pay at the event") that completes at once. Only forms listing 'example-pledge' offer it.
add_action(
	'plugins_loaded',
	static function () {
		if ( ! function_exists( 'opengive_register_gateway' ) ) {
			return;
		}
		// phpcs:disable Squiz.Commenting.FunctionComment.Missing -- the contract's own docs apply.
		opengive_register_gateway(
			new class() implements \OpenGive\Gateways\Contracts\PaymentGateway {
				public function id(): string {
					return 'example-pledge';
				}
				public function label(): string {
					return 'Pledge (pay at the event)';
				}
				public function mode(): string {
					return \OpenGive\Donations\ValueObjects\DonationMode::LIVE;
				}
				public function is_configured(): bool {
					return true;
				}
				public function client_config(): array {
					return array( 'fields' => 'none' );
				}
				public function payment_data( array $input ): array {
					return array();
				}
				public function charge( \OpenGive\Donations\Models\Donation $donation, array $payment_data ): \OpenGive\Gateways\ValueObjects\ChargeResult {
					return new \OpenGive\Gateways\ValueObjects\ChargeResult( \OpenGive\Donations\ValueObjects\DonationStatus::COMPLETE, 'pledge_' . $donation->id );
				}
			}
		);
		// phpcs:enable
	}
);

/*
 * A short provider timeout for the gateway-fault specs (setting test_provider_timeout, seconds), so a
 * fake that answers after 30 s times the charge out without the spec waiting 30 s.
 */
add_filter(
	'opengive_provider_timeout',
	static function ( $seconds ) {
		$short = (int) ( ( (array) get_option( 'opengive_settings', array() ) )['test_provider_timeout'] ?? 0 );
		return $short > 0 ? $short : $seconds;
	}
);

/*
 * The database-restart test's way into a transaction: with the header X-OpenGive-Test-Pause (ms), the
 * request sleeps once just before it inserts its donation row, that is after its donor row was
 * written in the same transaction, so the test can kill the database server at that moment. While it
 * sleeps, a file opengive-test-paused-<pid> in the temp directory says so.
 */
if ( isset( $_SERVER['HTTP_X_OPENGIVE_TEST_PAUSE'] ) ) {
	$opengive_test_pause = min( 10000, max( 0, (int) $_SERVER['HTTP_X_OPENGIVE_TEST_PAUSE'] ) );
	add_filter(
		'query',
		static function ( $query ) use ( &$opengive_test_pause ) {
			global $wpdb;
			if ( $opengive_test_pause > 0 && 0 === strpos( ltrim( (string) $query ), "INSERT INTO `{$wpdb->prefix}opengive_donations`" ) ) {
				$marker = get_temp_dir() . 'opengive-test-paused-' . getmypid();
				touch( $marker );
				usleep( $opengive_test_pause * 1000 );
				$opengive_test_pause = 0;
				wp_delete_file( $marker );
			}
			return $query;
		}
	);
}

/**
 * The site's debug log, less WordPress's own cron-race lines. Core's wp-cron.php takes its lock by
 * check-then-set, so two runners can run the same due event at once (on the native target the
 * PHPUnit process and two PHP-FPM nodes all start WP-Cron); the second to reschedule one of core's
 * own events finds the cron option already saved and logs "Cron reschedule event error ...
 * could_not_set". That is core's note about core's events, not a PHP notice: a line naming one of
 * OpenGive's hooks (opengive_*) and every other line still reach the tests.
 *
 * @param string $log Path of debug.log.
 * @return string
 */
function opengive_test_debug_log( string $log ): string {
	$text = is_readable( $log ) ? (string) file_get_contents( $log ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions
	return (string) preg_replace( '/^\[[^\]]+\] Cron (?:reschedule|unschedule) event error for hook: (?!opengive_)[a-z0-9_]+, Error code: could_not_set, .*\R?/m', '', $text );
}
