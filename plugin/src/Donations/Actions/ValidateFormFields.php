<?php
/**
 * The donor-facing optional fields a form can ask for.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Forms\Models\DonationForm;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Validation\CompanyRule;
use OpenGive\Support\Validation\FieldLimits;
use OpenGive\Support\Validation\Conditions;

defined( 'ABSPATH' ) || exit;

/**
 * Company, comment, anonymity, terms and custom fields, checked against the form's settings exactly as
 * the browser shows them: hidden conditional fields are neither required nor stored.
 */
final class ValidateFormFields {

	/**
	 * Validates and cleans the optional fields.
	 *
	 * @param DonationForm          $form     The form.
	 * @param array<string, mixed>  $input    Request: companyOption, company, comment, anonymous, termsAccepted, customFields.
	 * @param array<string, string> $builtins Values conditions may refer to: amount, levelId, gatewayId.
	 * @return array{company: string, comment: string, anonymous: bool, custom_fields: array<string, string>}
	 * @throws ValidationException On the first field that breaks a rule.
	 */
	public function __invoke( DonationForm $form, array $input, array $builtins ): array {
		$settings = $form->settings;

		$company_option = 'yes' === ( $input['companyOption'] ?? '' ) ? 'yes' : 'no';
		$company        = sanitize_text_field( (string) ( $input['company'] ?? '' ) );
		$account_type   = 'accountType' === $settings->company && '1' === (string) ( $input['bankAccountType'] ?? '' ) ? '1' : '0';
		if ( ! CompanyRule::asks_company( $settings->company, $company_option, $account_type ) ) {
			$company = ''; // "No" (or a personal account) hides and clears the company name.
		} elseif ( '' === $company ) {
			throw new ValidationException( 'opengive_company_required', __( 'Please enter the company name.', 'opengive' ), 'company' );
		} else {
			FieldLimits::check( $company, 'donations', 'company', 'company', 'opengive_company_too_long' );
		}

		$comment = $settings->comment ? sanitize_textarea_field( (string) ( $input['comment'] ?? '' ) ) : '';
		$comment_max = FieldLimits::max( 'form', 'comment' );
		if ( mb_strlen( $comment ) > $comment_max ) {
			/* translators: %d: maximum number of characters */
			throw new ValidationException( 'opengive_comment_too_long', sprintf( __( 'Comments can be at most %d characters long.', 'opengive' ), $comment_max ), 'comment' );
		}

		if ( $settings->terms['enabled'] && ! self::truthy( $input['termsAccepted'] ?? false ) ) {
			throw new ValidationException( 'opengive_terms_required', __( 'Please accept the terms to continue.', 'opengive' ), 'termsAccepted' );
		}

		return array(
			'company'       => $company,
			'comment'       => $comment,
			'anonymous'     => $settings->anonymous && self::truthy( $input['anonymous'] ?? false ),
			'custom_fields' => $this->custom_fields( $form, (array) ( $input['customFields'] ?? array() ), array_merge(
					$builtins,
					array(
						'companyOption'   => $company_option,
						'bankAccountType' => $account_type,
					)
				) ),
		);
	}

	/**
	 * The visible custom fields' answers, validated.
	 *
	 * @param DonationForm          $form     The form.
	 * @param array<string, mixed>  $answers  Answers by field name.
	 * @param array<string, string> $builtins Built-in values conditions may use.
	 * @return array<string, string>
	 * @throws ValidationException On a missing, unknown or malformed answer.
	 */
	private function custom_fields( DonationForm $form, array $answers, array $builtins ): array {
		$fields = $form->settings->custom_fields;
		$values = $builtins;
		foreach ( $fields as $field ) {
			$raw                      = $answers[ $field['name'] ] ?? '';
			$values[ $field['name'] ] = 'checkbox' === $field['type'] ? ( self::truthy( $raw ) ? '1' : '' ) : trim( sanitize_text_field( (string) $raw ) );
		}
		$visible = Conditions::visible_field_names( $fields, $values );
		$clean   = array();
		foreach ( $fields as $field ) {
			$name = $field['name'];
			if ( ! in_array( $name, $visible, true ) ) {
				continue;
			}
			$value = $values[ $name ];
			if ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: %s: field label */
					throw new ValidationException( 'opengive_field_required', sprintf( __( 'Please fill in "%s".', 'opengive' ), $field['label'] ), $name );
				}
				continue;
			}
			if ( 'select' === $field['type'] && ! in_array( $value, $field['options'], true ) ) {
				/* translators: %s: field label */
				throw new ValidationException( 'opengive_invalid_option', sprintf( __( 'Please choose one of the options for "%s".', 'opengive' ), $field['label'] ), $name );
			}
			if ( 'number' === $field['type'] && ! is_numeric( $value ) ) {
				/* translators: %s: field label */
				throw new ValidationException( 'opengive_invalid_number', sprintf( __( 'Please enter a number for "%s".', 'opengive' ), $field['label'] ), $name );
			}
			$value_max = FieldLimits::max( 'form', 'custom_field' );
			if ( mb_strlen( $value ) > $value_max ) {
				/* translators: 1: field label, 2: maximum characters */
				throw new ValidationException( 'opengive_value_too_long', sprintf( __( '"%1$s" can be at most %2$d characters long.', 'opengive' ), $field['label'], $value_max ), $name );
			}
			$clean[ $name ] = $value;
		}
		return $clean;
	}

	/**
	 * Whether a submitted flag is on (true, 1, "1", "yes", "on").
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function truthy( $value ): bool {
		return true === $value || in_array( strtolower( (string) $value ), array( '1', 'yes', 'on', 'true' ), true );
	}
}
