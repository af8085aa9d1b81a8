<?php
/**
 * What a receipt shows.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

use OpenGive\Support\Data\CardTypes;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Gateways\OfflineGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the receipt's data once, for the REST answer and the server-rendered receipt alike.
 */
final class ReceiptBuilder {

	const QUERY_ARG = 'opengive-receipt';

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Subscriptions (a recurring gift's frequency and next date).
	 *
	 * @var SubscriptionRepository|null
	 */
	private $subscriptions;

	/**
	 * Constructor.
	 *
	 * @param FormRepository              $forms         Forms.
	 * @param GatewayRegistry             $gateways      Gateways.
	 * @param SubscriptionRepository|null $subscriptions Subscriptions (none: one-off receipts only).
	 */
	public function __construct( FormRepository $forms, GatewayRegistry $gateways, ?SubscriptionRepository $subscriptions = null ) {
		$this->forms         = $forms;
		$this->gateways      = $gateways;
		$this->subscriptions = $subscriptions;
	}

	/**
	 * Receipt fields.
	 *
	 * @param Donation $donation   The donation.
	 * @param string   $return_url Page the donor gave on; the receipt link points back to it (or to
	 *                             the receipt page, when the site chose one).
	 * @return array<string, mixed>
	 */
	public function build( Donation $donation, string $return_url ): array {
		$form     = $this->forms->find( $donation->form_id );
		// The form's way of writing money, but only for the currency the gift was made in.
		$currency = $form && $form->settings->currency->code === $donation->currency ? $form->settings->currency : Currency::from_array( array( 'code' => $donation->currency ) );
		$gateway  = $this->gateways->get( $donation->gateway_id );
		$date     = get_date_from_gmt( $donation->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) );
		$amount   = AmountFormatter::format( $donation->amount, $currency );
		$pending_offline = 'offline' === $donation->gateway_id && DonationStatus::PENDING === $donation->status;
		$method          = $gateway ? $gateway->label() : $donation->gateway_id;
		$card            = self::card_label( $donation );
		list( $frequency, $next ) = $this->repeats( $donation );
		return array(
			'donationId'     => $donation->id,
			'status'         => $donation->status,
			'statusLabel'    => DonationStatus::label( $donation->status ),
			'amount'         => $donation->amount,
			'amountFormatted' => $amount,
			'feeAmountRecovered' => $donation->fee_amount_recovered,
			'subscriptionId' => $donation->subscription_id,
			'feeFormatted'   => AmountFormatter::format( $donation->fee_amount_recovered, $currency ),
			'total'          => $donation->total(),
			'totalFormatted' => AmountFormatter::format( $donation->total(), $currency ),
			'currency'       => $donation->currency,
			'formTitle'      => $form ? $form->title : '',
			'donorName'      => $donation->donor_name(),
			'email'          => $donation->email,
			'date'           => $date,
			'paymentMethod'  => '' === $card ? $method : $method . ' (' . $card . ')',
			'paymentCard'    => $card,
			'transactionId'  => $donation->gateway_transaction_id,
			'mode'           => $donation->mode,
			'receiptUrl'     => add_query_arg( self::QUERY_ARG, $donation->purchase_key, ReceiptPage::base_url( $return_url ) ),
			'frequency'      => $frequency,
			'nextPaymentDate' => $next,
			'instructions'   => $pending_offline ? OfflineGateway::instructions( $donation, $amount ) : self::settling_note( $donation ),
		);
	}

	/**
	 * How often a recurring gift repeats ("Monthly") and when it is next taken, for people; empty
	 * for a one-off gift (and no next date once the gift has ended or has none due).
	 *
	 * @param Donation $donation The gift.
	 * @return array{0: string, 1: string}
	 */
	private function repeats( Donation $donation ): array {
		$subscription = $donation->subscription_id && $this->subscriptions ? $this->subscriptions->find( (int) $donation->subscription_id ) : null;
		if ( null === $subscription ) {
			return array( '', '' );
		}
		// The shared period table's label, as the donor dashboard shows it ("Monthly").
		$frequency = Period::labels()[ $subscription->period ] ?? $subscription->period;
		$next      = null !== $subscription->renews_at && ! SubscriptionStatus::has_ended( $subscription->status ) ? (string) get_date_from_gmt( $subscription->renews_at, (string) get_option( 'date_format' ) ) : '';
		return array( $frequency, $next );
	}

	/**
	 * For a gift the provider has taken but not yet settled (a SEPA or ACH debit: Stripe answers
	 * "processing"), what the donor should expect; '' for any other.
	 *
	 * @param Donation $donation The donation.
	 */
	private static function settling_note( Donation $donation ): string {
		if ( DonationStatus::PENDING !== $donation->status || '' === $donation->gateway_transaction_id || 'stripe' !== $donation->gateway_id ) {
			return '';
		}
		return __( 'Your payment is on its way: a bank debit takes a few working days to arrive. Your gift counts once it has, and this receipt then says Complete.', 'opengive' );
	}

	/**
	 * "Visa •••• 4242" for card donations, '' otherwise.
	 *
	 * @param Donation $donation The donation.
	 */
	public static function card_label( Donation $donation ): string {
		if ( '' === $donation->payment_last4 ) {
			return '';
		}
		$brand = CardTypes::name( $donation->payment_brand );
		return trim( $brand . ' •••• ' . $donation->payment_last4 );
	}

	/**
	 * A same-site URL to send the donor back to, or the home page.
	 *
	 * @param string $url Requested URL.
	 */
	public static function safe_return_url( string $url ): string {
		// remove_query_arg() would fall back to the current request's URI for an empty URL.
		if ( '' === trim( $url ) ) {
			return home_url( '/' );
		}
		$url   = remove_query_arg( array( self::QUERY_ARG, 'opengive-error' ), $url );
		$valid = wp_validate_redirect( $url, home_url( '/' ) );
		// Receipt links go into emails, so they must be absolute.
		return wp_http_validate_url( $valid ) ? $valid : home_url( '/' );
	}
}
