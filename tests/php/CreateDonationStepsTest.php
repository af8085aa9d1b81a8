<?php
/**
 * Each named step of CreateDonation on its own, against the real database.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Actions\Steps\AfterDonation;
use OpenGive\Donations\Actions\Steps\BuildDonation;
use OpenGive\Donations\Actions\Steps\ChargeGateway;
use OpenGive\Donations\Actions\Steps\CheckAmount;
use OpenGive\Donations\Actions\Steps\CheckPeriod;
use OpenGive\Donations\Actions\Steps\IdempotencyKey;
use OpenGive\Donations\Actions\Steps\SaveDonorAndDonation;
use OpenGive\Donations\Actions\Steps\StartSubscription;
use OpenGive\Donations\Actions\Steps\ValidateRequest;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\CheckedDonation;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Validate request → build donation → save donor and donation → charge → start subscription → side
 * effects, one step per test group.
 */
final class CreateDonationStepsTest extends DonationTestCase {

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'recurring' => array(
				'is_recurring'          => true,
				'give_recurring_option' => 'yes_donor',
				'period'                => 'month',
				'periods'               => array( 'month' ),
				'installments'          => 0,
			),
		);
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form_id ) ); // phpcs:ignore WordPress.DB
		parent::tearDown();
	}

	/**
	 * A valid request, with overrides.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private function request( array $overrides = array() ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 1234,
				'levelId'   => 'custom',
				'firstName' => 'Steps',
				'lastName'  => 'Tester',
				'email'     => 'Steps.PHPUnit@Example.org',
				'gatewayId' => 'test',
			),
			$overrides
		);
	}

	private function validate_request(): ValidateRequest {
		return new ValidateRequest( Plugin::container()->get( FormRepository::class ), Plugin::container()->get( GatewayRegistry::class ) );
	}

	private function checked( array $overrides = array() ): CheckedDonation {
		return ( $this->validate_request() )( $this->request( $overrides ) );
	}

	private function saved( CheckedDonation $checked, ?string $key = null ): Donation {
		list( , $donation ) = ( new SaveDonorAndDonation( Plugin::container()->get( DonorRepository::class ), Plugin::container()->get( DonationRepository::class ) ) )( ( new BuildDonation() )( $checked, $key, '192.0.2.7' ), $checked );
		return $donation;
	}

	private function expect_code( string $code, callable $step ): void {
		try {
			$step();
		} catch ( OpenGiveException $error ) {
			$this->assertSame( $code, $error->error_code() );
			return;
		}
		$this->fail( "Expected {$code}" );
	}

	public function test_validate_request_answers_the_checked_parts_and_writes_nothing(): void {
		$checked = $this->checked();
		$this->assertSame( 1234, $checked->amount );
		$this->assertSame( 'steps.phpunit@example.org', $checked->email );
		$this->assertSame( 'once', $checked->period );
		$this->assertSame( 'test', $checked->gateway->id() );
		$this->assertSame( 0, TestForm::donation_count( $this->form_id ) );
	}

	public function test_validate_request_refuses_a_filled_honeypot_and_an_unknown_gateway(): void {
		$this->expect_code( 'opengive_spam', function () {
			$this->checked( array( ValidateRequest::HONEYPOT_FIELD => 'http://spam.example' ) );
		} );
		$this->expect_code( 'opengive_invalid_gateway', function () {
			$this->checked( array( 'gatewayId' => 'stripe' ) );
		} );
	}

	public function test_check_amount_takes_a_levels_stored_price_over_the_browsers_figure(): void {
		$form = Plugin::container()->get( FormRepository::class )->find( $this->form_id );
		$this->assertSame( 2500, ( new CheckAmount() )->amount( $form, '2', array( 'amount' => 1 ) ) );
	}

	public function test_check_amount_refuses_a_fee_the_server_did_not_compute(): void {
		$form = Plugin::container()->get( FormRepository::class )->find( $this->form_id );
		$this->expect_code( 'opengive_fee_mismatch', function () use ( $form ) {
			( new CheckAmount() )->fee( $form, 1000, 'test', array( 'feeAmount' => 99 ) );
		} );
	}

	public function test_check_period_takes_an_offered_period_and_refuses_another(): void {
		$form    = Plugin::container()->get( FormRepository::class )->find( $this->form_id );
		$gateway = Plugin::container()->get( GatewayRegistry::class )->available( 'test' );
		$this->assertSame( 'month', ( new CheckPeriod() )->period( $form, $gateway, array( 'recurringPeriod' => 'month' ) ) );
		$this->expect_code( 'opengive_invalid_period', function () use ( $form, $gateway ) {
			( new CheckPeriod() )->period( $form, $gateway, array( 'recurringPeriod' => 'year' ) );
		} );
	}

	public function test_idempotency_key_is_null_without_a_client_key_and_differs_per_donor(): void {
		$this->assertNull( IdempotencyKey::derive( '', 'a@example.org', 1, 100, 'test' ) );
		$one = IdempotencyKey::derive( 'key-0123456789abcdef', 'a@example.org', 1, 100, 'test' );
		$this->assertSame( $one, IdempotencyKey::derive( 'key-0123456789abcdef', 'a@example.org', 1, 100, 'test' ) );
		$this->assertNotSame( $one, IdempotencyKey::derive( 'key-0123456789abcdef', 'b@example.org', 1, 100, 'test' ) );
		$this->expectException( ValidationException::class );
		IdempotencyKey::derive( 'short', 'a@example.org', 1, 100, 'test' );
	}

	public function test_build_donation_makes_an_unsaved_pending_gift_with_the_custom_level(): void {
		$donation = ( new BuildDonation() )( $this->checked(), 'stored-key', '192.0.2.7' );
		$this->assertEmpty( $donation->id );
		$this->assertSame( 'pending', $donation->status );
		$this->assertSame( 'custom', $donation->level_id );
		$this->assertSame( 'stored-key', $donation->idempotency_key );
		$this->assertSame( '192.0.2.7', $donation->donor_ip );
		$this->assertSame( 'single', $donation->type );
	}

	public function test_save_writes_donor_and_donation_and_a_lost_race_answers_with_the_winner(): void {
		$checked = $this->checked();
		$key     = hash( 'sha256', 'steps-race' );
		$first   = $this->saved( $checked, $key );
		$this->assertGreaterThan( 0, $first->id );
		$this->assertSame( 'steps.phpunit@example.org', Plugin::container()->get( DonorRepository::class )->find( $first->donor_id )->email );

		list( $donor, $answer ) = ( new SaveDonorAndDonation( Plugin::container()->get( DonorRepository::class ), Plugin::container()->get( DonationRepository::class ) ) )( ( new BuildDonation() )( $checked, $key, '192.0.2.7' ), $checked );
		$this->assertNull( $donor );
		$this->assertSame( $first->id, $answer->id );
		$this->assertSame( 1, TestForm::donation_count( $this->form_id ) );
	}

	public function test_charge_gateway_stores_the_providers_answer(): void {
		$checked   = $this->checked();
		$donation  = $this->saved( $checked );
		$reference = ( new ChargeGateway( Plugin::container()->get( DonationRepository::class ) ) )( $donation, $checked->gateway, $checked->payment );
		$stored    = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertSame( 'publish', $stored->status );
		$this->assertStringStartsWith( 'test_', $stored->gateway_transaction_id );
		$this->assertSame( '', $reference );
	}

	public function test_charge_gateway_turns_a_refusal_into_402_and_frees_the_attempt_key(): void {
		$checked  = $this->checked();
		$donation = $this->saved( $checked, hash( 'sha256', 'steps-decline' ) );
		$gateway  = new class() implements PaymentGateway {
			public function id(): string {
				return 'test';
			}
			public function label(): string {
				return 'Refusing';
			}
			public function mode(): string {
				return 'test';
			}
			public function is_configured(): bool {
				return true;
			}
			public function client_config(): array {
				return array();
			}
			public function payment_data( array $input ): array {
				return array();
			}
			public function charge( Donation $donation, array $payment_data ): ChargeResult {
				return new ChargeResult( 'failed', '', 'card_declined: insufficient funds' );
			}
		};
		try {
			( new ChargeGateway( Plugin::container()->get( DonationRepository::class ) ) )( $donation, $gateway, array() );
			$this->fail( 'A refused charge must throw.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_failed', $error->error_code() );
			$this->assertSame( 402, $error->status() );
			$this->assertStringNotContainsString( 'insufficient', $error->getMessage() );
		}
		$stored = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertSame( 'failed', $stored->status );
		$this->assertNull( $stored->idempotency_key );
	}

	public function test_start_subscription_links_a_monthly_gift_to_its_new_subscription(): void {
		$checked   = $this->checked( array( 'recurringPeriod' => 'month' ) );
		$donation  = $this->saved( $checked );
		$reference = ( new ChargeGateway( Plugin::container()->get( DonationRepository::class ) ) )( $donation, $checked->gateway, $checked->payment );
		( new StartSubscription( Plugin::container()->get( SubscriptionRepository::class ), Plugin::container()->get( DonationRepository::class ), Plugin::container()->get( GatewayRegistry::class ) ) )( $checked->form, $donation, 'month', $reference );

		$stored = Plugin::container()->get( DonationRepository::class )->find( $donation->id );
		$this->assertNotNull( $stored->subscription_id );
		$subscription = Plugin::container()->get( SubscriptionRepository::class )->find( (int) $stored->subscription_id );
		$this->assertSame( 'month', $subscription->period );
		$this->assertSame( 'active', $subscription->status );
		$this->assertSame( $reference, $subscription->gateway_subscription_id );
	}

	public function test_after_donation_fires_the_created_action_with_a_same_site_return_url(): void {
		$checked  = $this->checked();
		$donation = $this->saved( $checked );
		$seen     = array();
		$listener = function ( $gift, $url ) use ( &$seen ) {
			$seen[] = array( $gift->id, $url );
		};
		add_action( 'opengive_donation_created', $listener, 10, 2 );
		$donor = Plugin::container()->get( DonorRepository::class )->find( $donation->donor_id );
		( new AfterDonation() )( $donor, $donation, null, array( 'returnUrl' => 'https://evil.example/phish' ) );
		remove_action( 'opengive_donation_created', $listener, 10 );

		$this->assertCount( 1, $seen );
		$this->assertSame( $donation->id, $seen[0][0] );
		$this->assertStringNotContainsString( 'evil.example', $seen[0][1] );
	}
}
