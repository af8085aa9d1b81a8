/**
 * Creating an account with a donation, through the real REST route.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

test( 'a gift can create the donor account; the same email cannot create a second one', async ( {
	playwright,
	request,
} ) => {
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
	const made = await first.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: gift }
	);
	expect( made.status() ).toBe( 201 );
	expect( ( await made.json() ).accountCreated ).toBe( true );
	const cookies = ( await first.storageState() ).cookies;
	expect(
		cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		)
	).toBe( true );
	await first.dispose();

	const second = await playwright.request.newContext();
	const before = await siteState( request );
	const again = await second.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{ data: { ...gift, amount: 1300 } }
	);
	expect( again.status() ).toBe( 400 );
	expect( await again.json() ).toMatchObject( {
		code: 'opengive_account_exists',
		data: { field: 'email' },
	} );
	expect( ( await siteState( request ) ).donations ).toBe( before.donations );

	const short = await second.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				...gift,
				email: `short-${ email }`,
				accountPassword: 'short',
			},
		}
	);
	expect( ( await short.json() ).code ).toBe( 'opengive_password_too_short' );
	await second.dispose();
} );
