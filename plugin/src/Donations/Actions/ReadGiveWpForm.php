<?php
/**
 * Reads a posted donation form with GiveWP's field names.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormHash;
use OpenGive\Support\Money\AmountParser;
use OpenGive\Support\Money\Currency;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * One mapping from the posted fields (give-form-id, give-amount, give_first, payment-mode, card_city,
 * give-form-hash, card-token, ...) to CreateDonation's input, for the no-JavaScript post and the
 * legacy give_process_donation call alike. The typed amount goes on as text (amountText), which
 * CreateDonation reads with the form's separators (AmountParser), so a refusal gets the form's message.
 */
final class ReadGiveWpForm {

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Constructor.
	 *
	 * @param FormRepository $forms Forms.
	 */
	public function __construct( FormRepository $forms ) {
		$this->forms = $forms;
	}

	/**
	 * The request as CreateDonation takes it (amountText: the amount as typed), plus amountRaw (the same
	 * text, which the form shows again after an error).
	 *
	 * @param array<string, mixed> $post Unslashed POST fields.
	 * @return array<string, mixed>
	 */
	public function __invoke( array $post ): array {
		$text  = static function ( string $name ) use ( $post ): string {
			return isset( $post[ $name ] ) && is_scalar( $post[ $name ] ) ? sanitize_text_field( (string) $post[ $name ] ) : '';
		};
		$input = array(
			'formId'         => FieldLimits::id( $text( 'give-form-id' ) ),
			'levelId'        => $text( 'give-price-id' ),
			'amountRaw'      => $text( 'give-amount' ),
			'firstName'      => $text( 'give_first' ),
			'lastName'       => $text( 'give_last' ),
			'email'          => $text( 'give_email' ),
			'gatewayId'      => sanitize_key( $text( 'payment-mode' ) ),
			'companyOption'  => sanitize_key( $text( 'give_company_option' ) ),
			'company'        => $text( 'give_company_name' ),
			'bankAccountType' => $text( 'give_bank_account_type' ),
			'comment'        => isset( $post['give_comment'] ) && is_scalar( $post['give_comment'] ) ? sanitize_textarea_field( (string) $post['give_comment'] ) : '',
			'anonymous'      => ! empty( $post['give_anonymous_donation'] ),
			'termsAccepted'  => ! empty( $post['give_agree_to_terms'] ),
			'billingAddress' => array(
				'address1' => $text( 'card_address' ),
				'address2' => $text( 'card_address_2' ),
				'city'     => $text( 'card_city' ),
				'state'    => $text( 'card_state' ),
				'country'  => $text( 'give_address_country' ),
				'zip'      => $text( 'card_zip' ),
			),
			'customFields'   => isset( $post['opengive_field'] ) && is_array( $post['opengive_field'] ) ? array_map( 'sanitize_text_field', array_filter( $post['opengive_field'], 'is_scalar' ) ) : array(),
			CreateDonation::HONEYPOT_FIELD => $text( CreateDonation::HONEYPOT_FIELD ),
			'formHash'       => $text( FormHash::FIELD ),
		);
		// GiveWP's recurring fields: give-recurring-period, or the yes/no of _give_is_donation_recurring.
		if ( '' !== $text( 'give-recurring-period' ) && '1' === $text( '_give_is_donation_recurring' ) ) {
			$input['recurringPeriod'] = sanitize_key( $text( 'give-recurring-period' ) );
		}
		// GiveWP's fee fields: give-fee-mode-enable ('true' when the donor covers it), give-fee-amount.
		if ( 'true' === $text( 'give-fee-mode-enable' ) ) {
			$input['coverFee'] = true;
		}
		if ( '' !== $text( 'give-fee-amount' ) ) {
			$input['feeAmountRaw'] = $text( 'give-fee-amount' );
		}
		if ( ! empty( $post['give_create_account'] ) ) {
			$input['createAccount']   = true;
			$input['accountPassword'] = isset( $post['give_user_pass'] ) && is_scalar( $post['give_user_pass'] ) ? (string) $post['give_user_pass'] : '';
		}
		if ( '' !== $text( 'card-token' ) ) {
			$input['paymentToken'] = $text( 'card-token' );
		}
		// The typed amount is read by CreateDonation with the form's separators, so a refusal
		// ("12,50" on a dollar form, "-5000", "1e20") comes back as the form's own message.
		$input['amountText'] = $input['amountRaw'];
		if ( isset( $input['feeAmountRaw'] ) ) {
			$form     = $this->forms->find( $input['formId'] );
			$currency = $form ? $form->settings->currency : Currency::from_array( array() );
			list( $verdict, $fee ) = AmountParser::read( (string) $input['feeAmountRaw'], $currency );
			// A fee that is not an amount cannot match the server's: -1 is refused as opengive_fee_mismatch.
			$input['feeAmount'] = AmountParser::OK === $verdict ? $fee : -1;
			unset( $input['feeAmountRaw'] );
		}
		return $input;
	}
}
