<?php
/**
 * The SWV rule engine against the peer vectors and the parity fixture shared with jest.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\ContactForms\Validation\Swv;
use OpenGive\Support\Exceptions\OpenGiveException;
use PHPUnit\Framework\TestCase;

/**
 * Every case of every tests/fixtures/conformance/swv-*.json file (Contact Form 7's swv and swv-php test
 * suites), then tests/fixtures/contact-form/validate-cases.json, which jest reads too
 * (src/contact-form/test/validate-cases.test.ts). A missing vector file fails; nothing is skipped.
 *
 * Where swv JS and swv-php differ, both engines follow swv-php v2: file types are decided by the
 * file NAME (the browser-reported type is not trusted), minitems passes a field with no items, and
 * url refuses telnet (beyond the vectors the spec's list, http https ftp ftps mailto tel sms, is
 * accepted; the spec wins over swv-php's http/https-only).
 */
final class SwvConformanceTest extends TestCase {

	/**
	 * The peer vectors, kept in tests/fixtures/conformance (inside Playground the tests folder is
	 * mounted whole, so the same relative path holds).
	 */
	private static function conformance_dir(): string {
		return dirname( __DIR__ ) . '/fixtures/conformance';
	}

	/**
	 * Vector files.
	 *
	 * @return string[]
	 */
	private static function vector_files(): array {
		$files = glob( self::conformance_dir() . '/swv-*.json' );
		sort( $files );
		return $files;
	}

	/**
	 * Every vector case, named by file, position, rule and case.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function vectors(): array {
		$cases = array();
		foreach ( self::vector_files() as $file ) {
			$vectors = json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local test vectors.
			foreach ( $vectors['cases'] as $index => $row ) {
				$cases[ sprintf( '%s #%d %s: %s', basename( $file ), $index + 1, $row['rule'], $row['case'] ) ] = array( $row );
			}
		}
		return $cases;
	}

	/**
	 * The parity fixture.
	 *
	 * @return array<string, mixed>
	 */
	private static function fixture(): array {
		return Fixtures::load( 'contact-form/validate-cases' );
	}

	public function test_finds_all_24_rule_files_and_their_100_cases(): void {
		$files = self::vector_files();
		$this->assertCount( 24, $files, 'Vectors missing from ' . self::conformance_dir() . '' );
		$declared = 0;
		foreach ( $files as $file ) {
			$declared += json_decode( (string) file_get_contents( $file ), true )['count']; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local test vectors.
		}
		$this->assertSame( 100, $declared );
		$this->assertCount( $declared, $this->vectors() );
	}

	/**
	 * One vector.
	 *
	 * @dataProvider vectors
	 * @param array<string, mixed> $row The case.
	 */
	public function test_vector( array $row ): void {
		$rule = array_merge( array( 'rule' => $row['rule'] ), $row['properties'] );
		$this->assertSame( $row['expected'], Swv::check( $rule, $row['value'] ) );
	}

	public function test_composite_vectors_report_the_field_and_message_they_name(): void {
		$seen = array();
		foreach ( $this->vectors() as $name => $args ) {
			$row = $args[0];
			if ( ! isset( $row['expected_error'] ) || ! is_array( $row['expected_error'] ) ) {
				continue;
			}
			$rule    = array_merge( array( 'rule' => $row['rule'] ), $row['properties'] );
			$invalid = Swv::validate( array( 'rules' => array( $rule ) ), $row['value'] );
			$this->assertCount( 1, $invalid, $name );
			$this->assertSame( $row['expected_error']['message'], $invalid[0]['message'], $name );
			// all: the failing child's field; any: the parent's.
			$field = isset( $row['expected_error']['field'] ) ? $row['expected_error']['field'] : 'field-2';
			$this->assertSame( $field, $invalid[0]['field'], $name );
			$seen[] = $row['rule'];
		}
		sort( $seen );
		$this->assertSame( array( 'all', 'any' ), $seen );
	}

	/**
	 * The fixture's check rows.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function check_rows(): array {
		$rows = array();
		foreach ( self::fixture()['check'] as $row ) {
			$rows[ $row['name'] ] = array( $row );
		}
		return $rows;
	}

	/**
	 * One check row, the same answer as checkRule() gives in jest.
	 *
	 * @dataProvider check_rows
	 * @param array<string, mixed> $row The row.
	 */
	public function test_check_matches_the_browser( array $row ): void {
		$this->assertSame( $row['expected'], Swv::check( $row['rule'], $row['value'] ) );
	}

	/**
	 * The fixture's validate rows.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function validate_rows(): array {
		$rows = array();
		foreach ( self::fixture()['validate'] as $row ) {
			$rows[ $row['name'] ] = array( $row );
		}
		return $rows;
	}

	/**
	 * One validate row: the same invalid fields, messages and rules as validate() in jest.
	 *
	 * @dataProvider validate_rows
	 * @param array<string, mixed> $row The row.
	 */
	public function test_validate_matches_the_browser( array $row ): void {
		$this->assertSame( $row['expected'], Swv::validate( $row['schema'], $row['data'], $row['files'] ) );
	}

	public function test_validate_reads_php_multi_file_uploads(): void {
		$files = array(
			'photos' => array(
				'name'     => array( 'a.png', 'b.exe' ),
				'type'     => array( 'image/png', 'image/png' ),
				'tmp_name' => array( '/tmp/phpA', '/tmp/phpB' ),
				'error'    => array( UPLOAD_ERR_OK, UPLOAD_ERR_OK ),
				'size'     => array( 10, 10 ),
			),
			'cv'     => array(
				'name'     => '',
				'type'     => '',
				'tmp_name' => '',
				'error'    => UPLOAD_ERR_NO_FILE,
				'size'     => 0,
			),
		);
		$schema = array(
			'rules' => array(
				array(
					'rule'   => 'file',
					'field'  => 'photos',
					'accept' => array( 'image/*' ),
					'error'  => 'Images only.',
				),
				array(
					'rule'  => 'requiredfile',
					'field' => 'cv',
					'error' => 'Please attach your CV.',
				),
			),
		);
		$this->assertSame(
			array(
				array(
					'field'   => 'photos',
					'message' => 'Images only.',
					'rule'    => 'file',
				),
				array(
					'field'   => 'cv',
					'message' => 'Please attach your CV.',
					'rule'    => 'requiredfile',
				),
			),
			Swv::validate( $schema, array(), $files )
		);
	}

	public function test_check_refuses_an_unknown_rule_with_a_stable_code(): void {
		try {
			Swv::check(
				array(
					'rule'  => 'captcha',
					'field' => 'x',
				),
				'y'
			);
			$this->fail( 'An unknown rule was accepted.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_swv_unknown_rule', $error->error_code() );
			$this->assertSame( 400, $error->status() );
			$this->assertSame( 'There is no validation rule named "captcha".', $error->getMessage() );
		}
	}
}
