/**
 * Recurring gifts through the real plugin: a monthly gift starts a subscription, the renewal job run
 * with a moved clock renews exactly once per period, and only the owner (or an admin) may cancel.
 */
import { test, expect } from '@playwright/test';
import { stripePaymentMethod } from '../card-providers';
import { baseUrl, demoFormId, giftsOf, restNonce, siteState } from '../site';
import { confirmEmail } from '../accounts';

test( 'a monthly gift renews once per period and stops when its owner cancels it', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const email = `monthly-${ Date.now() }@example.org`;
	// The donor's own cookie jar: the account made with the gift logs them in.
	const donor = await playwright.request.newContext();
	const made = await donor.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 1500,
				levelId: 'custom',
				firstName: 'Monthly',
				email,
				gatewayId: 'test',
				recurringPeriod: 'month',
				createAccount: true,
				accountPassword: 'monthly-gift-1',
				returnUrl: `${ baseUrl() }/donate/`,
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const receipt = await made.json();
	expect( receipt.subscriptionId ).toBeGreaterThan( 0 );
	const state = await siteState( request );
	expect( state.lastSubscription ).toMatchObject( {
		id: String( receipt.subscriptionId ),
		status: 'active',
		period: 'month',
		amount: '1500',
	} );
	const renewsAt = String( state.lastSubscription?.renews_at );

	const run = async ( now: string ) =>
		(
			await request.post(
				`${ baseUrl() }/wp-json/opengive-test/v1/run-renewals`,
				{
					data: { now },
				}
			)
		).json();
	// Other tests' subscriptions may fall due too: count this one's gifts only.
	const gifts = async () => await giftsOf( request, receipt.subscriptionId );
	expect( await gifts() ).toBe( 1 );
	expect( ( await run( renewsAt ) ).renewed ).toBeGreaterThanOrEqual( 1 );
	await run( renewsAt );
	await run( renewsAt );
	expect( await gifts() ).toBe( 2 );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		type: 'renewal',
		subscription_id: String( receipt.subscriptionId ),
		status: 'publish',
	} );

	const cancelUrl = `${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ receipt.subscriptionId }/cancel`;
	// Anonymous: 401.
	const anonymous = await playwright.request.newContext();
	expect( ( await anonymous.post( cancelUrl ) ).status() ).toBe( 401 );
	await anonymous.dispose();

	// Another donor, logged in: 403.
	const other = await playwright.request.newContext();
	await other.post( `${ baseUrl() }/wp-json/opengive/v1/donations`, {
		data: {
			formId,
			amount: 1000,
			levelId: 'custom',
			firstName: 'Other',
			email: `other-${ email }`,
			gatewayId: 'test',
			createAccount: true,
			accountPassword: 'other-donor-1',
		},
	} );
	const otherNonce = await restNonce( other );
	const forbidden = await other.post( cancelUrl, {
		headers: { 'X-WP-Nonce': otherNonce },
	} );
	expect( forbidden.status() ).toBe( 403 );
	await other.dispose();

	// The owner (once the mailed link is followed): cancelled, and the job renews it no more.
	expect( ( await confirmEmail( donor, email ) ).status() ).toBe( 200 );
	const cancelled = await donor.post( cancelUrl, {
		headers: { 'X-WP-Nonce': await restNonce( donor ) },
	} );
	expect( cancelled.status() ).toBe( 200 );
	expect( ( await cancelled.json() ).status ).toBe( 'cancelled' );
	expect( await gifts() ).toBe( 2 );
	await run( '2099-01-01 00:00:00' );
	expect( await gifts() ).toBe( 2 );
	await donor.dispose();
} );

test( 'a monthly Stripe gift renews off-session through the provider and can move to a new card', async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const paymentMethod = ( number: string ) =>
		stripePaymentMethod( request, number );

	const formId = await demoFormId( request );
	const donor = await playwright.request.newContext();
	const email = `stripe-monthly-${ Date.now() }@example.org`;
	const made = await donor.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 3000,
				levelId: 'custom',
				firstName: 'Card',
				email,
				gatewayId: 'stripe',
				paymentToken: await paymentMethod( '4242424242424242' ),
				recurringPeriod: 'month',
				createAccount: true,
				accountPassword: 'stripe-monthly-1',
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	const { subscriptionId } = await made.json();
	const subscription = ( await siteState( request ) ).lastSubscription;
	expect( subscription?.gateway_subscription_id ).toMatch(
		/^cus_[a-f0-9]+\|pm_[a-f0-9]+$/
	);

	await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/run-renewals`,
		{
			data: { now: subscription?.renews_at },
		}
	);
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		type: 'renewal',
		gateway_id: 'stripe',
		status: 'publish',
		subscription_id: String( subscriptionId ),
	} );

	expect( ( await confirmEmail( donor, email ) ).status() ).toBe( 200 );
	const cardUrl = `${ baseUrl() }/wp-json/opengive/v1/subscriptions/${ subscriptionId }/payment-method`;
	// A card the provider refuses: one sentence for every reason (the provider said "No such
	// PaymentMethod."), so the route tells a card tester nothing.
	const refused = await donor.post( cardUrl, {
		headers: { 'X-WP-Nonce': await restNonce( donor ) },
		data: { paymentToken: 'pm_unknown0000000000000000' },
	} );
	expect( refused.status() ).toBe( 402 );
	expect( await refused.json() ).toMatchObject( {
		code: 'opengive_payment_method_refused',
		message:
			'This card could not be used. Please check its details or try another card.',
	} );
	const updated = await donor.post( cardUrl, {
		headers: { 'X-WP-Nonce': await restNonce( donor ) },
		data: {
			paymentToken: await paymentMethod( '5555555555554444' ),
			returnUrl: `${ baseUrl() }/donate/`,
		},
	} );
	expect( updated.status() ).toBe( 200 );
	const body = await updated.json();
	expect( body.success ).toBe( true );
	expect( body.data.url ).toBe(
		`${ baseUrl() }/donate/?opengive-subscription-updated=${ subscriptionId }`
	);
	await donor.dispose();
} );
