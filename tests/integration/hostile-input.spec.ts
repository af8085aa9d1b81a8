/**
 * Requests that used to end in a PHP fatal error (500), or left a donor row behind: each now gets a
 * 4xx (or, on the no-JavaScript post, the 303 back to the form) with a stable error code, no fatal
 * in the debug log and no row written. Run on the native target too: MariaDB enforces column
 * lengths that SQLite does not.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	formIdByTitle,
	logInWithRole,
	siteState,
	type LoggedIn,
} from '../site';

const ajax = () => `${ baseUrl() }/wp-admin/admin-ajax.php`;
const adminPost = () => `${ baseUrl() }/wp-admin/admin-post.php`;
const HUGE_NEGATIVE_ID = '-100000000000000000000';

async function fatals( request: APIRequestContext ): Promise< number > {
	return (
		( await siteState( request ) ).debugLog.match( /PHP Fatal error/g ) ??
		[]
	).length;
}

/**
 * Rows in the donors and donations tables.
 * @param request
 */
async function rows( request: APIRequestContext ) {
	const state = await siteState( request );
	return { donors: state.donors, donations: state.donations };
}

test( 'give_load_gateway with give_form_id=-1e20 answers 400 opengive_invalid_form, not a fatal error', async ( {
	request,
} ) => {
	const before = await fatals( request );
	const response = await request.post( ajax(), {
		form: {
			action: 'give_load_gateway',
			give_form_id: HUGE_NEGATIVE_ID,
			give_payment_mode: 'test',
		},
	} );
	expect( response.status() ).toBe( 400 );
	expect( await response.text() ).toContain(
		'data-code="opengive_invalid_form"'
	);
	expect( await fatals( request ) ).toBe( before );
} );

test( 'the form view with opengive-form-view=-1e20 answers 404, not a fatal error', async ( {
	request,
} ) => {
	const before = await fatals( request );
	const response = await request.get(
		`${ baseUrl() }/?opengive-form-view=${ HUGE_NEGATIVE_ID }`,
		{ maxRedirects: 0 }
	);
	expect( response.status() ).toBe( 404 );
	expect( await response.text() ).toContain(
		'This donation form is not available.'
	);
	expect( await fatals( request ) ).toBe( before );
} );

for ( const field of [ 'give_form_id', 'give-form-id' ] ) {
	test( `give_process_donation with ${ field }=-1e20 answers the give_errors block with opengive_invalid_form`, async ( {
		request,
	} ) => {
		const before = await fatals( request );
		const response = await request.post( ajax(), {
			form: {
				action: 'give_process_donation',
				give_ajax: 'true',
				[ field ]: HUGE_NEGATIVE_ID,
				'give-amount': '10.00',
				give_first: 'Hostile',
				give_email: 'hostile@example.org',
				'payment-mode': 'test',
			},
		} );
		// GiveWP's contract: 200 with 'success' or the errors as HTML (spec section 7).
		expect( response.status() ).toBe( 200 );
		const body = await response.text();
		expect( body ).toContain( 'class="give_errors"' );
		expect( body ).toContain( 'data-code="opengive_invalid_form"' );
		expect( await fatals( request ) ).toBe( before );
	} );
}

test( 'opengive_donate with give-current-url[]=x goes back to the form with an error, writes nothing', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const before = await rows( request );
	const fatalsBefore = await fatals( request );
	const response = await request.post( adminPost(), {
		form: {
			action: 'opengive_donate',
			'give-current-url[]': 'x',
			'give-form-id': String( formId ),
			'give-amount': 'ten',
			give_first: 'Hostile',
			give_email: 'hostile-url@example.org',
			'payment-mode': 'test',
		},
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 303 );
	expect( response.headers().location ).toContain( 'opengive-error=' );
	expect( await rows( request ) ).toEqual( before );
	expect( await fatals( request ) ).toBe( fatalsBefore );
} );

test( 'opengive_donate with give-form-id=-1e20 goes back with an error, writes nothing', async ( {
	request,
} ) => {
	const before = await rows( request );
	const fatalsBefore = await fatals( request );
	const response = await request.post( adminPost(), {
		form: {
			action: 'opengive_donate',
			'give-form-id': '-1e20',
			'give-amount': '10.00',
			give_first: 'Hostile',
			give_email: 'hostile-id@example.org',
			'payment-mode': 'test',
		},
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 303 );
	expect( response.headers().location ).toContain( 'opengive-error=' );
	expect( await rows( request ) ).toEqual( before );
	expect( await fatals( request ) ).toBe( fatalsBefore );
} );

test( 'a billing city of 150 characters (column holds 100) is refused with 400 opengive_address_too_long; no donor row is left', async ( {
	request,
} ) => {
	const formId = await formIdByTitle( request, 'In Memory' );
	const before = await rows( request );
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2500,
				levelId: '1',
				firstName: 'Long',
				email: 'long-city-new-donor@example.org',
				gatewayId: 'test',
				termsAccepted: true,
				customFields: { reason: 'A general gift' },
				billingAddress: {
					address1: '1 Light Lane',
					city: 'C'.repeat( 150 ),
					state: 'ME',
					country: 'US',
					zip: '04101',
				},
			},
		}
	);
	expect( response.status() ).toBe( 400 );
	const body = await response.json();
	expect( body.code ).toBe( 'opengive_address_too_long' );
	expect( body.data.field ).toBe( 'city' );
	expect( body.message ).toContain( '100' );
	expect( await rows( request ) ).toEqual( before );
} );

test.describe( 'admin edits checked against the column after sanitising', () => {
	let admin: LoggedIn;
	let donationId: number;
	let donorId: number;

	test.beforeAll( async ( { playwright, request } ) => {
		admin = await logInWithRole( playwright, 'administrator' );
		const formId = await demoFormId( request );
		const made = await request.post(
			`${ baseUrl() }/wp-json/opengive/v1/donations`,
			{
				data: {
					formId,
					amount: 1500,
					levelId: 'custom',
					firstName: 'Patched',
					email: 'patched-honorific@example.org',
					gatewayId: 'test',
				},
			}
		);
		expect( made.status() ).toBe( 201 );
		const last = ( await siteState( request ) ).last;
		donationId = Number( last?.id );
		donorId = Number( last?.donor_id );
	} );

	test.afterAll( async () => {
		await admin.context.dispose();
	} );

	test( 'PATCH givewp/v3/donations: an honorific of 10 "<" (40 characters once sanitised, column 20) → 400, nothing changed', async () => {
		const url = `${ baseUrl() }/wp-json/givewp/v3/donations/${ donationId }`;
		const response = await admin.context.fetch( url, {
			method: 'PATCH',
			headers: { 'X-WP-Nonce': admin.nonce },
			data: { honorific: '<'.repeat( 10 ), firstName: 'Changed' },
		} );
		expect( response.status() ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'opengive_value_too_long' );
		expect( body.data.field ).toBe( 'honorific' );
		const after = await (
			await admin.context.get( url, {
				headers: { 'X-WP-Nonce': admin.nonce },
			} )
		).json();
		expect( after.firstName ).toBe( 'Patched' );
	} );

	test( 'PATCH givewp/v3/donors: a first name of 30 "<" (120 characters once sanitised, column 100) → 400', async () => {
		const response = await admin.context.fetch(
			`${ baseUrl() }/wp-json/givewp/v3/donors/${ donorId }`,
			{
				method: 'PATCH',
				headers: { 'X-WP-Nonce': admin.nonce },
				data: { firstName: '<'.repeat( 30 ) },
			}
		);
		expect( response.status() ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'opengive_value_too_long' );
		expect( body.data.field ).toBe( 'firstName' );
	} );
} );
