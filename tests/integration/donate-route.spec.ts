/**
 * The donate route's contract, against the real plugin: one row per donation, 400 and no row for
 * each bad input, and a clean debug log.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

const route = () => `${ baseUrl() }/wp-json/opengive/v1/donations`;

test.describe( 'POST /opengive/v1/donations', () => {
	let formId: number;
	const valid = () => ( {
		formId,
		amount: 1234,
		levelId: 'custom',
		firstName: 'Integration',
		lastName: 'Test',
		email: 'integration@example.org',
		gatewayId: 'test',
		returnUrl: `${ baseUrl() }/donate/`,
	} );

	test.beforeAll( async ( { request } ) => {
		formId = await demoFormId( request );
	} );

	test( 'activating the plugin logged no PHP notice', async ( {
		request,
	} ) => {
		expect( ( await siteState( request ) ).debugLog ).toBe( '' );
	} );

	test( 'a valid donation creates exactly one row and answers with the receipt', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		const response = await request.post( route(), { data: valid() } );
		expect( response.status() ).toBe( 201 );
		const receipt = await response.json();
		expect( receipt ).toMatchObject( {
			status: 'publish',
			amount: 1234,
			amountFormatted: '$12.34',
			currency: 'USD',
			donorName: 'Integration Test',
			mode: 'test',
			paymentMethod: 'Test donation',
		} );
		expect( receipt.receiptUrl ).toMatch(
			/\/donate\/\?opengive-receipt=[a-f0-9]{32}$/
		);

		const after = await siteState( request );
		expect( after.donations ).toBe( before.donations + 1 );
		expect( after.last ).toMatchObject( {
			id: String( receipt.donationId ),
			amount: '1234',
			status: 'publish',
			gateway_id: 'test',
			email: 'integration@example.org',
			level_id: 'custom',
		} );
	} );

	test( 'a level is charged at its stored price, whatever amount is sent', async ( {
		request,
	} ) => {
		const response = await request.post( route(), {
			data: { ...valid(), levelId: '3', amount: 1 },
		} );
		expect( response.status() ).toBe( 201 );
		expect( ( await response.json() ).amount ).toBe( 5000 );
	} );

	const badInputs: Array< [ string, Record< string, unknown >, string ] > = [
		[
			'amount under the minimum',
			{ amount: 100 },
			'opengive_amount_too_low',
		],
		[
			'amount over the maximum',
			{ amount: 100000001 },
			'opengive_amount_too_high',
		],
		[ 'zero amount', { amount: 0 }, 'opengive_amount_required' ],
		[
			'invalid email',
			{ email: 'not-an-email' },
			'opengive_invalid_email',
		],
		[ 'empty email', { email: '' }, 'opengive_email_required' ],
		[
			'empty first name',
			{ firstName: '' },
			'opengive_first_name_required',
		],
		[
			'unknown gateway',
			{ gatewayId: 'bitcoin' },
			'opengive_invalid_gateway',
		],
		[ 'unknown form', { formId: 999999 }, 'opengive_invalid_form' ],
		[
			'amount of the wrong type',
			{ amount: 'lots' },
			'rest_invalid_param',
		],
		[
			'missing email',
			{ email: undefined },
			'rest_missing_callback_param',
		],
	];

	for ( const [ name, override, code ] of badInputs ) {
		test( `${ name } → 400 ${ code }, nothing written`, async ( {
			request,
		} ) => {
			const before = await siteState( request );
			const response = await request.post( route(), {
				data: { ...valid(), ...override },
			} );
			expect( response.status() ).toBe( 400 );
			const body = await response.json();
			expect( body.code ).toBe( code );
			expect( typeof body.message ).toBe( 'string' );
			expect( body.message.length ).toBeGreaterThan( 0 );
			const after = await siteState( request );
			expect( after.donations ).toBe( before.donations );
			expect( after.donors ).toBe( before.donors );
		} );
	}

	test( 'the route describes itself (OPTIONS returns the schema)', async ( {
		request,
	} ) => {
		const response = await request.fetch( route(), { method: 'OPTIONS' } );
		expect( response.status() ).toBe( 200 );
		const body = await response.json();
		expect( body.schema.title ).toBe( 'opengive/donation-receipt' );
		expect( body.endpoints[ 0 ].args.formId.required ).toBe( true );
	} );

	test( 'the donation form page renders a working HTML form before any script', async ( {
		request,
	} ) => {
		const html = await (
			await request.get( `${ baseUrl() }/donate/` )
		).text();
		expect( html ).toContain( 'data-opengive-form=' );
		expect( html ).toMatch( /<form[^>]+action="[^"]*admin-post\.php"/ );
		expect( html ).toContain( 'name="give-price-id"' );
		expect( html ).toContain( 'value="opengive_donate"' );
	} );

	test( 'the debug log is still empty after the suite', async ( {
		request,
	} ) => {
		expect( ( await siteState( request ) ).debugLog ).toBe( '' );
	} );
} );
