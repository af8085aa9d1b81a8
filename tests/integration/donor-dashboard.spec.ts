/**
 * The donor dashboard through the real plugin: the page lists the logged-in donor's gifts and
 * recurring gifts; the update route applies the renewal amount rule on the server too.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, restNonce, siteState } from '../site';
import { confirmEmail } from '../accounts';

test( 'the dashboard shows a donor their own gifts, and asks everyone else to log in', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const anonymous = await request.get( `${ baseUrl() }/my-gifts/` );
	expect( anonymous.status() ).toBe( 200 );
	const anonymousHtml = await anonymous.text();
	expect( anonymousHtml ).toContain(
		'Log in to see your gifts and manage your recurring gifts.'
	);
	expect( anonymousHtml ).not.toContain( 'data-opengive-subscription' );

	const donor = await playwright.request.newContext();
	const email = `dashboard-${ Date.now() }@example.org`;
	const made = await donor.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 1800,
				levelId: 'custom',
				firstName: 'Dash',
				email,
				gatewayId: 'test',
				recurringPeriod: 'quarter',
				createAccount: true,
				accountPassword: 'dashboard-gift-1',
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const { subscriptionId } = await made.json();
	// Before the mailed link is followed: the gift just made, and a request to confirm.
	const unconfirmed = await (
		await donor.get( `${ baseUrl() }/my-gifts/` )
	).text();
	expect( unconfirmed ).toContain( 'Please confirm your email address' );
	expect( unconfirmed ).toContain( '$18.00' );
	expect( unconfirmed ).not.toContain( 'data-opengive-subscription' );

	const confirmed = await confirmEmail( donor, email );
	expect( confirmed.status() ).toBe( 200 );
	expect( confirmed.url() ).toContain(
		'/my-gifts/?opengive-email-verified=1'
	);
	const html = await confirmed.text();
	expect( html ).toContain( 'your email address is confirmed' );
	expect( html ).toContain( 'Recurring gifts' );
	expect( html ).toContain( '$18.00, Quarterly' );
	expect( html ).toContain( 'Next payment:' );
	expect( html ).toMatch(
		new RegExp(
			`data-opengive-subscription="[^"]*&quot;id&quot;:${ subscriptionId }[,}]`
		)
	);
	// The history: one gift, marked recurring; nobody else's gifts.
	const rows = html.match( /<tr>\s*<td>/g ) ?? [];
	expect( rows ).toHaveLength( 1 );
	expect( html ).toContain( 'Recurring</span>' );
	await donor.dispose();
} );

test( 'the update form changes the renewal amount within the form limits, and refuses the rest', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const donor = await playwright.request.newContext();
	const email = `renewal-amount-${ Date.now() }@example.org`;
	const made = await donor.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 2000,
				levelId: 'custom',
				firstName: 'Amount',
				email,
				gatewayId: 'test',
				recurringPeriod: 'month',
				createAccount: true,
				accountPassword: 'renewal-amount-1',
			},
		}
	);
	const { subscriptionId } = await made.json();
	const url = `${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ subscriptionId }/payment-method`;
	const headers = { 'X-WP-Nonce': await restNonce( donor ) };
	// Not before the email is confirmed: sharing the email is not owning the gift.
	const early = await donor.post( url, {
		headers,
		data: { renewalAmount: 3000 },
	} );
	expect( early.status() ).toBe( 403 );
	expect( ( await confirmEmail( donor, email ) ).status() ).toBe( 200 );

	const tooLow = await donor.post( url, {
		headers,
		data: { renewalAmount: 499 },
	} );
	expect( tooLow.status() ).toBe( 400 );
	expect( await tooLow.json() ).toMatchObject( {
		code: 'opengive_amount_too_low',
		message: 'The minimum donation is $5.00.',
		data: { field: 'renewalAmount' },
	} );
	const tooHigh = await donor.post( url, {
		headers,
		data: { renewalAmount: 1000001 },
	} );
	expect( ( await tooHigh.json() ).code ).toBe( 'opengive_amount_too_high' );
	const nothing = await donor.post( url, { headers, data: {} } );
	expect( nothing.status() ).toBe( 400 );
	expect( ( await nothing.json() ).code ).toBe(
		'opengive_nothing_to_update'
	);
	const notANumber = await donor.post( url, {
		headers,
		data: { renewalAmount: 'lots' },
	} );
	expect( notANumber.status() ).toBe( 400 );
	expect( ( await siteState( request ) ).lastSubscription?.amount ).toBe(
		'2000'
	);

	// 0 means the minimum.
	const toMinimum = await donor.post( url, {
		headers,
		data: { renewalAmount: 0, returnUrl: `${ baseUrl() }/my-gifts/` },
	} );
	expect( toMinimum.status() ).toBe( 200 );
	expect( ( await toMinimum.json() ).data.url ).toBe(
		`${ baseUrl() }/my-gifts/?opengive-subscription-updated=${ subscriptionId }`
	);
	expect( ( await siteState( request ) ).lastSubscription?.amount ).toBe(
		'500'
	);
	await donor.dispose();
} );
