/**
 * Creating an account with a donation, through the real REST route, and the account takeovers it
 * must not allow: registering with a guest donor's email, or changing one's own email to hers.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId, restNonce, siteState } from '../site';
import { confirmationLink, logInFromForm } from '../accounts';

const donations = () => `${ baseUrl() }/wp-json/opengive/v1/donations`;
const loggedIn = async ( context: APIRequestContext ) =>
	( await context.storageState() ).cookies.some( ( cookie ) =>
		cookie.name.startsWith( 'wordpress_logged_in_' )
	);

test( 'a gift creates the account and logs in; an email that already has one gets the same answer', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const email = `account-${ Date.now() }@example.org`;
	const gift = {
		formId,
		amount: 1200,
		levelId: 'custom',
		firstName: 'New',
		lastName: 'Account',
		email,
		gatewayId: 'test',
		returnUrl: `${ baseUrl() }/donate/`,
		createAccount: true,
		accountPassword: 'harbour-light-1',
	};
	// Fresh cookie jars: the account's login cookie must not leak into other tests.
	const first = await playwright.request.newContext();
	const made = await first.post( donations(), { data: gift } );
	expect( made.status() ).toBe( 201 );
	const madeBody = await made.json();
	expect( madeBody.accountCreated ).toBe( true );
	expect( await loggedIn( first ) ).toBe( true );
	await first.dispose();

	// No "an account already uses this email" (that told anyone which emails have accounts): the
	// gift goes through with the same answer, and the account's owner is told by mail.
	const second = await playwright.request.newContext();
	const again = await second.post( donations(), {
		data: { ...gift, amount: 1300 },
	} );
	expect( again.status() ).toBe( 201 );
	const body = await again.json();
	expect( body.accountCreated ).toBe( true );
	expect( Object.keys( body ).sort() ).toEqual(
		Object.keys( madeBody ).sort()
	);
	expect( await loggedIn( second ) ).toBe( false );
	const mails = ( await siteState( request ) ).mails.filter(
		( mail ) => mail.to === email
	);
	expect(
		mails.some( ( mail ) =>
			mail.message.includes( 'This address already has an account' )
		)
	).toBe( true );

	const short = await second.post( donations(), {
		data: { ...gift, email: `short-${ email }`, accountPassword: 'short' },
	} );
	expect( ( await short.json() ).code ).toBe( 'opengive_password_too_short' );
	await second.dispose();
} );

test( "attack: registering with a guest donor's email shows the attacker neither her gifts nor her recurring gift, and he cannot cancel, re-price or re-card it", async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const victim = `guest-victim-${ Date.now() }@example.org`;
	// She gives monthly as a guest (no account).
	const hers = await request.post( donations(), {
		data: {
			formId,
			amount: 4200,
			levelId: 'custom',
			firstName: 'Vera',
			lastName: 'Guest',
			email: victim,
			gatewayId: 'test',
			recurringPeriod: 'month',
		},
	} );
	expect( hers.status() ).toBe( 201 );
	const { subscriptionId, donationId: herGift } = await hers.json();

	// He types her email and asks for an account.
	const attacker = await playwright.request.newContext();
	const his = await attacker.post( donations(), {
		data: {
			formId,
			amount: 500,
			levelId: 'custom',
			firstName: 'Mal',
			lastName: 'Lory',
			email: victim,
			gatewayId: 'test',
			createAccount: true,
			accountPassword: 'attacker-pass-1',
		},
	} );
	expect( his.status() ).toBe( 201 );
	expect( await loggedIn( attacker ) ).toBe( true );

	const dashboard = await (
		await attacker.get( `${ baseUrl() }/my-gifts/` )
	).text();
	expect( dashboard ).toContain( 'Please confirm your email address' );
	expect( dashboard ).toContain( '$5.00' );
	expect( dashboard ).not.toContain( '$42.00' );
	expect( dashboard ).not.toContain( 'data-opengive-subscription' );

	const headers = { 'X-WP-Nonce': await restNonce( attacker ) };
	const base = `${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ subscriptionId }`;
	const cancel = await attacker.post( `${ base }/cancel`, { headers } );
	expect( cancel.status() ).toBe( 403 );
	const raise = await attacker.post( `${ base }/payment-method`, {
		headers,
		data: { renewalAmount: 99900 },
	} );
	expect( raise.status() ).toBe( 403 );
	const card = await attacker.post( `${ base }/payment-method`, {
		headers,
		data: { paymentToken: 'test_pm_attacker' },
	} );
	expect( card.status() ).toBe( 403 );
	const after = ( await siteState( request ) ).lastSubscription;
	expect( after?.id ).toBe( String( subscriptionId ) );
	expect( after ).toMatchObject( {
		status: 'active',
		amount: '4200',
		gateway_subscription_id: expect.not.stringContaining( 'attacker' ),
	} );
	// Her stored donor name is hers; his gift keeps what he typed.
	const state = await siteState( request );
	expect( state.last?.first_name ).toBe( 'Mal' );
	expect( herGift ).toBeGreaterThan( 0 );
	await attacker.dispose();
} );

test( "attack: a subscriber who changes their email to a guest donor's and gives $5 is not linked to her", async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const victim = `email-victim-${ Date.now() }@example.org`;
	const hers = await request.post( donations(), {
		data: {
			formId,
			amount: 3100,
			levelId: 'custom',
			firstName: 'Vera',
			email: victim,
			gatewayId: 'test',
			recurringPeriod: 'month',
		},
	} );
	const { subscriptionId } = await hers.json();

	const account = await (
		await request.post( `${ baseUrl() }/wp-json/opengive-test/v1/user`, {
			data: { role: 'subscriber' },
		} )
	).json();
	const attacker = await playwright.request.newContext();
	const login = await logInFromForm(
		attacker,
		account.login,
		account.password,
		formId
	);
	expect( ( await login.json() ).success ).toBe( true );
	const nonce = await restNonce( attacker );
	const changed = await attacker.post(
		`${ baseUrl() }/wp-json/wp/v2/users/me`,
		{ headers: { 'X-WP-Nonce': nonce }, data: { email: victim } }
	);
	expect( changed.status() ).toBe( 200 );
	const gift = await attacker.post( donations(), {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			formId,
			amount: 500,
			levelId: 'custom',
			firstName: 'Mal',
			email: victim,
			gatewayId: 'test',
		},
	} );
	expect( gift.status() ).toBe( 201 );

	const dashboard = await (
		await attacker.get( `${ baseUrl() }/my-gifts/` )
	).text();
	expect( dashboard ).toContain( '$5.00' );
	expect( dashboard ).not.toContain( '$31.00' );
	const lower = await attacker.post(
		`${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ subscriptionId }/payment-method`,
		{ headers: { 'X-WP-Nonce': nonce }, data: { renewalAmount: 500 } }
	);
	expect( lower.status() ).toBe( 403 );
	// The only way to link them is the link mailed to that address: her inbox, not his.
	expect( await confirmationLink( request, victim ) ).toContain(
		'opengive-verify-email='
	);
	await attacker.dispose();
} );
