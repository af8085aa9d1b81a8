<?php
/**
 * Our tables' recorded character sets (TableCharsets): what wpdb is told instead of asking the
 * database before each first write to a table in a request.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Support\Database\Db;
use OpenGive\Support\Database\TableCharsets;
use PHPUnit\Framework\TestCase;

/**
 * Works out, records and answers; leaves other tables and other prefixes alone.
 */
final class TableCharsetsTest extends TestCase {

	/**
	 * The record before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	protected function setUp(): void {
		parent::setUp();
		$this->saved = get_option( TableCharsets::OPTION );
	}

	protected function tearDown(): void {
		update_option( TableCharsets::OPTION, $this->saved, true );
		parent::tearDown();
	}

	/**
	 * A SHOW FULL COLUMNS row.
	 *
	 * @param string $type      Column type.
	 * @param string $collation Collation, '' for none.
	 */
	private static function column( string $type, string $collation ): object {
		return (object) array(
			'Type'      => $type,
			'Collation' => '' === $collation ? null : $collation,
		);
	}

	/**
	 * @return array<string, array{object[], ?string}>
	 */
	public function tables(): array {
		return array(
			'text and numbers in one charset' => array( array( self::column( 'bigint(20) unsigned', '' ), self::column( 'varchar(191)', 'utf8mb4_unicode_520_ci' ), self::column( 'longtext', 'utf8mb4_unicode_ci' ) ), 'utf8mb4' ),
			'MySQL 8 names utf8 utf8mb3'      => array( array( self::column( 'varchar(20)', 'utf8mb3_general_ci' ) ), 'utf8' ),
			'two charsets: wpdb decides'      => array( array( self::column( 'varchar(20)', 'utf8mb4_unicode_ci' ), self::column( 'varchar(20)', 'latin1_swedish_ci' ) ), null ),
			'a binary column: wpdb decides'   => array( array( self::column( 'varchar(20)', 'utf8mb4_unicode_ci' ), self::column( 'varbinary(16)', '' ) ), null ),
			'no text column: nothing to tell' => array( array( self::column( 'int(11)', '' ) ), null ),
		);
	}

	/**
	 * @dataProvider tables
	 *
	 * @param object[]    $columns  SHOW FULL COLUMNS rows.
	 * @param string|null $expected The one charset, or null.
	 */
	public function test_works_out_one_charset_as_wpdb_would( array $columns, ?string $expected ): void {
		$this->assertSame( $expected, TableCharsets::single_charset( $columns ) );
	}

	public function test_records_our_tables_and_answers_wpdb_for_them_only(): void {
		global $wpdb;
		update_option( TableCharsets::OPTION, array( 'other_opengive_donations' => 'latin1' ), true );
		TableCharsets::record();
		$donations = $wpdb->prefix . 'opengive_donations';
		// MariaDB and MySQL: the charset the migrations created the table with. SQLite: nothing to record.
		$expected = Db::is_sqlite() ? null : $wpdb->charset;
		$this->assertSame( $expected, apply_filters( 'pre_get_table_charset', null, $donations ) );
		$this->assertSame( $expected, apply_filters( 'pre_get_col_charset', null, strtoupper( $donations ), 'comment' ) );
		$this->assertNull( apply_filters( 'pre_get_table_charset', null, $wpdb->posts ), 'a core table: wpdb asks' );
		$this->assertSame( 'latin1', apply_filters( 'pre_get_table_charset', null, 'other_opengive_donations' ), 'another prefix keeps its record' );
		$this->assertSame( 'ascii', apply_filters( 'pre_get_table_charset', 'ascii', $donations ), 'an earlier filter\'s answer stands' );
	}
}
