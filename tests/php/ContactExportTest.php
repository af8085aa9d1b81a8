<?php
/**
 * The contact messages CSV: the list's filters, one column per field, formula cells defused.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\Admin\SubmissionsCsv;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Writes the CSV of stored rows into memory.
 */
final class ContactExportTest extends TestCase {

	const FORM = 987654;

	protected function setUp(): void {
		$repository = Plugin::container()->get( SubmissionRepository::class );
		$repository->insert(
			array(
				'form_id' => self::FORM,
				'fields'  => array(
					'your-name' => '=HYPERLINK("http://evil.example")',
					'roles'     => array( 'Shop', 'Other: gardening' ),
					'doc'       => array( array( 'name' => 'cv.pdf', 'size' => 10 ) ),
				),
				'status'  => 'mail_sent',
				'email'   => 'csv.phpunit@example.org',
				'consent' => true,
			)
		);
		$repository->insert(
			array(
				'form_id' => self::FORM,
				'fields'  => array( 'your-name' => 'Spammer' ),
				'status'  => 'spam',
				'email'   => 'spam.phpunit@example.org',
			)
		);
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . SubmissionRepository::table() . ' WHERE form_id = %d', self::FORM ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_export_follows_the_status_filter_and_defuses_formulas(): void {
		$out = fopen( 'php://memory', 'w+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- an in-memory stream.
		SubmissionsCsv::write(
			$out,
			array(
				'form_id' => self::FORM,
				'status'  => array( 'mail_sent' ),
				'order'   => 'asc',
			)
		);
		rewind( $out );
		$rows = array();
		while ( false !== ( $row = fgetcsv( $out, 0, ',', '"', '\\' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition -- reading a stream.
			$rows[] = $row;
		}

		$this->assertSame( array( 'ID', 'Date (UTC)', 'Form ID', 'Status', 'Email', 'Consent', 'your-name', 'roles', 'doc' ), $rows[0] );
		$this->assertCount( 2, $rows );
		$this->assertSame( array( 'mail_sent', 'csv.phpunit@example.org', 'yes', "'=HYPERLINK(\"http://evil.example\")", 'Shop, Other: gardening', 'cv.pdf' ), array_slice( $rows[1], 3 ) );
	}
}
