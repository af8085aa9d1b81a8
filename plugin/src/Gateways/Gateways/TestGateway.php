<?php
/**
 * The test gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\SupportsRefunds;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Completes every donation at once, in test mode; for trying forms out without money moving.
 */
final class TestGateway implements PaymentGateway, SupportsRenewals, UpdatesPaymentMethod, SupportsRefunds {

	use NoPaymentDetails;

	/**
	 * Off on a real install (the test_gateway_enabled setting), so a form cannot take gifts that move
	 * no money unless the site owner asked for it; the demo and test sites turn it on.
	 */
	public function is_configured(): bool {
		return (bool) Settings::get( 'test_gateway_enabled' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'test';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return GatewaySettings::label( $this->id(), __( 'Test donation', 'opengive' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function mode(): string {
		return DonationMode::TEST;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data Unused.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		$result = new ChargeResult( DonationStatus::COMPLETE, 'test_' . bin2hex( random_bytes( 8 ) ) );
		if ( ! empty( $payment_data['recurring'] ) ) {
			$result->reference = 'test_sub_' . bin2hex( random_bytes( 8 ) );
		}
		return $result;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Subscription $subscription The subscription.
	 * @param Donation     $renewal      The renewal.
	 */
	public function renew( Subscription $subscription, Donation $renewal ): ChargeResult {
		return new ChargeResult( DonationStatus::COMPLETE, 'test_' . bin2hex( random_bytes( 8 ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Test tokens look like test_pm_<letters or digits>.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param string       $token        Test token.
	 * @throws ValidationException When the token is not a test token.
	 */
	public function update_payment_method( Subscription $subscription, string $token ): string {
		if ( ! preg_match( '/^test_pm_[A-Za-z0-9]{1,64}$/', $token ) ) {
			throw new ValidationException( 'opengive_payment_token_required', __( 'Please enter your card details.', 'opengive' ), 'paymentToken' );
		}
		return 'test_sub_' . substr( $token, 8 );
	}

	/**
	 * Test gifts are refunded at once, in full or in part.
	 *
	 * @param Donation $donation     Donation.
	 * @param string   $reason       Why (nothing to tell a provider).
	 * @param int      $amount_minor How much (nothing moves).
	 */
	public function refund( Donation $donation, string $reason, int $amount_minor ): string {
		unset( $reason, $amount_minor );
		// One reference per refund: the refunded amount before it differs for each.
		return 'test_refund_' . $donation->id . '_' . $donation->refunded_amount;
	}
}
