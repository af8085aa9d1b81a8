import fixture from '../../../tests/fixtures/company-rule.json';
import { asksCompany, type CompanyMode } from '../company';

describe( 'asksCompany (tests/fixtures/company-rule.json, shared with PHP)', () => {
	it.each( fixture.cases.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			expect(
				asksCompany(
					row.company as CompanyMode,
					row.companyOption,
					row.bankAccountType
				)
			).toBe( row.expected );
		}
	);
} );
