/**
 * The "In Memory" form's rules hold for a crafted request that skips the browser.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, formIdByTitle, siteState } from '../site';

test.describe( 'form fields on the server', () => {
	let formId: number;
	const gift = ( overrides: Record< string, unknown > = {} ) => ( {
		formId,
		amount: 2500,
		levelId: '1',
		firstName: 'Crafted',
		email: 'crafted@example.org',
		gatewayId: 'test',
		termsAccepted: true,
		customFields: { reason: 'A general gift' },
		billingAddress: {
			address1: '1 Light Lane',
			city: 'Portland',
			state: 'ME',
			country: 'US',
			zip: '04101',
		},
		...overrides,
	} );

	test.beforeAll( async ( { request } ) => {
		formId = await formIdByTitle( request, 'In Memory' );
	} );

	const rejected: Array< [ string, Record< string, unknown >, string ] > = [
		[
			'terms not accepted',
			{ termsAccepted: false },
			'opengive_terms_required',
		],
		[
			'required select missing',
			{ customFields: {} },
			'opengive_field_required',
		],
		[
			'unknown option',
			{ customFields: { reason: 'Free lunch' } },
			'opengive_invalid_option',
		],
		[
			'visible conditional field missing',
			{ customFields: { reason: 'In memory of someone' } },
			'opengive_field_required',
		],
		[
			'company yes without a name',
			{ companyOption: 'yes' },
			'opengive_company_required',
		],
		[
			'custom fields not an object',
			{ customFields: 'reason=x' },
			'rest_invalid_param',
		],
	];

	for ( const [ name, override, code ] of rejected ) {
		test( `${ name } → 400 ${ code }, nothing written`, async ( {
			request,
		} ) => {
			const before = await siteState( request );
			const response = await request.post(
				`${ baseUrl() }/wp-json/opengive/v1/donations`,
				{ data: gift( override ) }
			);
			expect( response.status() ).toBe( 400 );
			expect( ( await response.json() ).code ).toBe( code );
			expect( ( await siteState( request ) ).donations ).toBe(
				before.donations
			);
		} );
	}

	test( 'a hidden conditional answer is dropped, not stored', async ( {
		request,
	} ) => {
		const response = await request.post(
			`${ baseUrl() }/wp-json/opengive/v1/donations`,
			{
				data: gift( {
					customFields: {
						reason: 'A general gift',
						tribute: 'smuggled',
						plaque: '1',
					},
				} ),
			}
		);
		expect( response.status() ).toBe( 201 );
		const { last } = await siteState( request );
		expect( JSON.parse( String( last?.custom_fields ) ) ).toEqual( {
			reason: 'A general gift',
		} );
	} );
} );
