/**
 * The donor routes' remaining defences, attacked through the real plugin: the card-update route is
 * no card-checking oracle, and the session cookies cannot be read by scripts or sent cross-site.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, restNonce, siteState } from '../site';

const donations = () => `${ baseUrl() }/wp-json/opengive/v1/donations`;

test( 'attack: a card tester posting tokens to the card-update route gets 403 for a gift that is not theirs, then 429, and the gift keeps its card', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const hers = await request.post( donations(), {
		data: {
			formId,
			amount: 2600,
			levelId: 'custom',
			firstName: 'Card',
			email: `card-victim-${ Date.now() }@example.org`,
			gatewayId: 'test',
			recurringPeriod: 'month',
		},
	} );
	const { subscriptionId } = await hers.json();
	const before = ( await siteState( request ) ).lastSubscription;

	const tester = await playwright.request.newContext();
	await tester.post( donations(), {
		data: {
			formId,
			amount: 500,
			levelId: 'custom',
			firstName: 'Tester',
			email: `card-tester-${ Date.now() }@example.org`,
			gatewayId: 'test',
			createAccount: true,
			accountPassword: 'card-tester-1',
		},
	} );
	const headers = { 'X-WP-Nonce': await restNonce( tester ) };
	const statuses: number[] = [];
	const codes: string[] = [];
	for ( let attempt = 0; attempt < 7; attempt++ ) {
		const answer = await tester.post(
			`${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ subscriptionId }/payment-method`,
			{ headers, data: { paymentToken: `test_pm_stolen${ attempt }` } }
		);
		statuses.push( answer.status() );
		codes.push( ( await answer.json() ).code );
	}
	// The shipped per-account limit is 5 card attempts an hour.
	expect( statuses ).toEqual( [ 403, 403, 403, 403, 403, 429, 429 ] );
	expect( codes.slice( 5 ) ).toEqual( [
		'opengive_rate_limited',
		'opengive_rate_limited',
	] );
	const after = ( await siteState( request ) ).lastSubscription;
	expect( after?.id ).toBe( String( subscriptionId ) );
	expect( after?.gateway_subscription_id ).toBe(
		before?.gateway_subscription_id
	);
	await tester.dispose();
} );

test( 'the donor-session cookie is HttpOnly and SameSite=Lax; the login nonce cookie HttpOnly and SameSite=Strict', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const visitor = await playwright.request.newContext();
	const made = await visitor.post( donations(), {
		data: {
			formId: await demoFormId( request ),
			amount: 900,
			levelId: 'custom',
			firstName: 'Cookie',
			email: `cookie-${ Date.now() }@example.org`,
			gatewayId: 'test',
		},
	} );
	expect( made.status() ).toBe( 201 );
	const setCookies = made
		.headersArray()
		.filter( ( header ) => header.name.toLowerCase() === 'set-cookie' )
		.map( ( header ) => header.value );
	const session = setCookies.find( ( value ) =>
		value.startsWith( 'opengive_donor_session=' )
	);
	expect( session ).toMatch( /;\s*HttpOnly/i );
	expect( session ).toMatch( /;\s*SameSite=Lax/i );
	// Plain http here: Secure would make the browser drop it (it is set on https).
	expect( session ).not.toMatch( /;\s*Secure/i );
	// Scripts only learn that a session exists, from a value-less marker.
	const marker = setCookies.find( ( value ) =>
		value.startsWith( 'opengive_donor_session_marker=' )
	);
	expect( marker ).toMatch( /^opengive_donor_session_marker=1;/ );
	expect( marker ).toMatch( /;\s*SameSite=Lax/i );
	expect( marker ).not.toMatch( /HttpOnly/i );

	const nonce = await visitor.post(
		`${ baseUrl() }/wp-admin/admin-ajax.php`,
		{
			form: { action: 'opengive_login_nonce' },
		}
	);
	const csrf = nonce
		.headersArray()
		.find(
			( header ) =>
				header.name.toLowerCase() === 'set-cookie' &&
				header.value.startsWith( 'opengive_login_csrf=' )
		)?.value;
	expect( csrf ).toMatch( /;\s*HttpOnly/i );
	expect( csrf ).toMatch( /;\s*SameSite=Strict/i );
	await visitor.dispose();
} );
