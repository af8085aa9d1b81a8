<?php
/**
 * Validates a donation request, records it and charges it.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\CheckedDonation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Actions\DonorAccount;
use OpenGive\Donors\Actions\ResolveDonor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormHash;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Contracts\RenewsManually;
use OpenGive\Gateways\Contracts\SupportsRenewals;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\AmountLimits;
use OpenGive\Support\Money\AmountParser;
use OpenGive\Support\Money\AmountRules;
use OpenGive\Support\Money\FeeRecovery;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\Settings;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * The one path every donation takes, from REST and from the no-JavaScript form post alike.
 * Everything is validated before anything is written, so a rejected request leaves no row behind.
 */
final class CreateDonation {

	/**
	 * Name of the honeypot field, in REST and in the server-rendered form.
	 */
	const HONEYPOT_FIELD = 'opengive_website';

	/**
	 * Gateways the spec names as unable to take daily gifts.
	 */
	const NO_DAILY_GATEWAYS = array( 'authorize', 'razorpay' );

	/**
	 * Subscriptions.
	 *
	 * @var SubscriptionRepository
	 */
	private $subscriptions;

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Attempt counters.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Constructor.
	 *
	 * @param FormRepository     $forms     Forms.
	 * @param DonorRepository    $donors    Donors.
	 * @param DonationRepository $donations Donations.
	 * @param GatewayRegistry    $gateways  Gateways.
	 * @param RateLimiter        $limiter   Attempt counters.
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 */
	public function __construct( FormRepository $forms, DonorRepository $donors, DonationRepository $donations, GatewayRegistry $gateways, RateLimiter $limiter, SubscriptionRepository $subscriptions ) {
		$this->subscriptions = $subscriptions;
		$this->forms     = $forms;
		$this->donors    = $donors;
		$this->donations = $donations;
		$this->gateways  = $gateways;
		$this->limiter   = $limiter;
	}

	/**
	 * Creates and charges a donation.
	 *
	 * A repeated request with the same idempotencyKey (same donor, form, amount and gateway) returns the
	 * donation the first one recorded, without charging again.
	 *
	 * @param array<string, mixed> $input formId, amount (minor units), levelId, firstName, lastName, email,
	 *                                    gatewayId, idempotencyKey, and the honeypot field.
	 * @param string               $ip    The donor's IP address.
	 * @throws OpenGiveException When the input is rejected or the charge fails.
	 */
	public function __invoke( array $input, string $ip = '' ): Donation {
		$checked = $this->check( $input );
		$key     = $this->idempotency_key( (string) ( $input['idempotencyKey'] ?? '' ), $checked->email, $checked->form->id, $checked->amount, $checked->gateway->id() );
		return $this->record( $input, $ip, $checked, $key );
	}

	/**
	 * Runs every check a donation must pass, writing nothing (GiveWP's give_process_donation asks this
	 * before the form is posted for real).
	 *
	 * @param array<string, mixed> $input As for __invoke().
	 * @throws OpenGiveException When the input is rejected.
	 */
	public function validate( array $input ): void {
		$this->check( $input );
	}

	/**
	 * The validated parts of a request.
	 *
	 * @param array<string, mixed> $input As for __invoke().
	 * @throws OpenGiveException When the input is rejected.
	 */
	private function check( array $input ): CheckedDonation {
		$this->reject_bots( $input );
		$c       = new CheckedDonation();
		$c->form = $this->open_form( (int) ( $input['formId'] ?? 0 ) );
		$this->check_form_hash( $c->form, $input );
		$c->level_id   = trim( (string) ( $input['levelId'] ?? '' ) );
		$c->amount     = $this->amount( $c->form, $c->level_id, $input );
		// A level saved before ids were limited must not fail the insert after the donor was written.
		FieldLimits::check( null !== $c->form->settings->level( $c->level_id ) ? $c->level_id : 'custom', 'donations', 'level_id', 'levelId' );
		$c->first_name = $this->name( (string) ( $input['firstName'] ?? '' ), 'firstName', true );
		$c->last_name  = $this->name( (string) ( $input['lastName'] ?? '' ), 'lastName', false );
		$c->email      = $this->email( (string) ( $input['email'] ?? '' ) );
		$c->gateway    = $this->gateway( $c->form, (string) ( $input['gatewayId'] ?? '' ) );
		$c->extras     = ( new ValidateFormFields() )(
			$c->form,
			$input,
			array(
				'amount'    => AmountFormatter::to_decimal_string( $c->amount, $c->form->settings->currency->minor_decimals ),
				'levelId'   => $c->level_id,
				'gatewayId' => $c->gateway->id(),
			)
		);
		$c->fee     = $this->fee( $c->form, $c->amount, $c->gateway->id(), $input );
		$c->period  = $this->period( $c->form, $c->gateway, $input );
		$c->payment = $c->gateway->payment_data( $input );
		if ( Period::ONCE !== $c->period ) {
			$c->payment['recurring'] = true;
		}
		$c->address  = $c->form->settings->billing_address ? ( new ValidateBillingAddress() )( (array) ( $input['billingAddress'] ?? array() ) ) : null;
		$c->password = ( new DonorAccount() )->requested( $input, $c->email );
		return $c;
	}

	/**
	 * Records and charges a checked request.
	 *
	 * @param array<string, mixed> $input   The request.
	 * @param string               $ip      Client IP.
	 * @param CheckedDonation      $checked What check() found valid.
	 * @param string|null          $key     Stored idempotency key.
	 * @throws OpenGiveException When the charge fails.
	 */
	private function record( array $input, string $ip, CheckedDonation $checked, ?string $key ): Donation {
		$form    = $checked->form;
		$gateway = $checked->gateway;
		$extras  = $checked->extras;
		$period  = $checked->period;

		$replay = null === $key ? null : $this->donations->find_by_idempotency_key( $key );
		if ( null !== $replay ) {
			return $replay;
		}

		$window = (int) Settings::get( 'rate_limit_window' );
		$this->limiter->hit( RateLimiter::ip_bucket( $ip ), (int) Settings::get( 'rate_limit_ip' ), $window );
		$this->limiter->hit( 'email:' . $checked->email, (int) Settings::get( 'rate_limit_email' ), $window );

		$donation               = new Donation();
		$donation->form_id      = $form->id;
		$donation->campaign_id  = $form->settings->campaign_id;
		$donation->status       = DonationStatus::PENDING;
		$donation->mode         = $gateway->mode();
		$donation->amount       = $checked->amount;
		$donation->fee_amount_recovered = $checked->fee;
		$donation->type         = Period::ONCE === $period ? 'single' : 'subscription';
		$donation->currency     = $form->settings->currency->code;
		$donation->gateway_id   = $gateway->id();
		$donation->purchase_key    = bin2hex( random_bytes( 16 ) );
		$donation->idempotency_key = $key;
		$donation->donor_ip        = $ip;
		$donation->first_name   = $checked->first_name;
		$donation->last_name    = $checked->last_name;
		$donation->email        = $checked->email;
		$donation->level_id     = null !== $form->settings->level( $checked->level_id ) ? $checked->level_id : 'custom';
		$donation->company       = $extras['company'];
		$donation->comment       = $extras['comment'];
		$donation->anonymous     = $extras['anonymous'];
		$donation->custom_fields = $extras['custom_fields'];
		if ( null !== $checked->address ) {
			$donation->billing_address = $checked->address;
		}
		try {
			// Donor and donation are written together or not at all. The charge happens after the commit:
			// a provider call must never sit inside a transaction whose rollback would erase its record.
			$donor = Transaction::run(
				function () use ( $checked, $extras, $donation ) {
					$donor              = ( new ResolveDonor( $this->donors ) )( $checked->email, $checked->first_name, $checked->last_name, $extras['company'] );
					$donation->donor_id = $donor->id;
					$this->donations->insert( $donation );
					return $donor;
				}
			);
		} catch ( \RuntimeException $error ) {
			// Two identical requests raced past the lookup: the unique key let only one in.
			$winner = null === $key ? null : $this->donations->find_by_idempotency_key( $key );
			if ( null !== $winner ) {
				return $winner;
			}
			throw $error;
		}

		$result                           = $gateway->charge( $donation, $checked->payment );
		$donation->status                 = $result->status;
		$donation->gateway_transaction_id = $result->transaction_id;
		$donation->payment_brand          = $result->card_brand;
		$donation->payment_last4          = $result->card_last4;
		if ( DonationStatus::FAILED === $result->status ) {
			// Free the attempt's key: the donor's next try (another card) must charge, not replay a failure.
			$donation->idempotency_key = null;
		}
		$this->donations->update( $donation );

		if ( DonationStatus::FAILED === $result->status ) {
			$this->decline( $donation, $result->message );
		}

		if ( Period::ONCE !== $period ) {
			$this->start_subscription( $form, $donation, $period, $result->reference );
		}

		( new DonorAccount() )->after_gift( $donor, $donation, $checked->password );

		/**
		 * Fires after a donation was recorded and charged.
		 *
		 * @param Donation $donation   The donation.
		 * @param string   $return_url Same-site page the donor gave on.
		 */
		do_action( 'opengive_donation_created', $donation, ReceiptBuilder::safe_return_url( (string) ( $input['returnUrl'] ?? '' ) ) );
		return $donation;
	}

	/**
	 * A refused payment: the provider's exact reason goes into an admin note on the failed donation;
	 * the donor gets one generic sentence (a provider's reason can tell a card tester which check failed).
	 *
	 * @param Donation $donation The failed donation.
	 * @param string   $reason   What the gateway reported ('' when nothing).
	 * @throws OpenGiveException Always: 402 opengive_payment_failed.
	 */
	private function decline( Donation $donation, string $reason ): void {
		( new DonationNoteRepository() )->add(
			$donation->id,
			sprintf(
				/* translators: 1: gateway id, 2: the provider's reason */
				__( 'Payment declined by %1$s: %2$s', 'opengive' ),
				$donation->gateway_id,
				'' !== $reason ? $reason : __( '(no reason given)', 'opengive' )
			),
			'system'
		);
		throw new OpenGiveException( 'opengive_payment_failed', self::declined_message(), 402, array( 'field' => 'gatewayId' ) );
	}

	/**
	 * The one sentence donors see when a payment is refused, whatever the provider said.
	 */
	public static function declined_message(): string {
		return __( 'The payment was not accepted. No money was taken. Please check your details or try another payment method.', 'opengive' );
	}

	/**
	 * Checks the form hash when the request carries one (the donation form always does; API clients
	 * without a page may leave it out).
	 *
	 * @param DonationForm         $form  Form.
	 * @param array<string, mixed> $input Request.
	 * @throws OpenGiveException When the hash is stale or forged.
	 */
	private function check_form_hash( DonationForm $form, array $input ): void {
		if ( ! isset( $input['formHash'] ) ) {
			return;
		}
		if ( ! FormHash::verify( $form->id, (string) $input['formHash'] ) ) {
			throw new OpenGiveException( 'opengive_invalid_form_hash', __( 'This form was open for a long time and expired for your security. Nothing was charged; please submit it again.', 'opengive' ), 403, array( 'field' => 'formHash' ) );
		}
	}

	/**
	 * Rejects submissions that filled the hidden honeypot field, which people never see.
	 *
	 * @param array<string, mixed> $input Request.
	 * @throws OpenGiveException When the honeypot is filled.
	 */
	private function reject_bots( array $input ): void {
		if ( Settings::get( 'honeypot' ) && '' !== trim( (string) ( $input[ self::HONEYPOT_FIELD ] ?? '' ) ) ) {
			throw new OpenGiveException( 'opengive_spam', __( 'Your donation could not be accepted. If you are a person, please leave the last field empty and try again.', 'opengive' ), 400 );
		}
	}

	/**
	 * The stored idempotency key: a hash of the client's attempt key with what makes the gift itself, so
	 * two donors who share a key (e.g. from a cached page) never share a donation.
	 *
	 * @param string $client_key Client attempt key ('' when none).
	 * @param string $email      Donor email.
	 * @param int    $form_id    Form.
	 * @param int    $amount     Minor units.
	 * @param string $gateway_id Gateway.
	 * @throws ValidationException When the key is malformed.
	 */
	private function idempotency_key( string $client_key, string $email, int $form_id, int $amount, string $gateway_id ): ?string {
		if ( '' === $client_key ) {
			return null;
		}
		if ( ! preg_match( '/^[A-Za-z0-9-]{16,64}$/', $client_key ) ) {
			throw new ValidationException( 'opengive_invalid_idempotency_key', __( 'The request could not be matched to your donation attempt. Please reload the page and try again.', 'opengive' ), 'idempotencyKey' );
		}
		return hash( 'sha256', implode( '|', array( $client_key, $email, $form_id, $amount, $gateway_id ) ) );
	}

	/**
	 * The published form, or a 400.
	 *
	 * @param int $form_id Form id.
	 * @throws ValidationException When there is no open form with that id.
	 */
	private function open_form( int $form_id ): DonationForm {
		$form = $this->forms->find( $form_id );
		if ( null === $form || ! $form->is_open() ) {
			throw new ValidationException( 'opengive_invalid_form', __( 'This donation form is not available.', 'opengive' ), 'formId' );
		}
		return $form;
	}

	/**
	 * The amount to charge, in minor units of the form's currency: a known level's own price (the
	 * browser's figure is not trusted for levels), otherwise the custom amount checked against the
	 * form's rules and the site-wide ceiling. The custom amount is either typed text (amountText, from
	 * the no-JS form: read with the form's separators by AmountParser) or an integer of minor units
	 * (amount, from REST: never cast, so 1e20 cannot wrap).
	 *
	 * @param DonationForm         $form     Form.
	 * @param string               $level_id Chosen level id or 'custom'.
	 * @param array<string, mixed> $input    amount or amountText.
	 * @throws ValidationException When the amount is malformed or breaks a rule.
	 */
	private function amount( DonationForm $form, string $level_id, array $input ): int {
		$settings = $form->settings;
		$currency = $settings->currency;
		$level    = $settings->level( $level_id );
		if ( null !== $level ) {
			$amount = $level->amount;
		} elseif ( isset( $input['amountText'] ) && is_string( $input['amountText'] ) ) {
			$amount = AmountParser::parse( $input['amountText'], $currency );
		} else {
			$amount = AmountLimits::minor_units( $input['amount'] ?? 0 );
		}
		if ( isset( $input['currency'] ) && is_string( $input['currency'] ) && '' !== $input['currency'] && strtoupper( $input['currency'] ) !== $currency->code ) {
			/* translators: %s: the form's ISO currency code, e.g. USD */
			throw new ValidationException( 'opengive_currency_mismatch', sprintf( __( 'This form takes gifts in %s. Please reload the page and donate again.', 'opengive' ), $currency->code ), 'currency' );
		}
		$verdict = AmountRules::check( $amount, $settings->minimum, $settings->maximum, $settings->level_amounts(), $settings->custom_amount, AmountLimits::ceiling() );
		if ( null !== $level && AmountRules::BAD_MAXIMUM !== $verdict ) {
			return $amount;
		}
		switch ( $verdict ) {
			case AmountRules::VALID:
				return $amount;
			case AmountRules::EMPTY:
				throw new ValidationException( 'opengive_amount_required', __( 'Please enter a donation amount.', 'opengive' ), 'amount' );
			case AmountRules::BAD_LEVEL:
				throw new ValidationException( 'opengive_invalid_level', __( 'Please choose one of the donation amounts offered.', 'opengive' ), 'amount' );
			case AmountRules::BAD_MINIMUM:
				/* translators: %s: minimum amount with currency, e.g. $5.00 */
				throw new ValidationException( 'opengive_amount_too_low', sprintf( __( 'The minimum donation is %s.', 'opengive' ), AmountFormatter::format( (int) $settings->minimum, $currency ) ), 'amount' );
			default:
				/* translators: %s: maximum amount with currency, e.g. $10,000.00 */
				throw new ValidationException( 'opengive_amount_too_high', sprintf( __( 'The maximum donation is %s.', 'opengive' ), AmountFormatter::format( AmountLimits::maximum( $settings->maximum ), $currency ) ), 'amount' );
		}
	}

	/**
	 * The processing fee the donor covers: recomputed from the form's stored settings; a fee or total
	 * the browser sent that differs is refused (never trusted, never silently changed).
	 *
	 * @param DonationForm         $form       Form.
	 * @param int                  $amount     The gift, minor units.
	 * @param string               $gateway_id Gateway.
	 * @param array<string, mixed> $input      coverFee, feeAmount, total.
	 * @throws ValidationException When the sent fee or total does not match.
	 */
	private function fee( DonationForm $form, int $amount, string $gateway_id, array $input ): int {
		$cover    = in_array( $input['coverFee'] ?? false, array( true, 1, '1', 'true', 'enabled' ), true );
		$currency = $form->settings->currency;
		$fee      = $cover ? FeeRecovery::fee( $amount, $form->settings->fee_recovery, $gateway_id, $currency->code, $currency->minor_decimals ) : 0;
		if ( isset( $input['feeAmount'] ) && (int) $input['feeAmount'] !== $fee ) {
			throw new ValidationException( 'opengive_fee_mismatch', __( 'The processing fee for this amount and payment method has changed. Please check the total and donate again.', 'opengive' ), 'feeAmount' );
		}
		if ( isset( $input['total'] ) && (int) $input['total'] !== $amount + $fee ) {
			throw new ValidationException( 'opengive_total_mismatch', __( 'The total does not match the amount and fee. Please check the total and donate again.', 'opengive' ), 'total' );
		}
		return $fee;
	}

	/**
	 * The chosen period: 'once', or the form's period for recurring gifts. The gateway must be able to
	 * charge renewals; the daily period is refused where the spec's gateways forbid it.
	 *
	 * @param DonationForm         $form    Form.
	 * @param PaymentGateway       $gateway Gateway.
	 * @param array<string, mixed> $input   recurringPeriod.
	 * @throws ValidationException When the period is not offered or the gateway cannot renew.
	 */
	private function period( DonationForm $form, PaymentGateway $gateway, array $input ): string {
		$settings = $form->settings->recurring;
		$asked    = (string) ( $input['recurringPeriod'] ?? Period::ONCE );
		if ( null === $settings ) {
			$period = Period::ONCE;
		} elseif ( 'yes_admin' === $settings['give_recurring_option'] ) {
			$period = (string) $settings['period'];
		} else {
			$period = $asked;
		}
		$offered = null === $settings ? array( Period::ONCE ) : ( 'yes_admin' === $settings['give_recurring_option'] ? array( $settings['period'] ) : array_merge( array( Period::ONCE ), $settings['periods'] ) );
		if ( '' !== $asked && Period::ONCE !== $asked && ! in_array( $asked, $offered, true ) ) {
			throw new ValidationException( 'opengive_invalid_period', __( 'Please choose how often to give from the options offered.', 'opengive' ), 'recurringPeriod' );
		}
		if ( Period::ONCE === $period ) {
			return $period;
		}
		if ( ! $gateway instanceof SupportsRenewals ) {
			throw new ValidationException( 'opengive_gateway_not_recurring', __( 'This payment method cannot take recurring gifts. Please choose another, or give once.', 'opengive' ), 'gatewayId' );
		}
		if ( 'day' === $period && in_array( $gateway->id(), self::NO_DAILY_GATEWAYS, true ) ) {
			throw new ValidationException( 'opengive_daily_not_allowed', __( 'This payment method cannot take daily gifts. Please choose another period.', 'opengive' ), 'recurringPeriod' );
		}
		return $period;
	}

	/**
	 * Records the subscription a recurring gift starts, and links its first donation.
	 *
	 * @param DonationForm $form      Form.
	 * @param Donation     $donation  The first gift (charged or pending).
	 * @param string       $period    Period.
	 * @param string       $reference What the gateway charges renewals with.
	 */
	private function start_subscription( DonationForm $form, Donation $donation, string $period, string $reference ): void {
		$subscription                          = new Subscription();
		$subscription->donor_id                = $donation->donor_id;
		$subscription->form_id                 = $form->id;
		$subscription->campaign_id             = $form->settings->campaign_id;
		$subscription->status                  = SubscriptionStatus::ACTIVE;
		$subscription->mode                    = $donation->mode;
		$subscription->period                  = $period;
		$subscription->installments            = (int) $form->settings->recurring['installments'];
		$subscription->amount                  = $donation->amount;
		$subscription->fee_amount_recovered    = $donation->fee_amount_recovered;
		$subscription->currency                = $donation->currency;
		$subscription->gateway_id              = $donation->gateway_id;
		$subscription->gateway_subscription_id = $reference;
		$subscription->transaction_id          = $donation->gateway_transaction_id;
		$subscription->created_at              = $donation->created_at;
		$manual                                = $this->gateways->get( $donation->gateway_id ) instanceof RenewsManually;
		$subscription->renews_at               = 1 === $subscription->installments || $manual ? null : Period::nth( $donation->created_at, $period, 1 );
		if ( 1 === $subscription->installments ) {
			$subscription->status = SubscriptionStatus::COMPLETED;
		}
		Transaction::run(
			function () use ( $subscription, $donation ) {
				$this->subscriptions->insert( $subscription );
				$donation->subscription_id = $subscription->id;
				$this->donations->update( $donation );
			}
		);
	}

	/**
	 * A cleaned name.
	 *
	 * @param string $value    Raw value.
	 * @param string $field    Field name.
	 * @param bool   $required Whether it may be empty.
	 * @throws ValidationException When required and empty, or too long.
	 */
	private function name( string $value, string $field, bool $required ): string {
		$value = sanitize_text_field( $value );
		if ( $required && '' === $value ) {
			throw new ValidationException( 'opengive_first_name_required', __( 'Please enter your first name.', 'opengive' ), $field );
		}
		FieldLimits::check( $value, 'donors', 'firstName' === $field ? 'first_name' : 'last_name', $field, 'opengive_name_too_long' );
		return $value;
	}

	/**
	 * A valid email, lower-cased.
	 *
	 * @param string $value Raw value.
	 * @throws ValidationException When it is not an email address.
	 */
	private function email( string $value ): string {
		$value = strtolower( trim( $value ) );
		if ( '' === $value ) {
			throw new ValidationException( 'opengive_email_required', __( 'Please enter your email address.', 'opengive' ), 'email' );
		}
		if ( mb_strlen( $value ) > FieldLimits::max( 'donors', 'email' ) || ! is_email( $value ) ) {
			throw new ValidationException( 'opengive_invalid_email', __( 'Please enter a valid email address.', 'opengive' ), 'email' );
		}
		return $value;
	}

	/**
	 * A gateway that exists and is enabled on the form.
	 *
	 * @param DonationForm $form       Form.
	 * @param string       $gateway_id Gateway id.
	 * @throws ValidationException When it is unknown or not enabled.
	 */
	private function gateway( DonationForm $form, string $gateway_id ): PaymentGateway {
		$gateway = in_array( $gateway_id, $form->settings->gateways, true ) ? $this->gateways->available( $gateway_id ) : null;
		if ( null === $gateway ) {
			throw new ValidationException( 'opengive_invalid_gateway', __( 'Please choose an available payment method.', 'opengive' ), 'gatewayId' );
		}
		return $gateway;
	}
}
