<?php
/**
 * Validates a donation request, records it and charges it.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Actions\Steps\AfterDonation;
use OpenGive\Donations\Actions\Steps\BuildDonation;
use OpenGive\Donations\Actions\Steps\ChargeGateway;
use OpenGive\Donations\Actions\Steps\IdempotencyKey;
use OpenGive\Donations\Actions\Steps\SaveDonorAndDonation;
use OpenGive\Donations\Actions\Steps\StartSubscription;
use OpenGive\Donations\Actions\Steps\ValidateRequest;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\Repositories\SubscriptionRepository;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Security\RateLimiter;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The one path every donation takes, from REST and from the no-JavaScript form post alike, as named
 * steps (Steps\): validate the request → resolve the donor and write the donation → charge through the
 * gateway → record the outcome (a recurring gift's subscription) → side effects. Everything is
 * validated before anything is written, so a rejected request leaves no row behind.
 */
final class CreateDonation {

	/**
	 * Name of the honeypot field, in REST and in the server-rendered form.
	 */
	const HONEYPOT_FIELD = ValidateRequest::HONEYPOT_FIELD;

	/**
	 * Donations (replays of an attempt).
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Attempt counters.
	 *
	 * @var RateLimiter
	 */
	private $limiter;

	/**
	 * Donors (a retried charge finds its donor again).
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Step 1: validate the request.
	 *
	 * @var ValidateRequest
	 */
	private $validate_request;

	/**
	 * Steps 2 and 3: resolve the donor, write the donation.
	 *
	 * @var SaveDonorAndDonation
	 */
	private $save;

	/**
	 * Step 4: charge through the gateway.
	 *
	 * @var ChargeGateway
	 */
	private $charge;

	/**
	 * Step 5: record the outcome (a recurring gift's subscription).
	 *
	 * @var StartSubscription
	 */
	private $start_subscription;

	/**
	 * Constructor.
	 *
	 * @param FormRepository         $forms         Forms.
	 * @param DonorRepository        $donors        Donors.
	 * @param DonationRepository     $donations     Donations.
	 * @param GatewayRegistry        $gateways      Gateways.
	 * @param RateLimiter            $limiter       Attempt counters.
	 * @param SubscriptionRepository $subscriptions Subscriptions.
	 */
	public function __construct( FormRepository $forms, DonorRepository $donors, DonationRepository $donations, GatewayRegistry $gateways, RateLimiter $limiter, SubscriptionRepository $subscriptions ) {
		$this->donations          = $donations;
		$this->donors             = $donors;
		$this->limiter            = $limiter;
		$this->validate_request   = new ValidateRequest( $forms, $gateways );
		$this->save               = new SaveDonorAndDonation( $donors, $donations );
		$this->charge             = new ChargeGateway( $donations );
		$this->start_subscription = new StartSubscription( $subscriptions, $donations, $gateways );
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
		$checked = ( $this->validate_request )( $input );
		/**
		 * Fires before a checked donation is saved and charged. Throw an
		 * OpenGive\Support\Exceptions\ValidationException to refuse it (the donor sees its message).
		 *
		 * @param array<string, mixed> $input   The donation input as sent.
		 * @param int                  $form_id The form.
		 * @param int                  $amount  The gift in minor units.
		 * @param string               $gateway The gateway id.
		 */
		do_action( 'opengive_before_donation', $input, $checked->form->id, $checked->amount, $checked->gateway->id() );
		$key     = IdempotencyKey::derive( (string) ( $input['idempotencyKey'] ?? '' ), $checked->email, $checked->form->id, $checked->amount, $checked->gateway->id() );

		$replay = null === $key ? null : $this->donations->find_by_idempotency_key( $key );
		// A replay answers the recorded donation, unless its charge got no answer: then it is sent again.
		$retry = null !== $replay && ChargeGateway::claim_retry( $replay, $checked->gateway );
		if ( null !== $replay && ! $retry ) {
			return $replay;
		}
		$window = (int) Settings::get( 'rate_limit_window' );
		$this->limiter->hit( RateLimiter::ip_bucket( $ip ), (int) Settings::get( 'rate_limit_ip' ), $window );
		$this->limiter->hit( 'email:' . $checked->email, (int) Settings::get( 'rate_limit_email' ), $window );

		list( $donor, $donation ) = $retry
			? array( $this->donors->find( $replay->donor_id ), $replay )
			: ( $this->save )( ( new BuildDonation() )( $checked, $key, $ip ), $checked );
		if ( null === $donor ) {
			return $donation; // The same attempt (same derived idempotency key) won the race: its donation is the answer.
		}
		$reference = ( $this->charge )( $donation, $checked->gateway, $checked->payment );
		if ( Period::ONCE !== $checked->period ) {
			( $this->start_subscription )( $checked->form, $donation, $checked->period, $reference );
		}
		( new AfterDonation() )( $donor, $donation, $checked->password, $input );
		return $donation;
	}

	/**
	 * Runs every check a donation must pass, writing nothing (GiveWP's give_process_donation asks this
	 * before the form is posted for real).
	 *
	 * @param array<string, mixed> $input As for __invoke().
	 * @throws OpenGiveException When the input is rejected.
	 */
	public function validate( array $input ): void {
		( $this->validate_request )( $input );
	}

	/**
	 * The one sentence donors see when a payment is refused, whatever the provider said.
	 */
	public static function declined_message(): string {
		return ChargeGateway::declined_message();
	}
}
