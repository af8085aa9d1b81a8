<?php
/**
 * Step of CreateDonation: validates a donation request.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Actions\ValidateBillingAddress;
use OpenGive\Donations\Actions\ValidateFormFields;
use OpenGive\Donations\ValueObjects\CheckedDonation;
use OpenGive\Donors\Actions\DonorAccount;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormHash;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Settings;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Step 1 of CreateDonation (validate request): every check a donation must pass, writing nothing.
 */
final class ValidateRequest {

	/**
	 * Name of the honeypot field, in REST and in the server-rendered form.
	 */
	const HONEYPOT_FIELD = 'opengive_website';

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
	 * Amount and fee checks.
	 *
	 * @var CheckAmount
	 */
	private $amounts;

	/**
	 * Period checks.
	 *
	 * @var CheckPeriod
	 */
	private $periods;

	/**
	 * Constructor.
	 *
	 * @param FormRepository  $forms    Forms.
	 * @param GatewayRegistry $gateways Gateways.
	 */
	public function __construct( FormRepository $forms, GatewayRegistry $gateways ) {
		$this->forms    = $forms;
		$this->gateways = $gateways;
		$this->amounts  = new CheckAmount();
		$this->periods  = new CheckPeriod();
	}
	/**
	 * The validated parts of a request: everything is checked before anything is written.
	 *
	 * @param array<string, mixed> $input As for CreateDonation::__invoke().
	 * @throws OpenGiveException When the input is rejected.
	 */
	public function __invoke( array $input ): CheckedDonation {
		$this->reject_bots( $input );
		$c       = new CheckedDonation();
		$c->form = $this->open_form( (int) ( $input['formId'] ?? 0 ) );
		$this->check_form_hash( $c->form, $input );
		$c->level_id   = trim( (string) ( $input['levelId'] ?? '' ) );
		$c->amount     = $this->amounts->amount( $c->form, $c->level_id, $input );
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
		$c->fee     = $this->amounts->fee( $c->form, $c->amount, $c->gateway->id(), $input );
		$c->period  = $this->periods->period( $c->form, $c->gateway, $input );
		$c->payment = $c->gateway->payment_data( $input );
		if ( Period::ONCE !== $c->period ) {
			$c->payment['recurring'] = true;
		}
		$c->address  = $c->form->settings->billing_address ? ( new ValidateBillingAddress() )( (array) ( $input['billingAddress'] ?? array() ) ) : null;
		$c->password = ( new DonorAccount() )->requested( $input, $c->email );
		return $c;
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
	 * The published form, or a 400; a 403 for a password-protected form this visitor has not unlocked.
	 *
	 * @param int $form_id Form id.
	 * @throws ValidationException When there is no open form with that id.
	 * @throws OpenGiveException When the form asks for its password.
	 */
	private function open_form( int $form_id ): DonationForm {
		$form = $this->forms->find( $form_id );
		if ( null === $form || ! $form->is_open() ) {
			throw new ValidationException( 'opengive_invalid_form', __( 'This donation form is not available.', 'opengive' ), 'formId' );
		}
		if ( FormPassword::locked( $form->id ) ) {
			throw FormPassword::refusal();
		}
		return $form;
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
		$gateway = in_array( $gateway_id, $form->settings->gateways, true ) ? $this->gateways->offered( $gateway_id ) : null;
		if ( null === $gateway ) {
			throw new ValidationException( 'opengive_invalid_gateway', __( 'Please choose an available payment method.', 'opengive' ), 'gatewayId' );
		}
		return $gateway;
	}
}
