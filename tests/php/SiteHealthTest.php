<?php
/**
 * Site Health: each OpenGive status test in a good and a bad state, and the debug section.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\SiteHealth\Checks;
use OpenGive\SiteHealth\Environment;
use OpenGive\Support\Cache\ObjectCacheState;
use OpenGive\SiteHealth\MailHealth;
use OpenGive\Subscriptions\Actions\ProcessRenewals;
use OpenGive\Support\Migrations\Migrator;
use PHPUnit\Framework\TestCase;

/**
 * The checks get the site state as a value (DISABLE_WP_CRON and WP_ENVIRONMENT_TYPE are constants);
 * gateway settings come through the opengive_settings filter; the renewal event, the schema version
 * and the mail state are set for real and restored.
 */
final class SiteHealthTest extends TestCase {

	/**
	 * The renewal event's timestamp before the test (false: none).
	 *
	 * @var int|false
	 */
	private $renewal_event;

	/**
	 * Stored options to restore.
	 *
	 * @var array<string, mixed>
	 */
	private $options = array();

	protected function setUp(): void {
		$this->renewal_event = wp_next_scheduled( ProcessRenewals::HOOK );
		foreach ( array( Migrator::OPTION_VERSION, MailHealth::OPTION ) as $option ) {
			$this->options[ $option ] = get_option( $option, null );
		}
		$this->settings( array() );
	}

	protected function tearDown(): void {
		remove_all_filters( 'opengive_settings' );
		wp_clear_scheduled_hook( ProcessRenewals::HOOK );
		if ( false !== $this->renewal_event ) {
			wp_schedule_event( $this->renewal_event, 'hourly', ProcessRenewals::HOOK );
		}
		foreach ( $this->options as $option => $value ) {
			if ( null === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value );
			}
		}
	}

	/**
	 * Gateway settings for the test: nothing configured unless given.
	 *
	 * @param array<string, mixed> $overrides Settings.
	 */
	private function settings( array $overrides ): void {
		remove_all_filters( 'opengive_settings' );
		$values = array_merge(
			array(
				'test_mode'               => false,
				'test_gateway_enabled'    => false,
				'stripe_publishable_key'  => '',
				'stripe_secret_key'       => '',
				'twocheckout_seller_id'   => '',
				'twocheckout_publishable_key' => '',
				'twocheckout_private_key' => '',
			),
			$overrides
		);
		add_filter(
			'opengive_settings',
			static function ( $settings ) use ( $values ) {
				return array_merge( $settings, $values );
			}
		);
	}

	private function checks( string $type = 'production', bool $https = true, bool $cron_disabled = false, int $now = 0, ?ObjectCacheState $cache = null ): Checks {
		return new Checks(
			Plugin::container()->get( GatewayRegistry::class ),
			new Migrator(),
			Plugin::container()->get( MailHealth::class ),
			new Environment( $type, $https, $cron_disabled, 0 === $now ? time() : $now, $cache )
		);
	}

	private function renewal_event_at( int $timestamp ): void {
		wp_clear_scheduled_hook( ProcessRenewals::HOOK );
		wp_schedule_event( $timestamp, 'hourly', ProcessRenewals::HOOK );
	}

	public function test_every_check_is_registered_as_a_direct_site_status_test_that_answers_in_cores_shape(): void {
		$tests = apply_filters( 'site_status_tests', array( 'direct' => array(), 'async' => array() ) );
		foreach ( array( 'opengive_test_mode', 'opengive_https', 'opengive_cron', 'opengive_migrations', 'opengive_mail', 'opengive_totals', 'opengive_object_cache' ) as $id ) {
			$this->assertArrayHasKey( $id, $tests['direct'] );
			$result = call_user_func( $tests['direct'][ $id ]['test'] );
			$this->assertSame( $id, $result['test'] );
			$this->assertContains( $result['status'], array( 'good', 'recommended', 'critical' ) );
			$this->assertNotSame( '', $result['label'] );
		}
	}

	public function test_test_gateway_enabled_on_a_production_site_is_critical(): void {
		$this->settings( array( 'test_gateway_enabled' => true ) );
		$result = $this->checks( 'production' )->test_mode();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'Test donation', $result['description'] );
	}

	public function test_stripe_test_keys_on_a_production_site_are_critical(): void {
		$this->settings( array( 'stripe_publishable_key' => 'pk_test_1', 'stripe_secret_key' => 'sk_test_1' ) );
		$this->assertSame( 'critical', $this->checks( 'production' )->test_mode()['status'] );
	}

	public function test_live_gateways_on_production_are_good_and_a_test_gateway_on_a_staging_site_only_recommended(): void {
		$this->settings( array( 'stripe_publishable_key' => 'pk_live_1', 'stripe_secret_key' => 'sk_live_1' ) );
		$this->assertSame( 'good', $this->checks( 'production' )->test_mode()['status'] );
		$this->settings( array( 'test_gateway_enabled' => true ) );
		$this->assertSame( 'recommended', $this->checks( 'staging' )->test_mode()['status'] );
	}

	public function test_a_card_gateway_without_https_is_critical(): void {
		$this->settings( array( 'stripe_publishable_key' => 'pk_live_1', 'stripe_secret_key' => 'sk_live_1' ) );
		$result = $this->checks( 'production', false )->https();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'Credit or debit card', $result['description'] );
	}

	public function test_a_card_gateway_over_https_or_no_card_gateway_over_http_is_good(): void {
		$this->settings( array( 'stripe_publishable_key' => 'pk_live_1', 'stripe_secret_key' => 'sk_live_1' ) );
		$this->assertSame( 'good', $this->checks( 'production', true )->https()['status'] );
		$this->settings( array( 'test_gateway_enabled' => true ) );
		$this->assertSame( 'good', $this->checks( 'production', false )->https()['status'] );
	}

	public function test_cron_disabled_with_the_renewal_event_two_hours_overdue_is_critical(): void {
		$now = time();
		$this->renewal_event_at( $now - 2 * HOUR_IN_SECONDS );
		$result = $this->checks( 'production', true, true, $now )->cron();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'overdue', $result['description'] );
	}

	public function test_cron_disabled_with_no_renewal_event_is_critical(): void {
		wp_clear_scheduled_hook( ProcessRenewals::HOOK );
		$this->assertSame( 'critical', $this->checks( 'production', true, true )->cron()['status'] );
	}

	public function test_cron_disabled_with_a_system_cron_keeping_renewals_on_time_is_good(): void {
		$now = time();
		$this->renewal_event_at( $now - 10 * MINUTE_IN_SECONDS );
		$this->assertSame( 'good', $this->checks( 'production', true, true, $now )->cron()['status'] );
	}

	public function test_cron_enabled_is_good_even_with_a_late_event(): void {
		$now = time();
		$this->renewal_event_at( $now - 2 * HOUR_IN_SECONDS );
		$this->assertSame( 'good', $this->checks( 'production', true, false, $now )->cron()['status'] );
	}

	public function test_migrations_current_is_good(): void {
		update_option( Migrator::OPTION_VERSION, ( new Migrator() )->latest_version() );
		$this->assertSame( 'good', $this->checks()->migrations()['status'] );
	}

	public function test_migrations_behind_is_critical_and_names_both_versions(): void {
		update_option( Migrator::OPTION_VERSION, '2026_11_22_000001_create_donors_table' );
		$result = $this->checks()->migrations();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( '2026_11_22_000001_create_donors_table', $result['description'] );
		$this->assertStringContainsString( ( new Migrator() )->latest_version(), $result['description'] );
	}

	public function test_a_missing_table_is_critical_and_named(): void {
		global $wpdb;
		$notes = $wpdb->prefix . 'opengive_donation_notes';
		update_option( Migrator::OPTION_VERSION, ( new Migrator() )->latest_version() );
		// The table is not dropped: the check's own lookup for it is pointed at a name that does not exist.
		$rename = static function ( $query ) {
			return 0 === strpos( $query, 'SHOW TABLES LIKE' ) && false !== strpos( $query, "notes'" ) ? str_replace( "notes'", "notes_gone'", $query ) : $query;
		};
		add_filter( 'query', $rename );
		$result = $this->checks()->migrations();
		remove_filter( 'query', $rename );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( $notes, $result['description'] );
	}

	public function test_a_failed_mail_after_the_last_success_is_critical_until_a_mail_goes_out(): void {
		do_action( 'wp_mail_succeeded', array() );
		$this->assertSame( 'good', $this->checks()->mail()['status'] );

		do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'SMTP connect() failed.' ) );
		$result = $this->checks()->mail();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'SMTP connect() failed.', $result['description'] );

		do_action( 'wp_mail_succeeded', array() );
		$this->assertSame( 'good', $this->checks()->mail()['status'] );
	}

	public function test_debug_information_has_versions_table_counts_gateways_and_test_mode(): void {
		global $wpdb;
		$this->settings( array( 'test_gateway_enabled' => true ) );
		$info = apply_filters( 'debug_information', array() );

		$fields = $info['opengive']['fields'];
		$this->assertSame( OPENGIVE_VERSION, $fields['version']['value'] );
		$this->assertStringContainsString( ( new Migrator() )->latest_version(), $fields['db_version']['debug'] );
		$donations = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations" );
		$this->assertSame( $donations, $fields['table_opengive_donations']['debug'] );
		foreach ( Migrator::tables() as $table ) {
			$this->assertArrayHasKey( 'table_' . $table, $fields );
		}
		$this->assertContains( 'test', explode( ', ', $fields['gateways']['debug'] ) );
		$this->assertContains( 'test', explode( ', ', $fields['test_mode']['debug'] ) );
		$this->assertSame( 'enabled', $fields['test_gateway']['debug'] );
		// The native target installs OpenGive's Redis drop-in; Playground has none.
		$this->assertSame( file_exists( WP_CONTENT_DIR . '/object-cache.php' ) ? 'redis' : 'none', $fields['object_cache']['debug'] );
	}

	public function test_the_redis_drop_in_without_redis_is_critical_and_says_why(): void {
		$down = $this->checks( 'production', true, false, 0, new ObjectCacheState( 'redis-down', 'Connection refused' ) )->object_cache();
		$this->assertSame( 'critical', $down['status'] );
		$this->assertStringContainsString( 'Connection refused', $down['description'] );
		foreach ( array( 'redis', 'other', 'none' ) as $kind ) {
			$this->assertSame( 'good', $this->checks( 'production', true, false, 0, new ObjectCacheState( $kind ) )->object_cache()['status'], $kind );
		}
	}
}
