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

	public function test_one_request_migrates_while_another_holds_the_lock_and_a_dead_runs_lock_is_taken_over(): void {
		global $wpdb;
		$migrator = new Migrator();
		$ran      = (array) get_option( Migrator::OPTION_RAN );
		$last     = \OpenGive\Reports\Migrations\CreateReportRollups::ID;
		$lock     = static function ( int $since ) use ( $wpdb ): void {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", Migrator::OPTION_LOCK, (string) $since ) ); // phpcs:ignore WordPress.DB -- the lock under test.
		};
		update_option( Migrator::OPTION_RAN, array_values( array_diff( $ran, array( $last ) ) ), false );
		try {
			$lock( time() );
			$this->assertSame( array(), $migrator->run(), 'another request is migrating' );
			$this->assertNotContains( $last, (array) get_option( Migrator::OPTION_RAN ) );
			$wpdb->delete( $wpdb->options, array( 'option_name' => Migrator::OPTION_LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock under test.

			$lock( time() - Migrator::LOCK_SECONDS - 60 );
			$this->assertSame( array( $last ), $migrator->run(), 'the lock of a run that died' );
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Migrator::OPTION_LOCK ) ), 'released' ); // phpcs:ignore WordPress.DB -- the lock under test.
		} finally {
			$wpdb->delete( $wpdb->options, array( 'option_name' => Migrator::OPTION_LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock under test.
			update_option( Migrator::OPTION_RAN, $ran, false );
		}
	}

	/**
	 * The refunded amount (minor units, 0 unless refunded) is a column of every donation, and on
	 * MariaDB the report index carries it, so the overview still sums net amounts from the index
	 * alone; running the migration again changes nothing.
	 */
	public function test_the_refunded_amount_column_is_added_once_and_the_report_index_carries_it(): void {
		global $wpdb;
		$table = $wpdb->prefix . 'opengive_donations';
		( new \OpenGive\Donations\Migrations\AddRefundedAmountToDonations() )->up();
		$this->assertSame( '', $wpdb->last_error );
		$column = array_values( wp_list_filter( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), array( 'Field' => 'refunded_amount' ) ) ); // phpcs:ignore WordPress.DB -- test introspection of our own table.
		$this->assertCount( 1, $column );
		$this->assertSame( '0', (string) $column[0]['Default'] );
		$index = wp_list_pluck( wp_list_filter( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), array( 'Key_name' => 'report_gifts' ) ), 'Column_name' ); // phpcs:ignore WordPress.DB -- test introspection of our own table.
		$this->assertSame( ! \OpenGive\Support\Database\Db::is_sqlite(), in_array( 'refunded_amount', $index, true ), 'MariaDB: in the report index' );
		$this->assertSame( 0, TestGift::make()->refunded_amount );
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
		foreach ( array( new \OpenGive\Support\Migrations\AddListIndexes(), new \OpenGive\Support\Migrations\AddListOrderIndexes(), new \OpenGive\Support\Migrations\AddCampaignDonorIndex(), new \OpenGive\Reports\Migrations\AddReportIndex(), new \OpenGive\Reports\Migrations\AddNewDonorsIndex() ) as $migration ) {
			$migration->up();
			$this->assertSame( '', $wpdb->last_error );
			foreach ( $migration::INDEXES as $name => list( $table ) ) {
				$keys = wp_list_pluck( (array) $wpdb->get_results( "SHOW INDEX FROM {$wpdb->prefix}{$table}" ), 'Key_name' ); // phpcs:ignore WordPress.DB -- test introspection of our own table.
				$this->assertContains( $name, $keys, get_class( $migration ) );
			}
		}
	}
}
