<?php
/**
 * PATCH /givewp/v3/donations/{id}: the REST limits of the phone and billing address are the columns'
 * (plugin/data/field-limits.json). A value of the column's length is stored whole; one character
 * more is a 400 naming the field, and the donation keeps what it had.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use PHPUnit\Framework\TestCase;

/**
 * Phone 50, city 100, zip 20, country 2: the columns, where the schema said 20 and 191 before.
 */
final class V3FieldLimitsTest extends TestCase {

	/**
	 * Form id on the test's gifts.
	 */
	const FORM_ID = 987533;

	/**
	 * The gift the requests change.
	 *
	 * @var Donation
	 */
	private $gift;

	protected function setUp(): void {
		Fixtures::log_in_administrator();
		$d                  = new Donation();
		$d->form_id         = self::FORM_ID;
		$d->donor_id        = 0;
		$d->first_name      = 'Ada';
		$d->email           = 'limits.phpunit@example.org';
		$d->amount          = 1000;
		$d->currency        = 'USD';
		$d->status          = 'publish';
		$d->mode            = 'test';
		$d->gateway_id      = 'offline';
		$d->purchase_key    = 'limits-phpunit';
		$d->phone           = 'before';
		$d->billing_address = array(
			'address1' => '',
			'address2' => '',
			'city'     => 'Before',
			'state'    => '',
			'country'  => '',
			'zip'      => '',
		);
		Plugin::container()->get( DonationRepository::class )->insert( $d );
		$this->gift = $d;
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", self::FORM_ID ) ); // phpcs:ignore WordPress.DB
		wp_set_current_user( 0 );
	}

	/**
	 * PATCH the gift.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function patch( array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'PATCH', '/givewp/v3/donations/' . $this->gift->id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * The gift as stored.
	 */
	private function stored(): Donation {
		return Plugin::container()->get( DonationRepository::class )->find( $this->gift->id );
	}

	/**
	 * Column lengths to test: field path => length.
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	public function limits(): array {
		return array(
			'phone'   => array( 'phone', 50 ),
			'city'    => array( 'city', 100 ),
			'zip'     => array( 'zip', 20 ),
			'country' => array( 'country', 2 ),
		);
	}

	/**
	 * The body that sets one field to a value.
	 *
	 * @param string $field Field.
	 * @param string $value Value.
	 * @return array<string, mixed>
	 */
	private static function body( string $field, string $value ): array {
		return 'phone' === $field ? array( 'phone' => $value ) : array( 'billingAddress' => array( $field => $value ) );
	}

	/**
	 * The stored value of one field.
	 *
	 * @param Donation $d     Gift.
	 * @param string   $field Field.
	 */
	private static function value( Donation $d, string $field ): string {
		return 'phone' === $field ? (string) $d->phone : (string) ( $d->billing_address[ $field ] ?? '' );
	}

	/**
	 * A value as long as the column is stored whole.
	 *
	 * @dataProvider limits
	 * @param string $field  Field.
	 * @param int    $length Column length.
	 */
	public function test_a_value_of_the_columns_length_is_stored_whole( string $field, int $length ): void {
		$value    = str_repeat( 'A', $length );
		$response = $this->patch( self::body( $field, $value ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $value, self::value( $this->stored(), $field ) );
	}

	/**
	 * One character more is a 400 that names the field and says the limit; nothing is changed.
	 *
	 * @dataProvider limits
	 * @param string $field  Field.
	 * @param int    $length Column length.
	 */
	public function test_one_character_more_than_the_column_is_refused_with_a_clear_400( string $field, int $length ): void {
		$before   = self::value( $this->stored(), $field );
		$response = $this->patch( self::body( $field, str_repeat( 'A', $length + 1 ) ) );
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertStringContainsString( sprintf( 'at most %d character', $length ), (string) wp_json_encode( $data['data']['params'] ) );
		$this->assertSame( $before, self::value( $this->stored(), $field ) );
	}
}
