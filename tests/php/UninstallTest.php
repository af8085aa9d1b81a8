<?php
/**
 * uninstall.php keeps the data unless "delete all data on uninstall" is on; then it removes it all.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\Migrations\Uninstaller;
use PHPUnit\Framework\TestCase;

/**
 * Runs the real uninstall.php against a copy of the site (WordPress's tables and its options) under
 * another prefix (ogu_), so dropping everything cannot touch the site the other tests use, with
 * uploads in a temporary folder.
 */
final class UninstallTest extends TestCase {

	const PREFIX = 'ogu_';

	/**
	 * The site's own prefix, restored after each test.
	 *
	 * @var string
	 */
	private $real_prefix = '';

	/**
	 * Temporary uploads folder.
	 *
	 * @var string
	 */
	private $uploads = '';

	/**
	 * Points wp_upload_dir() at the temporary folder.
	 *
	 * @var callable
	 */
	private $upload_filter;

	/**
	 * The OpenGive form made in the copy.
	 *
	 * @var int
	 */
	private $form_id = 0;

	protected function setUp(): void {
		global $wpdb;
		$this->real_prefix = $wpdb->prefix;
		$this->drop_copy();
		// Read the site's options, then build WordPress's own tables under the copy's prefix with
		// dbDelta (portable: MariaDB and Playground's SQLite alike) and put the options in.
		$options = (array) $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options}", ARRAY_A ); // phpcs:ignore WordPress.DB
		$wpdb->set_prefix( self::PREFIX );
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( wp_get_db_schema( 'all' ) );
		foreach ( $options as $option ) {
			$wpdb->insert( $wpdb->options, $option ); // phpcs:ignore WordPress.DB
		}
		wp_cache_flush();

		// OpenGive as a site has it: tables, a form, settings, a transient, user meta, cron, uploads.
		delete_option( Migrator::OPTION_RAN );
		( new Migrator() )->run();
		$this->form_id = (int) wp_insert_post(
			array(
				'post_type'   => 'opengive_form',
				'post_status' => 'publish',
				'post_title'  => 'Uninstall form',
			)
		);
		set_transient( 'opengive_uninstall_probe', 'x', 600 );
		update_user_meta( 1, 'opengive_uninstall_probe', 'x' );
		wp_clear_scheduled_hook( 'opengive_process_renewals' );
		wp_schedule_event( time() + 3600, 'hourly', 'opengive_process_renewals' );
		wp_schedule_single_event( time() + 3600, 'ogu_someone_elses_event' );

		$this->uploads       = trailingslashit( sys_get_temp_dir() ) . 'opengive-uninstall-' . wp_generate_password( 8, false );
		$this->upload_filter = function ( $dirs ) {
			$dirs['basedir'] = $this->uploads;
			$dirs['error']   = false;
			return $dirs;
		};
		add_filter( 'upload_dir', $this->upload_filter );
		wp_mkdir_p( $this->uploads . '/opengive/exports' );
		file_put_contents( $this->uploads . '/opengive/exports/donations.csv', "id\n1\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'upload_dir', $this->upload_filter );
		$wpdb->set_prefix( $this->real_prefix );
		$this->drop_copy();
		wp_cache_flush();
		// Uninstall removed capabilities from the in-memory roles: read them again from the real site.
		wp_roles()->for_site();
		if ( is_dir( $this->uploads ) ) {
			exec( 'rm -rf ' . escapeshellarg( $this->uploads ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions, Generic.PHP.ForbiddenFunctions.Found -- the test's own temporary uploads folder
		}
	}

	/**
	 * Drops every ogu_ table.
	 */
	private function drop_copy(): void {
		global $wpdb;
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::PREFIX ) . '%' ) ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * Runs the plugin's uninstall.php as WordPress does.
	 */
	private function run_uninstall(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'opengive/opengive.php' );
		}
		$root = dirname( ( new \ReflectionClass( Uninstaller::class ) )->getFileName(), 4 );
		include $root . '/uninstall.php';
		// The next request reads the database again; with a persistent object cache it reads the
		// cache, which holds the transients and which the uninstaller flushes itself when it deletes.
		if ( wp_using_ext_object_cache() ) {
			wp_cache_flush_runtime();
		} else {
			wp_cache_flush();
		}
	}

	/**
	 * OpenGive's tables in the copy.
	 *
	 * @return string[]
	 */
	private function tables(): array {
		global $wpdb;
		return (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::PREFIX . 'opengive_' ) . '%' ) );
	}

	/**
	 * How many option rows start with a prefix.
	 *
	 * @param string $prefix Option name prefix.
	 */
	private function options( string $prefix ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB
	}

	public function test_without_the_setting_uninstall_keeps_every_record(): void {
		$settings = (array) get_option( 'opengive_settings', array() );
		unset( $settings['delete_data_on_uninstall'] );
		update_option( 'opengive_settings', $settings );
		delete_option( 'opengive_delete_data_on_uninstall' );

		$this->run_uninstall();

		$this->assertCount( count( Migrator::tables() ), $this->tables() );
		$this->assertNotNull( get_post( $this->form_id ) );
		$this->assertGreaterThan( 0, $this->options( 'opengive_' ) );
		$this->assertSame( 'x', get_transient( 'opengive_uninstall_probe' ) );
		$this->assertNotFalse( wp_next_scheduled( 'opengive_process_renewals' ) );
		$this->assertFileExists( $this->uploads . '/opengive/exports/donations.csv' );
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'edit_give_forms' ) );
	}

	public function test_with_delete_all_data_on_uninstall_every_trace_goes_and_nothing_else(): void {
		$settings                             = (array) get_option( 'opengive_settings', array() );
		$settings['delete_data_on_uninstall'] = true;
		update_option( 'opengive_settings', $settings );

		$this->run_uninstall();

		$this->assertSame( array(), $this->tables() );
		$this->assertNull( get_post( $this->form_id ) );
		$this->assertSame( 0, $this->options( 'opengive_' ) );
		$this->assertSame( 0, $this->options( '_transient_opengive_' ) );
		$this->assertFalse( get_transient( 'opengive_uninstall_probe' ) );
		$this->assertSame( '', get_user_meta( 1, 'opengive_uninstall_probe', true ) );
		$this->assertFalse( wp_next_scheduled( 'opengive_process_renewals' ) );
		$this->assertDirectoryDoesNotExist( $this->uploads . '/opengive' );
		$this->assertFalse( get_role( 'administrator' )->has_cap( 'edit_give_forms' ) );
		$this->assertNull( get_role( 'give_manager' ) );
		// What is not OpenGive's stays.
		$this->assertNotFalse( wp_next_scheduled( 'ogu_someone_elses_event' ) );
		$this->assertNotFalse( get_option( 'siteurl' ) );
	}

	public function test_with_givewp_installed_too_its_roles_and_capabilities_stay(): void {
		$settings                             = (array) get_option( 'opengive_settings', array() );
		$settings['delete_data_on_uninstall'] = true;
		update_option( 'opengive_settings', $settings );
		// GiveWP keeps its version here while it is installed (active or not).
		update_option( 'give_version', '4.14.0' );

		$this->run_uninstall();

		$this->assertSame( array(), $this->tables() );
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'edit_give_forms' ) );
		$this->assertNotNull( get_role( 'give_manager' ) );
		$this->assertTrue( get_role( 'give_accountant' )->has_cap( 'edit_give_payments' ) );
	}
}
