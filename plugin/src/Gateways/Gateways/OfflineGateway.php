<?php
/**
 * Offline donations: cheque, bank transfer, cash.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationMode;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\RenewsManually;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Records the pledge as pending; the receipt tells the donor how to pay. An administrator marks it
 * complete when the money arrives.
 */
final class OfflineGateway implements PaymentGateway, SupportsRenewals, RenewsManually {

	use NoPaymentDetails;

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'offline';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return GatewaySettings::label( $this->id(), __( 'Offline donation (cheque or bank transfer)', 'opengive' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function mode(): string {
		return DonationMode::LIVE;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data Unused.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult {
		return new ChargeResult( DonationStatus::PENDING );
	}

	/**
	 * {@inheritDoc}
	 *
	 * A renewal is another pledge, pending until the money arrives.
	 *
	 * @param Subscription $subscription The subscription.
	 * @param Donation     $renewal      The renewal.
	 */
	public function renew( Subscription $subscription, Donation $renewal ): ChargeResult {
		return new ChargeResult( DonationStatus::PENDING );
	}

	/**
	 * How to pay, shown on the receipt and in the email. The site's text from the
	 * offline_instructions setting, else a default; {donation_id} and {amount} are filled in.
	 *
	 * @param Donation $donation         The donation.
	 * @param string   $amount_formatted Amount with currency.
	 */
	public static function instructions( Donation $donation, string $amount_formatted ): string {
		$template = (string) Settings::get( 'offline_instructions' );
		if ( '' === trim( $template ) ) {
			$template = __( 'Thank you for your pledge. Please send {amount} by cheque or bank transfer, quoting reference "Donation {donation_id}". We will confirm by email when it arrives.', 'opengive' );
		}
		return strtr(
			$template,
			array(
				'{donation_id}' => (string) $donation->id,
				'{amount}'      => $amount_formatted,
			)
		);
	}
}
