/**
 * GiveWP's admin-ajax contract (spec section 7) for the form hash and the donation check, and the
 * form hash on the REST route.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

const ajax = () => `${ baseUrl() }/wp-admin/admin-ajax.php`;

let formId: number;

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

async function freshHash( request: APIRequestContext ): Promise< string > {
	const answer = await (
		await request.post( ajax(), {
			form: {
				action: 'give_donation_form_nonce',
				give_form_id: String( formId ),
			},
		} )
	).json();
	expect( answer.success ).toBe( true );
	return answer.data;
}

const givewpForm = (
	hash: string,
	overrides: Record< string, string > = {}
) => ( {
	action: 'give_process_donation',
	give_ajax: 'true',
	'give-form-id': String( formId ),
	'give-form-hash': hash,
	'give-price-id': 'custom',
	'give-amount': '12.00',
	give_first: 'Legacy',
	give_last: 'Ajax',
	give_email: 'legacy-ajax@example.org',
	'payment-mode': 'test',
	...overrides,
} );

test( 'give_donation_form_nonce answers a new hash in data; give_donation_form_reset_all_nonce all of them', async ( {
	request,
} ) => {
	expect( await freshHash( request ) ).toMatch( /^[a-f0-9]{10}$/ );
	const response = await request.post( ajax(), {
		form: {
			action: 'give_donation_form_reset_all_nonce',
			give_form_id: String( formId ),
		},
	} );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	const all = await response.json();
	expect( all.success ).toBe( true );
	expect( all.data ).toMatchObject( {
		give_form_hash: expect.stringMatching( /^[a-f0-9]{10}$/ ),
		give_form_user_register_hash: expect.stringMatching( /^[a-f0-9]{10}$/ ),
		rest_nonce: expect.stringMatching( /^[a-f0-9]{10}$/ ),
	} );
	expect( all.data.life ).toBeGreaterThan( 0 );

	const unknown = await request.post( ajax(), {
		form: { action: 'give_donation_form_nonce', give_form_id: '999999' },
	} );
	expect( unknown.status() ).toBe( 400 );
	expect( ( await unknown.json() ).success ).toBe( false );
} );

test( "give_process_donation answers 'success' for a valid form and writes nothing", async ( {
	request,
} ) => {
	const before = await siteState( request );
	const response = await request.post( ajax(), {
		form: givewpForm( await freshHash( request ) ),
	} );
	expect( ( await response.text() ).trim() ).toBe( 'success' );
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );
} );

test( 'give_process_donation answers the error HTML block for each rule broken', async ( {
	request,
} ) => {
	const hash = await freshHash( request );
	const cases: Array< [ Record< string, string >, string ] > = [
		[ { 'give-amount': '1' }, 'The minimum donation is $5.00.' ],
		[
			{ give_email: 'not-an-email' },
			'Please enter a valid email address.',
		],
		[
			{ 'payment-mode': 'paypal' },
			'Please choose an available payment method.',
		],
		[
			{ 'give-form-hash': 'forged0000' },
			'This form was open for a long time and expired',
		],
	];
	for ( const [ overrides, message ] of cases ) {
		const text = await (
			await request.post( ajax(), {
				form: givewpForm( hash, overrides ),
			} )
		).text();
		expect( text ).toMatch(
			/^<div class="give_errors" role="alert"><p class="give_error" data-code="opengive_[a-z_]+"><strong>Error<\/strong>: /
		);
		expect( text ).toContain( message );
	}
} );

test( 'the REST route refuses a stale form hash with 403 and writes nothing; a fresh one donates', async ( {
	request,
} ) => {
	const before = await siteState( request );
	const gift = {
		formId,
		amount: 1500,
		levelId: 'custom',
		firstName: 'Hash',
		email: 'hash-rest@example.org',
		gatewayId: 'test',
		returnUrl: `${ baseUrl() }/donate/`,
	};
	const stale = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: { ...gift, formHash: 'stale00000' } }
	);
	expect( stale.status() ).toBe( 403 );
	expect( ( await stale.json() ).code ).toBe( 'opengive_invalid_form_hash' );
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );

	const fresh = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: { ...gift, formHash: await freshHash( request ) } }
	);
	expect( fresh.status() ).toBe( 201 );
} );
