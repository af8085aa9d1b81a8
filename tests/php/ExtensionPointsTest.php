<?php
/**
 * Extension points for site developers (issue 19): opengive_register_gateway() with a tiny example
 * gateway, the opengive_validate_amount filter and the opengive_before_donation action.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Donations\Receipts\ReceiptHtml;
use OpenGive\DonorWall\WallRenderer;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\ValidationException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * The smallest useful gateway: a pledge ("pay at the event") that completes at once in live mode.
 */
final class PledgeGateway implements PaymentGateway {

	/**
	 * Charges made, for the test to read.
	 *
	 * @var int[]
	 */
	public $charged = array();

	public function id(): string {
		return 'example-pledge';
	}

	public function label(): string {
		return 'Pledge (pay at the event)';
	}

	public function mode(): string {
		return DonationMode::LIVE;
	}

	public function is_configured(): bool {
		return true;
	}

	public function client_config(): array {
		return array( 'fields' => 'none' );
	}

	public function payment_data( array $input ): array {
		return array();
	}

	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		$this->charged[] = (int) $donation->amount;
		return new ChargeResult( DonationStatus::COMPLETE, 'pledge_' . $donation->id );
	}
}

/**
 * A form offering the example gateway.
 */
final class ExtensionPointsTest extends DonationTestCase {

	/**
	 * The gateway under test (registered once per process: the registry outlives a test).
	 *
	 * @var PledgeGateway|null
	 */
	private static $gateway;

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array( 'gateways' => array( 'example-pledge' ) );
	}

	protected function setUp(): void {
		parent::setUp();
		if ( null === self::$gateway ) {
			self::$gateway = new PledgeGateway();
			opengive_register_gateway( self::$gateway );
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_all_filters( 'opengive_validate_amount' );
		remove_all_actions( 'opengive_before_donation' );
		remove_all_filters( 'opengive_email' );
		remove_all_filters( 'opengive_receipt_html' );
		remove_all_filters( 'opengive_donor_wall_card' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d", $this->form_id ) );
		parent::tearDown();
	}

	private function input( int $amount ): array {
		return array(
			'formId'    => $this->form_id,
			'amount'    => $amount,
			'levelId'   => 'custom',
			'firstName' => 'Dev',
			'lastName'  => 'Eloper',
			'email'     => 'extension.phpunit@example.org',
			'gatewayId' => 'example-pledge',
		);
	}

	public function test_a_gateway_registered_with_the_public_function_takes_a_donation(): void {
		$this->assertSame( self::$gateway, Plugin::container()->get( GatewayRegistry::class )->available( 'example-pledge' ) );

		$donation = $this->donate( $this->input( 1500 ) );

		$this->assertSame( DonationStatus::COMPLETE, $donation->status );
		$this->assertSame( 'example-pledge', $donation->gateway_id );
		$this->assertContains( 1500, self::$gateway->charged );
	}

	public function test_the_amount_filter_refuses_with_its_sentence_and_nothing_is_written(): void {
		add_filter(
			'opengive_validate_amount',
			static function ( $refusal, int $amount ) {
				return 0 === $amount % 1000 ? $refusal : 'Please give in whole tens.';
			},
			10,
			2
		);
		try {
			$this->donate( $this->input( 1500 ) );
			$this->fail( 'The filter did not refuse 15.00.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_amount_refused', $error->error_code() );
			$this->assertSame( 'Please give in whole tens.', $error->getMessage() );
			$this->assertSame( 'amount', $error->field() );
		}
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
		$this->assertSame( DonationStatus::COMPLETE, $this->donate( $this->input( 2000 ) )->status );
	}

	public function test_the_amount_filter_can_answer_a_wp_error_with_its_own_code(): void {
		add_filter(
			'opengive_validate_amount',
			static function () {
				return new \WP_Error( 'mysite_closed', 'Donations are closed for the night.' );
			}
		);
		$this->assert_rejected( $this->input( 1500 ), 'mysite_closed', 'amount' );
	}

	public function test_before_donation_fires_with_the_checked_amount_and_can_refuse(): void {
		$seen = array();
		add_action(
			'opengive_before_donation',
			static function ( array $input, int $form_id, int $amount, string $gateway ) use ( &$seen ) {
				$seen[] = array( $form_id, $amount, $gateway );
				if ( $amount > 5000 ) {
					throw new ValidationException( 'mysite_too_generous', 'Please call us for gifts over 50.', 'amount' );
				}
			},
			10,
			4
		);

		$this->donate( $this->input( 1200 ) );
		$this->assert_rejected_later( $this->input( 9000 ) );

		$this->assertSame( array( array( $this->form_id, 1200, 'example-pledge' ), array( $this->form_id, 9000, 'example-pledge' ) ), $seen );
	}

	/**
	 * The second gift is refused and the first stays the only one.
	 *
	 * @param array<string, mixed> $input Request.
	 */
	private function assert_rejected_later( array $input ): void {
		try {
			$this->donate( $input );
			$this->fail( 'Expected mysite_too_generous.' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'mysite_too_generous', $error->error_code() );
		}
		$this->assertSame( 1, TestForm::donation_count( $this->form_id ) );
	}

	public function test_the_email_filter_rewrites_the_receipt_and_can_stop_the_admin_notice(): void {
		$kinds = array();
		add_filter(
			'opengive_email',
			static function ( $email, string $kind ) use ( &$kinds ) {
				$kinds[] = $kind;
				if ( 'admin_notice' === $kind ) {
					return false;
				}
				$email['subject']   = 'Thanks from the shelter';
				$email['headers'][] = 'Reply-To: team@example.org';
				return $email;
			},
			10,
			2
		);

		$this->donate( $this->input( 1500 ) );

		$this->assertSame( array( 'donor_receipt', 'admin_notice' ), $kinds );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'extension.phpunit@example.org', $this->mails[0]['to'] );
		$this->assertSame( 'Thanks from the shelter', $this->mails[0]['subject'] );
		$this->assertContains( 'Reply-To: team@example.org', (array) $this->mails[0]['headers'] );
	}

	public function test_the_receipt_html_filter_adds_site_content(): void {
		add_filter(
			'opengive_receipt_html',
			static function ( string $html, array $receipt ) {
				return $html . '<p class="gift-aid">Gift Aid claimed for #' . (int) $receipt['donationId'] . '</p>';
			},
			10,
			2
		);
		$html = ReceiptHtml::render(
			array(
				'amountFormatted'    => '$15.00',
				'feeAmountRecovered' => 0,
				'donorName'          => 'Dev Eloper',
				'date'               => 'today',
				'paymentMethod'      => 'Pledge',
				'statusLabel'        => 'Complete',
				'donationId'         => 41,
				'instructions'       => '',
			),
			'r'
		);
		$this->assertStringContainsString( 'Thank you for your donation!', $html );
		$this->assertStringEndsWith( '<p class="gift-aid">Gift Aid claimed for #41</p>', $html );
	}

	public function test_the_donor_wall_card_filter_sees_the_item_and_changes_the_card(): void {
		add_filter(
			'opengive_donor_wall_card',
			static function ( string $html, array $item ) {
				return str_replace( '</li>', '<span class="badge">Member #' . (int) $item['id'] . '</span></li>', $html );
			},
			10,
			2
		);
		$card = WallRenderer::card(
			array(
				'id'       => 9,
				'avatar'   => null,
				'initials' => 'DE',
				'name'     => 'Dev Eloper',
				'company'  => '',
				'total'    => '',
				'date'     => '',
				'comment'  => '',
				'excerpt'  => '',
			),
			array(
				'avatar_size'   => 60,
				'show_avatar'   => false,
				'readmore_text' => 'Read more',
			)
		);
		$this->assertStringContainsString( 'Dev Eloper', $card );
		$this->assertStringEndsWith( '<span class="badge">Member #9</span></li>', $card );
	}
}
