<?php
/**
 * What a provider is sent equals what is stored equals what the receipt shows, for every currency
 * kind and every display setting.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;
use OpenGive\Rest\Schemas\Values;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Each case donates typed text on a form whose display decimals differ from the currency's, through
 * Stripe and 2Checkout stubbed with pre_http_request.
 */
final class MoneyEndToEndTest extends DonationTestCase {

	/**
	 * Requests the providers received.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $sent = array();

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'gateways' => array( 'stripe', 'twocheckout' ),
			'minimum'  => null,
			'maximum'  => null,
		);
	}

	protected function setUp(): void {
		parent::setUp();
		$this->use_fake_card_providers();
		add_filter( 'pre_http_request', array( $this, 'provider' ), 10, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'provider' ), 10 );
		parent::tearDown();
	}

	/**
	 * Approves every charge and keeps the request.
	 *
	 * @param mixed                $preempt Unused.
	 * @param array<string, mixed> $args    Request.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function provider( $preempt, $args, $url ) {
		$this->sent[] = array(
			'url'  => $url,
			'body' => $args['body'],
		);
		$answer = false !== strpos( $url, 'stripe' )
			? array(
				'id'             => 'pi_' . count( $this->sent ),
				'status'         => 'succeeded',
				'payment_method' => array(
					'id'   => 'pm_abc',
					'card' => array(
						'brand' => 'visa',
						'last4' => '4242',
					),
				),
			)
			: array(
				'response' => array(
					'responseCode'  => 'APPROVED',
					'transactionId' => '90937',
				),
			);
		return array(
			'headers'  => array(),
			'body'     => (string) wp_json_encode( $answer ),
			'response' => array(
				'code'    => 200,
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * Currency, form display decimals, typed text, stored minor units, 2Checkout total, receipt text.
	 *
	 * @return array<string, array{string, int, string, int, string, string}>
	 */
	public function cases(): array {
		return array(
			'USD shown with 2'               => array( 'USD', 2, '12.50', 1250, '12.50', '$12.50' ),
			'USD shown with 0 keeps cents'   => array( 'USD', 0, '12.50', 1250, '12.50', '$12.50' ),
			'USD shown with 0, whole'        => array( 'USD', 0, '12', 1200, '12.00', '$12' ),
			'USD shown with 3'               => array( 'USD', 3, '12.500', 1250, '12.50', '$12.500' ),
			'EUR shown with 2'               => array( 'EUR', 2, '12.50', 1250, '12.50', '€12.50' ),
			'JPY shown with 0'               => array( 'JPY', 0, '1,000', 1000, '1000', '¥1,000' ),
			'JPY shown with 2 (was 100x)'    => array( 'JPY', 2, '1,000.00', 1000, '1000', '¥1,000.00' ),
			'JPY shown with 3'               => array( 'JPY', 3, '1000', 1000, '1000', '¥1,000.000' ),
			'KRW shown with 2 (was 100x)'    => array( 'KRW', 2, '50,000', 50000, '50000', '₩50,000.00' ),
			'KWD shown with 3'               => array( 'KWD', 3, '1.250', 1250, '1.250', 'KWD1.250' ),
			'KWD shown with 2 (was 1/10)'    => array( 'KWD', 2, '1.25', 1250, '1.250', 'KWD1.25' ),
			'KWD shown with 0 keeps fils'    => array( 'KWD', 0, '1.255', 1255, '1.255', 'KWD1.255' ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param string $code     Currency.
	 * @param int    $shown    Form display decimals.
	 * @param string $typed    What the donor typed (no-JS path).
	 * @param int    $minor    Expected stored minor units (and Stripe's amount).
	 * @param string $total    Expected 2Checkout total.
	 * @param string $receipt  Expected receipt amount.
	 */
	public function test_charged_stored_and_shown_agree( string $code, int $shown, string $typed, int $minor, string $total, string $receipt ): void {
		$form = TestForm::create(
			array_merge(
				$this->form_settings(),
				array(
					'currency' => array(
						'code'     => $code,
						'decimals' => $shown,
					),
				)
			)
		);
		try {
			$base   = array(
				'formId'     => $form,
				'levelId'    => 'custom',
				'amountText' => $typed,
				'firstName'  => 'Mo',
				'lastName'   => 'Ney',
				'email'      => 'money.phpunit@example.org',
			);
			$stripe = $this->donate( array_merge( $base, array( 'gatewayId' => 'stripe', 'paymentToken' => 'pm_abc' ) ) );
			$tco    = $this->donate(
				array_merge(
					$base,
					array(
						'gatewayId'    => 'twocheckout',
						'paymentToken' => 'tco-token-123456',
						'cardBrand'    => 'visa',
						'cardLast4'    => '4242',
					)
				)
			);

			parse_str( $this->sent[0]['body'], $stripe_body );
			$this->assertSame( (string) $minor, $stripe_body['amount'], 'Stripe amount' );
			$this->assertSame( strtolower( $code ), $stripe_body['currency'] );
			$tco_body = json_decode( $this->sent[1]['body'], true );
			$this->assertSame( $total, $tco_body['total'], '2Checkout total' );
			$this->assertSame( $code, $tco_body['currency'] );

			$repository = Plugin::container()->get( DonationRepository::class );
			foreach ( array( $stripe, $tco ) as $donation ) {
				$stored = $repository->find( $donation->id );
				$this->assertSame( $minor, $stored->amount, 'stored' );
				$this->assertSame( $code, $stored->currency );
				$this->assertSame( $minor, Values::money( $stored->amount, $stored->currency )['valueInMinorUnits'] );
				$built = Plugin::container()->get( ReceiptBuilder::class )->build( $stored, home_url( '/' ) );
				$this->assertSame( $receipt, $built['amountFormatted'], 'receipt' );
			}
		} finally {
			TestForm::destroy( $form );
		}
	}
}
