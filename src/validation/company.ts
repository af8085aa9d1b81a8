/**
 * When a form asks for the company name: always, after "yes" to "on behalf of a company?", or for a
 * business bank account (bank account type 1, a condition the conditional-field engine evaluates).
 */
import { isConditionMet, type FieldCondition } from './conditions';

export type CompanyMode = 'none' | 'optional' | 'required' | 'accountType';

export const BUSINESS_ACCOUNT: FieldCondition = {
	field: 'bankAccountType',
	operator: '=',
	value: '1',
};

/**
 * Whether the company name is shown and required.
 *
 * @param mode            The form's company setting.
 * @param companyOption   The donor's yes/no.
 * @param bankAccountType '0' personal, '1' business.
 */
export function asksCompany(
	mode: CompanyMode,
	companyOption: string,
	bankAccountType: string
): boolean {
	switch ( mode ) {
		case 'required':
			return true;
		case 'optional':
			return companyOption === 'yes';
		case 'accountType':
			return isConditionMet( BUSINESS_ACCOUNT, { bankAccountType } );
		default:
			return false;
	}
}
