<?php
/**
 * Removes every trace of OpenGive when the site owner opted in.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

use OpenGive\Rest\Permissions\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Drops the custom tables, deletes forms and options.
 */
final class Uninstaller {

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
				'post_type'   => 'opengive_form',
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		foreach ( $form_ids as $form_id ) {
			wp_delete_post( (int) $form_id, true );
		}
		Capabilities::uninstall();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'opengive_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- bulk option removal has no API.
	}
}
