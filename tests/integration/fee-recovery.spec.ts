/**
 * Fee recovery through the real REST route and the no-JavaScript post, on the demo form
 * (test gateway: 2.9% + $0.30; offline: none).
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

let formId: number;
let counter = 0;

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

const gift = ( overrides: Record< string, unknown > ) => ( {
	formId,
	amount: 10000,
	levelId: 'custom',
	firstName: 'Fee',
	email: `fee-${ Date.now() }-${ ++counter }@example.org`,
	gatewayId: 'test',
	returnUrl: `${ baseUrl() }/donate/`,
	...overrides,
} );

test( 'the covered fee is recomputed, stored apart from the gift and charged with it', async ( {
	request,
} ) => {
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: gift( { coverFee: true, feeAmount: 330, total: 10330 } ) }
	);
	expect( response.status() ).toBe( 201 );
	expect( await response.json() ).toMatchObject( {
		amount: 10000,
		feeAmountRecovered: 330,
		total: 10330,
		totalFormatted: '$103.30',
	} );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		amount: '10000',
		fee_amount_recovered: '330',
	} );
} );

test( 'a tampered fee or total is a 400 and writes nothing', async ( {
	request,
} ) => {
	const before = await siteState( request );
	for ( const [ overrides, code ] of [
		[
			{ coverFee: true, feeAmount: 1, total: 10001 },
			'opengive_fee_mismatch',
		],
		[
			{ coverFee: true, feeAmount: 330, total: 10000 },
			'opengive_total_mismatch',
		],
		[
			{ gatewayId: 'offline', coverFee: true, feeAmount: 500 },
			'opengive_fee_mismatch',
		],
	] as const ) {
		const response = await request.post(
			`${ baseUrl() }/wp-json/opengive/v1/donations`,
			{ data: gift( overrides ) }
		);
		expect( response.status() ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe( code );
	}
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );
} );
