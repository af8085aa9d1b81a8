<?php
/**
 * The PHP side of the label tables TypeScript reads too (src/data/test/labels.test.ts).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Blocks\ViewModels\DonationFormViewModel;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Gateways\TwoCheckoutGateway;
use OpenGive\Rest\Schemas\DonationSchema;
use OpenGive\Rest\Schemas\DonorSchema;
use OpenGive\Support\Data\CardTypes;
use OpenGive\Support\Validation\FieldLimits;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/TestForm.php';

/**
 * Labels come from plugin/data/status-labels.json and recurring-periods.json, and every value the
 * domain knows has a row there.
 */
final class DataTablesTest extends TestCase {

	/**
	 * A data file as the test reads it, straight from disk.
	 *
	 * @param string $name File name without .json.
	 * @return array<string, mixed>
	 */
	private static function data( string $name ): array {
		return json_decode( (string) file_get_contents( OPENGIVE_DIR . '/data/' . $name . '.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/**
	 * Every donation status the domain has is labelled as the file says.
	 */
	public function test_donation_status_labels_are_the_files(): void {
		$table = self::data( 'status-labels' )['donation'];
		// give_subscription (GiveWP's "Renewal") is a list filter value, not a stored status, and has a label too.
		$this->assertEqualsCanonicalizing( array_merge( DonationStatus::all(), array( DonationStatus::RENEWAL ) ), array_keys( $table ) );
		foreach ( $table as $value => $label ) {
			$this->assertSame( $label, DonationStatus::label( $value ), $value );
		}
	}

	/**
	 * Every subscription status the domain has is labelled as the file says.
	 */
	public function test_subscription_status_labels_are_the_files(): void {
		$table = self::data( 'status-labels' )['subscription'];
		$this->assertEqualsCanonicalizing( SubscriptionStatus::all(), array_keys( $table ) );
		foreach ( $table as $value => $label ) {
			$this->assertSame( $label, SubscriptionStatus::label( $value ), $value );
		}
	}

	/**
	 * An unknown status is shown as it is stored.
	 */
	public function test_unknown_status_is_shown_as_stored(): void {
		$this->assertSame( 'no-such-status', DonationStatus::label( 'no-such-status' ) );
	}

	/**
	 * The recurring periods' labels are the file's, 'once' aside (it is no billing period).
	 */
	public function test_period_labels_are_the_files_without_once(): void {
		$table = self::data( 'recurring-periods' )['labels'];
		unset( $table['once'] );
		$this->assertSame( $table, Period::labels() );
		$this->assertSame( Period::all(), array_keys( Period::labels() ) );
	}

	/**
	 * The periods and the gateways without daily gifts are the file's, which the editor reads too.
	 */
	public function test_periods_and_no_daily_gateways_are_the_files(): void {
		$file = self::data( 'recurring-periods' );
		$this->assertSame( array_values( array_diff( array_keys( $file['labels'] ), array( 'once' ) ) ), Period::all() );
		$this->assertSame( $file['noDailyGateways'], Period::no_daily_gateways() );
	}

	/**
	 * The form reads its preselection from the parameters the file names (the browser reads the same).
	 */
	public function test_url_preselection_reads_the_files_parameter_names(): void {
		$names   = self::data( 'url-preselection' )['params'];
		$form_id = TestForm::create( array( 'gateways' => array( 'test', 'offline' ) ) );
		$saved   = $_GET; // phpcs:ignore WordPress.Security.NonceVerification
		try {
			$_GET = array(
				$names['formId']    => (string) $form_id,
				$names['levelId']   => '2',
				$names['gatewayId'] => 'offline',
			);
			$view = DonationFormViewModel::for_block( array( 'formId' => $form_id ) );
			$this->assertSame(
				array(
					'levelId'   => '2',
					'gatewayId' => 'offline',
				),
				$view->preselected
			);
			$_GET = array( $names['customAmount'] => '42.50' );
			$view = DonationFormViewModel::for_block( array( 'formId' => $form_id ) );
			$this->assertSame(
				array(
					'levelId'   => 'custom',
					'amountRaw' => '42.50',
				),
				$view->preselected
			);
		} finally {
			$_GET = $saved;
			TestForm::destroy( $form_id );
		}
	}

	/**
	 * The receipt names every card type as the file spells it; an unknown brand is capitalised.
	 */
	public function test_card_labels_are_the_files_names(): void {
		$types = self::data( 'card-types' )['types'];
		$this->assertSame( array_column( $types, 'type' ), CardTypes::ids() );
		$donation                = new Donation();
		$donation->payment_last4 = '4242';
		foreach ( $types as $row ) {
			$donation->payment_brand = $row['type'];
			$this->assertSame( $row['name'] . ' •••• 4242', ReceiptBuilder::card_label( $donation ) );
		}
		$donation->payment_brand = 'newcard';
		$this->assertSame( 'Newcard •••• 4242', ReceiptBuilder::card_label( $donation ) );
	}

	/**
	 * 2Checkout keeps a brand the file knows and drops any other text.
	 */
	public function test_two_checkout_keeps_only_the_files_card_brands(): void {
		$gateway = new TwoCheckoutGateway();
		foreach ( self::data( 'card-types' )['types'] as $row ) {
			$this->assertSame( $row['type'], $gateway->payment_data( array( 'paymentToken' => 'tok_abcdefgh', 'cardBrand' => $row['type'] ) )['brand'] );
		}
		$this->assertSame( '', $gateway->payment_data( array( 'paymentToken' => 'tok_abcdefgh', 'cardBrand' => '<b>visa</b>' ) )['brand'] );
	}

	/**
	 * Every limit in field-limits.json is the one PHP checks (TypeScript's side:
	 * blocks/donation-form/test/field-limits.test.tsx).
	 */
	public function test_field_limits_are_the_files(): void {
		$table = self::data( 'field-limits' );
		unset( $table['_comment'] );
		foreach ( $table as $name => $columns ) {
			foreach ( $columns as $column => $max ) {
				$this->assertSame( $max, FieldLimits::max( $name, $column ), "{$name}.{$column}" );
			}
		}
	}

	/**
	 * The REST schemas' maxLength for the donor and gift text fields is the file's, not a copy.
	 */
	public function test_rest_schemas_take_their_lengths_from_the_file(): void {
		$table    = self::data( 'field-limits' );
		$donation = DonationSchema::schema()['properties'];
		$donor    = DonorSchema::schema()['properties'];
		foreach ( array( 'firstName' => 'first_name', 'lastName' => 'last_name', 'email' => 'email', 'company' => 'company', 'comment' => 'comment', 'honorific' => 'honorific', 'levelId' => 'level_id' ) as $field => $column ) {
			$this->assertSame( $table['donations'][ $column ], $donation[ $field ]['maxLength'], $field );
		}
		foreach ( array( 'firstName' => 'first_name', 'lastName' => 'last_name', 'phone' => 'phone', 'company' => 'company', 'prefix' => 'honorific' ) as $field => $column ) {
			$this->assertSame( $table['donors'][ $column ], $donor[ $field ]['maxLength'], $field );
		}
	}
}
