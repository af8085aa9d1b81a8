<?php
/**
 * The test gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Gateways\ValueObjects\ChargeResult;

defined( 'ABSPATH' ) || exit;

/**
 * Completes every donation at once, in test mode; for trying forms out without money moving.
 */
final class TestGateway implements PaymentGateway, SupportsRenewals {

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
		return __( 'Test donation', 'opengive' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function mode(): string {
		return DonationMode::TEST;
	}

	/**
	 * {@inheritDoc}
	 */
	public function is_configured(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function client_config(): array {
		return array( 'fields' => 'none' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $input Unused: nothing to collect.
	 */
	public function payment_data( array $input ): array {
		return array();
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
}
