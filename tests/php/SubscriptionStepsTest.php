<?php
/**
 * The named steps the subscription actions (cancel, change amount, change card) are built from.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Subscriptions\Actions\Steps\CheckRenewalAmount;
use OpenGive\Subscriptions\Actions\Steps\RefuseEnded;
use OpenGive\Subscriptions\Actions\Steps\SwapCard;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use PHPUnit\Framework\TestCase;

/**
 * Each step on its own, without the database.
 */
final class SubscriptionStepsTest extends TestCase {

	/**
	 * A subscription in a status.
	 *
	 * @param string $status Status.
	 */
	private static function subscription( string $status = SubscriptionStatus::ACTIVE ): Subscription {
		$subscription             = new Subscription();
		$subscription->status     = $status;
		$subscription->gateway_id = 'swap';
		$subscription->currency   = 'USD';
		return $subscription;
	}

	/**
	 * The error code a step throws, or '' when it throws nothing.
	 *
	 * @param callable $step The step call.
	 */
	private static function error_of( callable $step ): string {
		try {
			$step();
		} catch ( OpenGiveException $error ) {
			return $error->error_code();
		}
		return '';
	}

	public function test_refuse_ended_stops_every_ended_status_with_409_and_passes_the_others(): void {
		foreach ( SubscriptionStatus::all() as $status ) {
			$code = self::error_of(
				static function () use ( $status ) {
					( new RefuseEnded() )( self::subscription( $status ) );
				}
			);
			$this->assertSame( SubscriptionStatus::has_ended( $status ) ? 'opengive_subscription_ended' : '', $code, $status );
		}
		$active = self::subscription();
		$this->assertSame( $active, ( new RefuseEnded() )( $active ) );
	}

	public function test_check_renewal_amount_words_the_forms_limits_and_makes_empty_the_minimum(): void {
		$form = new DonationForm(
			1,
			'Limits',
			'publish',
			FormSettings::from_meta(
				array(
					'minimum' => 500,
					'maximum' => 10000,
				)
			)
		);
		$check = new CheckRenewalAmount();
		$this->assertSame( 500, $check( self::subscription(), $form, 0 ) );
		$this->assertSame( 2500, $check( self::subscription(), $form, 2500 ) );
		try {
			$check( self::subscription(), $form, 499 );
			$this->fail( 'an amount under the minimum was accepted' );
		} catch ( ValidationException $error ) {
			$this->assertSame( 'opengive_amount_too_low', $error->error_code() );
			$this->assertSame( 'The minimum donation is $5.00.', $error->getMessage() );
		}
		$this->assertSame( 'opengive_amount_too_high', self::error_of( static function () use ( $check, $form ) {
			$check( self::subscription(), $form, 10001 );
		} ) );
	}

	public function test_check_renewal_amount_without_a_form_needs_an_amount(): void {
		$this->assertSame( 'opengive_amount_required', self::error_of( static function () {
			( new CheckRenewalAmount() )( self::subscription(), null, 0 );
		} ) );
	}

	public function test_swap_card_refuses_a_gateway_that_cannot_change_cards(): void {
		$this->assertSame( 'opengive_payment_method_fixed', self::error_of( static function () {
			( new SwapCard( new GatewayRegistry() ) )( self::subscription(), 'tok' );
		} ) );
	}

	public function test_swap_card_stores_the_new_reference_and_hides_the_providers_reason(): void {
		$registry = new GatewayRegistry();
		$registry->add( self::card_gateway() );
		$swapped = ( new SwapCard( $registry ) )( self::subscription(), 'tok_ok' );
		$this->assertSame( 'ref_tok_ok', $swapped->gateway_subscription_id );
		try {
			( new SwapCard( $registry ) )( self::subscription(), 'stolen' );
			$this->fail( 'a refused card was accepted' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_payment_method_refused', $error->error_code() );
			$this->assertStringNotContainsString( 'stolen', strtolower( $error->getMessage() ) );
		}
	}

	/**
	 * A configured gateway that changes cards and refuses the token 'stolen' with its own reason.
	 */
	private static function card_gateway(): PaymentGateway {
		return new class() implements PaymentGateway, UpdatesPaymentMethod {
			public function id(): string {
				return 'swap';
			}
			public function label(): string {
				return 'Swap';
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
				return $input;
			}
			public function charge( Donation $donation, array $payment_data ): ChargeResult {
				throw new \LogicException( 'not charged in these tests' );
			}
			public function update_payment_method( Subscription $subscription, string $token ): string {
				if ( 'stolen' === $token ) {
					throw new OpenGiveException( 'provider_card_declined', 'Card reported stolen', 402 );
				}
				return 'ref_' . $token;
			}
		};
	}
}
