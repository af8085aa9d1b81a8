<?php
/**
 * What uninstalling OpenGive removes, when the site owner opted in.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Uninstall keeps every record unless the "delete all data on uninstall" setting is on (a charity's
 * donation records are usually needed for accounting after the plugin goes). With it on: the custom
 * tables, the forms, every opengive_ option and transient, user meta, capabilities, scheduled events
 * and the uploads folder.
 */
final class Uninstaller {

	/**
	 * Folder under wp-content/uploads that holds OpenGive's files.
	 */
	const UPLOADS_DIR = 'opengive';

	/**
	 * Runs on uninstall: removes all data only when the site owner opted in.
	 *
	 * @return bool Whether data was removed.
	 */
	public static function uninstall(): bool {
		if ( ! self::opted_in() ) {
			return false;
		}
		self::remove_all_data();
		return true;
	}

	/**
	 * Whether the delete_data_on_uninstall setting (or the older opengive_delete_data_on_uninstall
	 * option) is on.
	 */
	public static function opted_in(): bool {
		return (bool) Settings::get( 'delete_data_on_uninstall' ) || (bool) get_option( 'opengive_delete_data_on_uninstall' );
	}

	/**
	 * Deletes all OpenGive data.
	 */
	public static function remove_all_data(): void {
		global $wpdb;
		foreach ( Migrator::tables() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- table names cannot be placeholders; they come from our own constant list.
		}
		$form_ids = get_posts(
			array(
				'post_type'   => array( 'opengive_form', 'opengive_contact' ),
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		foreach ( $form_ids as $form_id ) {
			wp_delete_post( (int) $form_id, true );
		}
		Capabilities::uninstall();
		self::clear_scheduled_events();
		self::remove_uploads();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- bulk removal has no API.
		foreach ( array( 'opengive_', '_transient_opengive_', '_transient_timeout_opengive_', '_site_transient_opengive_', '_site_transient_timeout_opengive_' ) as $prefix ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'opengive_' ) . '%' ) );
		// phpcs:enable
		// The rows went behind the cache's back. With a persistent object cache (Redis) this is also
		// what removes OpenGive's transients: they live only there, not in the options table.
		wp_cache_flush();
	}

	/**
	 * Unschedules every cron event whose hook is OpenGive's.
	 */
	private static function clear_scheduled_events(): void {
		$cron = _get_cron_array();
		$hooks = array();
		foreach ( is_array( $cron ) ? $cron : array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( 0 === strpos( (string) $hook, 'opengive_' ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * Deletes wp-content/uploads/opengive and everything in it.
	 */
	private static function remove_uploads(): void {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return;
		}
		$dir = trailingslashit( $uploads['basedir'] ) . self::UPLOADS_DIR;
		if ( ! is_dir( $dir ) ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		if ( WP_Filesystem( false, false, true ) ) {
			global $wp_filesystem;
			$wp_filesystem->delete( $dir, true );
		}
	}
}
