<?php
/**
 * The site settings' schema and store: defaults from the data file, every write checked against the
 * schema (nothing saved when one value is refused), secrets write-only, values forced in code
 * reported as locked, and each change recorded without its values.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Settings\SettingsStore;
use OpenGive\Settings\SiteSettingsSchema;
use OpenGive\Support\Settings;
use PHPUnit\Framework\TestCase;

/**
 * Settings\SiteSettingsSchema and Settings\SettingsStore.
 */
final class SiteSettingsTest extends TestCase {

	/**
	 * The option and log before the test.
	 *
	 * @var array<string, mixed>
	 */
	private $saved = array();

	/**
	 * Filters a test added.
	 *
	 * @var callable[]
	 */
	private $filters = array();

	protected function setUp(): void {
		$this->saved = array(
			Settings::OPTION             => get_option( Settings::OPTION, null ),
			SettingsStore::LOG_OPTION => get_option( SettingsStore::LOG_OPTION, null ),
		);
		wp_set_current_user( 1 );
	}

	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( 'opengive_settings', $filter );
		}
		foreach ( $this->saved as $option => $value ) {
			null === $value ? delete_option( $option ) : update_option( $option, $value );
		}
		wp_set_current_user( 0 );
	}

	/**
	 * Forces a value in code, as a site's own filter would.
	 *
	 * @param string $key   Setting.
	 * @param mixed  $value Forced value.
	 */
	private function force( string $key, $value ): void {
		$filter          = static function ( $settings ) use ( $key, $value ) {
			$settings[ $key ] = $value;
			return $settings;
		};
		$this->filters[] = $filter;
		add_filter( 'opengive_settings', $filter, 99 );
	}

	public function test_every_default_comes_from_the_data_file_and_the_old_keys_are_all_there(): void {
		$file = json_decode( (string) file_get_contents( OPENGIVE_DIR . '/data/site-settings.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local data file.
		$this->assertSame( array_column( $file['settings'], 'default' ), array_values( Settings::defaults() ) );
		foreach ( array( 'rate_limit_ip', 'stripe_secret_key', 'contact_max_upload_bytes', 'max_amount_minor', 'honeypot' ) as $key ) {
			$this->assertArrayHasKey( $key, Settings::defaults() );
		}
		$this->assertSame( 86400, Settings::defaults()['donor_history_link_lifetime'] );
	}

	public function test_a_refused_value_names_its_field_and_nothing_of_the_request_is_saved(): void {
		update_option( Settings::OPTION, array( 'rate_limit_email' => 5 ) );
		$errors = SettingsStore::update(
			array(
				'rate_limit_email'   => 7,
				'admin_notice_email' => 'not an email',
				'rate_limit_window'  => 3,
				'no_such_setting'    => true,
			)
		);
		$this->assertSame( array( 'admin_notice_email', 'rate_limit_window', 'no_such_setting' ), array_keys( $errors ) );
		// Messages name the setting as the admin sees it, or say what the field wants.
		$this->assertStringContainsString( '“Window, in seconds”', $errors['rate_limit_window'] );
		$this->assertSame( 'Enter one or more email addresses separated by commas, or leave it empty.', $errors['admin_notice_email'] );
		$this->assertSame( 5, Settings::get( 'rate_limit_email' ), 'the valid value of a refused request is not saved either' );
	}

	public function test_good_values_are_saved_typed_and_lists_are_split(): void {
		$this->assertSame(
			array(),
			SettingsStore::update(
				array(
					'rate_limit_email'      => 7,
					'admin_notice_email'    => 'gifts@example.org',
					'embed_allowed_origins' => "https://one.example\nhttps://two.example:8443",
					'twocheckout_environment' => 'sandbox',
				)
			)
		);
		$this->assertSame( 7, Settings::get( 'rate_limit_email' ) );
		$this->assertSame( 'gifts@example.org', Settings::get( 'admin_notice_email' ) );
		$this->assertSame( array( 'https://one.example', 'https://two.example:8443' ), Settings::get( 'embed_allowed_origins' ) );
		$this->assertSame( 'sandbox', Settings::get( 'twocheckout_environment' ) );
		$this->assertSame( array(), SettingsStore::update( array( 'admin_notice_email' => '' ) ), 'an empty address means the site\'s own' );
		$this->assertSame( '', Settings::get( 'admin_notice_email' ) );
	}

	public function test_secrets_leave_only_whether_they_are_set_and_their_last_four_and_clear_only_on_request(): void {
		$this->assertSame( array(), SettingsStore::update( array( 'stripe_test_secret_key' => 'sk_test_abcdefgh1234' ) ) );
		$values = SettingsStore::values();
		$this->assertSame(
			array(
				'set'   => true,
				'last4' => '1234',
			),
			$values['stripe_test_secret_key']
		);
		$this->assertStringNotContainsString( 'sk_test_abcdefgh1234', (string) wp_json_encode( $values ) );
		// Saving other settings keeps it; only an explicit clear empties it.
		SettingsStore::update( array( 'rate_limit_email' => 6 ) );
		$this->assertSame( 'sk_test_abcdefgh1234', Settings::get( 'stripe_test_secret_key' ) );
		$this->assertSame( array(), SettingsStore::update( array(), array( 'stripe_test_secret_key' ) ) );
		$this->assertSame( '', Settings::get( 'stripe_test_secret_key' ) );
		$this->assertArrayHasKey( 'rate_limit_email', SettingsStore::update( array(), array( 'rate_limit_email' ) ), 'only secrets can be cleared' );
	}

	public function test_a_value_forced_in_code_is_reported_locked_and_cannot_be_saved(): void {
		$this->force( 'donor_retention_years', 7 );
		$locked = SettingsStore::locked();
		$this->assertArrayHasKey( 'donor_retention_years', $locked );
		$this->assertStringContainsString( 'opengive_settings', $locked['donor_retention_years'] );
		$this->assertArrayNotHasKey( 'rate_limit_email', $locked );
		$this->assertArrayHasKey( 'donor_retention_years', SettingsStore::update( array( 'donor_retention_years' => 2 ) ) );
	}

	public function test_each_change_is_recorded_with_who_and_which_keys_never_the_values(): void {
		delete_option( SettingsStore::LOG_OPTION );
		SettingsStore::update(
			array(
				'stripe_secret_key' => 'sk_live_secretvalue9876',
				'rate_limit_card_user' => 33,
			)
		);
		SettingsStore::update( array( 'rate_limit_card_user' => 33 ) );
		$log = SettingsStore::log();
		$this->assertCount( 1, $log, 'saving an unchanged value records nothing' );
		$this->assertSame( array( 'stripe_secret_key', 'rate_limit_card_user' ), $log[0]['keys'] );
		$this->assertSame( get_userdata( 1 )->display_name, $log[0]['user'] );
		$this->assertStringNotContainsString( 'secretvalue', (string) wp_json_encode( get_option( SettingsStore::LOG_OPTION ) ) );
	}

	public function test_wp_v2_settings_shows_no_secret_checks_like_the_screen_and_keeps_what_it_does_not_send(): void {
		$schema = SiteSettingsSchema::public_schema();
		$this->assertFalse( $schema['additionalProperties'] );
		foreach ( SiteSettingsSchema::secret_keys() as $secret ) {
			$this->assertArrayNotHasKey( $secret, $schema['properties'] );
		}
		update_option(
			Settings::OPTION,
			array(
				'stripe_webhook_secret' => 'whsec_keepme12345',
				'trusted_proxies'       => '10.0.0.1, 10.0.0.2',
			)
		);
		$read = rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/settings' ) );
		$this->assertSame( 200, $read->get_status() );
		$shown = $read->get_data()['opengive_settings'];
		$this->assertIsArray( $shown, 'a stored value with secrets and legacy lists still shows' );
		$this->assertArrayNotHasKey( 'stripe_webhook_secret', $shown );
		$this->assertSame( array( '10.0.0.1', '10.0.0.2' ), $shown['trusted_proxies'] );

		$write = new \WP_REST_Request( 'POST', '/wp/v2/settings' );
		$write->set_body_params( array( Settings::OPTION => array( 'rate_limit_email' => 8 ) ) );
		$this->assertSame( 200, rest_do_request( $write )->get_status() );
		$this->assertSame( 8, Settings::get( 'rate_limit_email' ) );
		$this->assertSame( 'whsec_keepme12345', Settings::get( 'stripe_webhook_secret' ), 'a key the route did not send is kept' );
		$this->assertSame( array( 'rate_limit_email' ), SettingsStore::log()[0]['keys'] );

		$this->force( 'donor_retention_years', 7 );
		$locked = new \WP_REST_Request( 'POST', '/wp/v2/settings' );
		$locked->set_body_params( array( Settings::OPTION => array( 'donor_retention_years' => 2 ) ) );
		$refused = rest_do_request( $locked );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( array( 'donor_retention_years' ), array_keys( $refused->get_data()['data']['params'] ) );
	}
}
