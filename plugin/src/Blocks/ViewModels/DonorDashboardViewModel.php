<?php
/**
 * What the donor dashboard block prints.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Verification\EmailVerification;
use OpenGive\DonorHistory\EmailAccess;
use OpenGive\DonorHistory\GuestSession;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Contracts\UpdatesPaymentMethod;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Actions\ChangeRenewalAmount;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * The logged-in donor's gifts and recurring gifts, formatted for reading; each recurring gift also
 * carries what the browser needs to cancel it or change its card and amount.
 */
final class DonorDashboardViewModel {

	/** How many past gifts the history shows. */
	const HISTORY_SIZE = 50;

	/**
	 * Whether someone is logged in.
	 *
	 * @var bool
	 */
	public $logged_in = false;

	/**
	 * Where to log in (and come back).
	 *
	 * @var string
	 */
	public $login_url = '';

	/**
	 * The donor linked to the account, if any.
	 *
	 * @var Donor|null
	 */
	public $donor = null;

	/**
	 * Past gifts, newest first.
	 *
	 * @var array<int, array{id: int, date: string, form: string, amount: string, refunded: string, status: string, recurring: bool}>
	 */
	public $donations = array();

	/**
	 * Recurring gifts.
	 *
	 * @var array<int, array{id: int, form: string, amount: string, period: string, status: string, renewsAt: string, ended: bool, actions: array<string, mixed>}>
	 */
	public $subscriptions = array();

	/**
	 * The id of a recurring gift just updated (after the update form's redirect), or 0.
	 *
	 * @var int
	 */
	public $updated = 0;

	/**
	 * The account is not linked to a donor yet and a confirmation link is waiting in its inbox.
	 *
	 * @var bool
	 */
	public $awaiting_confirmation = false;

	/**
	 * The visitor just followed a confirmation link.
	 *
	 * @var bool
	 */
	public $just_confirmed = false;

	/**
	 * The email of a guest who opened this page through a donor-history link ('' otherwise).
	 *
	 * @var string
	 */
	public $guest_email = '';

	/**
	 * Why a followed donor-history link did not open the history: 'expired', 'invalid' or ''.
	 *
	 * @var string
	 */
	public $history_error = '';

	/**
	 * Forms already read, by id (each form is read once however many rows use it).
	 *
	 * @var array<int, DonationForm|null>
	 */
	private $forms = array();

	/**
	 * Builds the view for the current visitor.
	 *
	 * @param string $current_url This page's address.
	 */
	public static function for_current_user( string $current_url ): self {
		$view            = new self();
		$view->logged_in = is_user_logged_in();
		$view->login_url = wp_login_url( $current_url );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display flag.
		$view->updated = isset( $_GET['opengive-subscription-updated'] ) ? absint( $_GET['opengive-subscription-updated'] ) : 0;
		if ( ! $view->logged_in ) {
			return $view->for_guest();
		}
		$container            = Plugin::container();
		// The update form returns to this same address: after an update, that notice is the news.
		$view->just_confirmed = isset( $_GET[ EmailVerification::DONE_ARG ] ) && 0 === $view->updated; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display flag.
		$view->donor          = $container->get( DonorRepository::class )->find_by_user( get_current_user_id() );
		if ( null === $view->donor ) {
			// Not linked yet: only the gifts made from this account, never the history of a donor
			// record that merely shares its email (that takes the mailed link).
			$verification                = new EmailVerification( $container->get( DonorRepository::class ) );
			$view->awaiting_confirmation = $verification->pending( get_current_user_id() );
			$gifts                       = $verification->remembered_gifts( get_current_user_id() );
			if ( array() !== $gifts ) {
				$own = ( new ListQuery() )->in( 'id', $gifts )->order_by( 'created_at', 'desc' )->paginate( 1, self::HISTORY_SIZE );
				foreach ( $container->get( DonationRepository::class )->list( $own ) as $donation ) {
					$view->donations[] = $view->donation_row( $donation );
				}
			}
			return $view;
		}
		return $view->with_history( $view->donor->id );
	}

	/**
	 * A visitor without an account: the history of the donor whose mailed link opened this browser's
	 * session (read-only: changing a recurring gift needs the account), or nothing.
	 */
	private function for_guest(): self {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display flag.
		$error               = isset( $_GET[ EmailAccess::ERROR_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ EmailAccess::ERROR_ARG ] ) ) : '';
		$this->history_error = in_array( $error, array( 'expired', 'invalid' ), true ) ? $error : '';
		$session             = GuestSession::current();
		$container           = Plugin::container();
		$donor               = null !== $session ? $container->get( DonorRepository::class )->find( $session['donor'] ) : null;
		if ( null === $donor ) {
			return $this;
		}
		$this->donor       = $donor;
		$this->guest_email = $session['email'];
		return $this->with_history( $donor->id );
	}

	/**
	 * Fills in a donor's latest gifts and their recurring gifts.
	 *
	 * @param int $donor_id Donor.
	 */
	private function with_history( int $donor_id ): self {
		$container     = Plugin::container();
		$gifts         = $container->get( DonationRepository::class )->list( ( new ListQuery() )->equals( 'donor_id', $donor_id )->order_by( 'created_at', 'desc' )->paginate( 1, self::HISTORY_SIZE ) );
		$subscriptions = $container->get( SubscriptionRepository::class )->list( ( new ListQuery() )->equals( 'donor_id', $donor_id )->order_by( 'created_at', 'desc' ) );
		// A long history names dozens of forms: one query for all of them, not two per row.
		$container->get( FormRepository::class )->prime( array_merge( array_column( $gifts, 'form_id' ), array_column( $subscriptions, 'form_id' ) ) );
		foreach ( $gifts as $donation ) {
			$this->donations[] = $this->donation_row( $donation );
		}
		foreach ( $subscriptions as $subscription ) {
			$this->subscriptions[] = $this->subscription_row( $subscription, $container->get( GatewayRegistry::class ) );
		}
		return $this;
	}

	/**
	 * One line of the history.
	 *
	 * @param Donation $donation Donation.
	 * @return array{id: int, date: string, form: string, amount: string, refunded: string, status: string, recurring: bool}
	 */
	private function donation_row( Donation $donation ): array {
		$form = $this->form( $donation->form_id );
		return array(
			'id'        => $donation->id,
			'date'      => self::date( $donation->created_at ),
			'form'      => null !== $form ? $form->title : __( '(form removed)', 'opengive' ),
			'amount'    => AmountFormatter::format( $donation->total(), self::currency( $donation->currency, $form ) ),
			// Part of a gift that is still complete went back: what, beside its amount ('' for none).
			'refunded'  => DonationStatus::COMPLETE === $donation->status && $donation->refunded_amount > 0 ? AmountFormatter::format( $donation->refunded_amount, self::currency( $donation->currency, $form ) ) : '',
			'status'    => DonationStatus::label( $donation->status ),
			'recurring' => null !== $donation->subscription_id,
		);
	}

	/**
	 * One recurring gift.
	 *
	 * @param Subscription    $subscription Subscription.
	 * @param GatewayRegistry $gateways     Gateways.
	 * @return array{id: int, form: string, amount: string, period: string, status: string, renewsAt: string, ended: bool, actions: array<string, mixed>}
	 */
	private function subscription_row( Subscription $subscription, GatewayRegistry $gateways ): array {
		$form     = $this->form( $subscription->form_id );
		$currency = self::currency( $subscription->currency, $form );
		$labels   = Period::labels();
		return array(
			'id'       => $subscription->id,
			'form'     => null !== $form ? $form->title : __( '(form removed)', 'opengive' ),
			'amount'   => AmountFormatter::format( $subscription->amount + $subscription->fee_amount_recovered, $currency ),
			'period'   => isset( $labels[ $subscription->period ] ) ? $labels[ $subscription->period ] : $subscription->period,
			'status'   => SubscriptionStatus::label( $subscription->status ),
			'renewsAt' => null !== $subscription->renews_at && ! SubscriptionStatus::has_ended( $subscription->status ) ? self::date( $subscription->renews_at ) : '',
			'ended'    => SubscriptionStatus::has_ended( $subscription->status ),
			// What view.tsx needs for the cancel button and the update form.
			'actions'  => array(
				'id'          => $subscription->id,
				'formId'      => $subscription->form_id,
				'gatewayId'   => $subscription->gateway_id,
				'status'      => $subscription->status,
				'amount'      => $subscription->amount,
				'coversFee'   => $subscription->fee_amount_recovered > 0,
				'minimum'     => null !== $form ? $form->settings->minimum : null,
				// The server's bound (the form's maximum, or the site-wide ceiling), so the form says it first.
				'maximum'     => ChangeRenewalAmount::maximum( $form ),
				'currency'    => $currency->to_array(),
				'cardUpdates' => self::takes_new_cards( $gateways, $subscription->gateway_id ),
			),
		);
	}

	/**
	 * Whether the donor can type a new card for this gateway: it can move renewals to a new card
	 * and takes cards in the browser (the test gateway can change tokens but has no card fields).
	 *
	 * @param GatewayRegistry $gateways   Gateways.
	 * @param string          $gateway_id Gateway.
	 */
	private static function takes_new_cards( GatewayRegistry $gateways, string $gateway_id ): bool {
		$gateway = $gateways->available( $gateway_id );
		if ( ! $gateway instanceof UpdatesPaymentMethod ) {
			return false;
		}
		$client = $gateway->client_config();
		// A new card is typed into Stripe's Payment Element (the only gateway that moves a gift to one).
		return 'payment-element' === ( $client['fields'] ?? '' );
	}

	/**
	 * A form by id, read once.
	 *
	 * @param int $id Form id.
	 */
	private function form( int $id ): ?DonationForm {
		if ( ! array_key_exists( $id, $this->forms ) ) {
			$this->forms[ $id ] = Plugin::container()->get( FormRepository::class )->find( $id );
		}
		return $this->forms[ $id ];
	}

	/**
	 * The form's currency formatting when it is the gift's currency, else that currency's defaults.
	 *
	 * @param string            $code Gift currency.
	 * @param DonationForm|null $form Form.
	 */
	private static function currency( string $code, ?DonationForm $form ): Currency {
		if ( null !== $form && $form->settings->currency->code === $code ) {
			return $form->settings->currency;
		}
		return Currency::from_array( array( 'code' => $code ) );
	}

	/**
	 * A stored UTC time as a local date in the site's format.
	 *
	 * @param string $utc 'Y-m-d H:i:s' in UTC.
	 */
	private static function date( string $utc ): string {
		return (string) wp_date( (string) get_option( 'date_format', 'F j, Y' ), (int) strtotime( $utc . ' UTC' ) );
	}
}
