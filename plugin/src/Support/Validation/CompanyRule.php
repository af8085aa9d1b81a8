<?php
/**
 * When a form asks for the company name.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Always, after "yes" to "on behalf of a company?", or for a business bank account (bank account type
 * 1, evaluated by the conditional-field engine). The twin of src/validation/company.ts; both pass
 * tests/fixtures/company-rule.json.
 */
final class CompanyRule {

	/**
	 * The business-account condition.
	 */
	const BUSINESS_ACCOUNT = array(
		'field'    => 'bankAccountType',
		'operator' => '=',
		'value'    => '1',
	);

	/**
	 * Whether the company name is shown and required.
	 *
	 * @param string $mode              none|optional|required|accountType.
	 * @param string $company_option    The donor's yes/no.
	 * @param string $bank_account_type '0' personal, '1' business.
	 */
	public static function asks_company( string $mode, string $company_option, string $bank_account_type ): bool {
		switch ( $mode ) {
			case 'required':
				return true;
			case 'optional':
				return 'yes' === $company_option;
			case 'accountType':
				return Conditions::is_met( self::BUSINESS_ACCOUNT, array( 'bankAccountType' => $bank_account_type ) );
			default:
				return false;
		}
	}
}
