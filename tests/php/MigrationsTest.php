<?php
/**
 * Versioned migrations.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Migrations\Migrator;
use PHPUnit\Framework\TestCase;

/**
 * Activation created every table; running again changes nothing.
 */
final class MigrationsTest extends TestCase {

	public function test_every_table_exists(): void {
		global $wpdb;
		foreach ( Migrator::tables() as $table ) {
			$name = $wpdb->prefix . $table;
			$this->assertSame( $name, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $name ) ), "{$name} is missing" );
		}
	}

	public function test_the_schema_is_current_and_a_second_run_does_nothing(): void {
		$migrator = new Migrator();
		$this->assertFalse( $migrator->is_pending() );
		$this->assertSame( array(), $migrator->run() );
		$this->assertCount( count( $migrator->migrations() ), (array) get_option( Migrator::OPTION_RAN ) );
	}

	public function test_donations_table_has_the_list_screen_indexes(): void {
		global $wpdb;
		$table   = $wpdb->prefix . 'opengive_donations';
		$indexes = array_unique( wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}" ), 'Key_name' ) ); // phpcs:ignore WordPress.DB -- test introspection of our own table.
		foreach ( array( 'purchase_key', 'status_created_at', 'form_id', 'campaign_id', 'donor_id', 'created_at' ) as $index ) {
			$this->assertContains( $index, $indexes );
		}
	}

	/**
	 * The index migrations (one shared add_indexes()) leave every index they name in place, and
	 * running one again on a current database is harmless.
	 */
	public function test_index_migrations_rerun_harmlessly_and_leave_every_named_index(): void {
		global $wpdb;
		foreach ( array( new \OpenGive\Support\Migrations\AddListIndexes(), new \OpenGive\Support\Migrations\AddListOrderIndexes(), new \OpenGive\Support\Migrations\AddCampaignDonorIndex() ) as $migration ) {
			$migration->up();
			$this->assertSame( '', $wpdb->last_error );
			foreach ( $migration::INDEXES as $name => list( $table ) ) {
				$keys = wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$wpdb->prefix}{$table}" ), 'Key_name' ); // phpcs:ignore WordPress.DB -- test introspection of our own table.
				$this->assertContains( $name, $keys, get_class( $migration ) );
			}
		}
	}
}
