<?php
/**
 * Adds GiveWP's campaign logo and campaign page to the campaigns table.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * logo: an image URL shown by GiveWP's campaign blocks; page_id: the WordPress page that shows the
 * campaign (GiveWP's pageId / pagePermalink).
 */
final class AddPageAndLogoToCampaigns extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000012_add_page_and_logo_to_campaigns';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		global $wpdb;
		$table   = $this->table( 'opengive_campaigns' );
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$table}" ); // phpcs:ignore WordPress.DB -- our own table.
		if ( ! in_array( 'logo', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN logo varchar(2048) NOT NULL DEFAULT ''" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( ! in_array( 'page_id', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN page_id bigint(20) unsigned DEFAULT NULL" ); // phpcs:ignore WordPress.DB -- schema change on our own table.
		}
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( esc_html( 'OpenGive migration ' . $this->id() . ' failed: ' . $wpdb->last_error ) );
		}
	}
}
