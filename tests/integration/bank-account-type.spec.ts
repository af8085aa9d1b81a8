/**
 * The bank account type on the demo "Business Partners" form, through the real REST route and page.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, formIdByTitle, siteState } from '../site';

test( 'a business account without a company name is a 400 and writes nothing; a personal one drops the name', async ( {
	request,
} ) => {
	const formId = await formIdByTitle( request, 'Business Partners' );
	const page = await (
		await request.get( `${ baseUrl() }/business-giving/` )
	).text();
	expect( page ).toContain( 'name="give_bank_account_type"' );

	const gift = {
		formId,
		levelId: '1',
		firstName: 'Firm',
		email: `firm-${ Date.now() }@example.org`,
		gatewayId: 'test',
		returnUrl: `${ baseUrl() }/business-giving/`,
	};
	const before = await siteState( request );
	const missing = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: { ...gift, bankAccountType: '1', company: '' } }
	);
	expect( missing.status() ).toBe( 400 );
	expect( await missing.json() ).toMatchObject( {
		code: 'opengive_company_required',
		data: { field: 'company' },
	} );
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );

	const personal = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: { ...gift, bankAccountType: '0', company: 'Crafted Inc' } }
	);
	expect( personal.status() ).toBe( 201 );
	expect( ( await siteState( request ) ).last?.company ).toBe( '' );
} );
