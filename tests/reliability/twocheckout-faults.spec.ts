/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php). 2Checkout faults against its
 * fake, as gateway-faults.spec.ts does for Stripe: a 500, no answer, an answer after 30 s (the site's
 * provider timeout is cut to 2 s for this file) and a body cut short. Each keeps the gift pending with
 * a note and tells the donor to retry (503). 2Checkout has no idempotency key; its token is
 * single-use, and the retry resends the first attempt's token: a 500 or a hang never reached the
 * charge, so the retry charges once; a slow or cut answer came from a charge that ran, so 2Checkout
 * refuses the spent token and the gift stays pending for staff. Charges are counted at the fake.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	donationNotes,
	fakeProvidersUrl,
	siteState,
} from '../site';
import { FAKE_KEYS } from '../../playground/fake-providers.mjs';
import { twoCheckoutToken, withTestSettings } from '../card-providers';

const TIMEOUT_SECONDS = 2;
const GOOD_CARD = '4111111111111111';
const ROUTE = `POST /2co/checkout/api/1/${ FAKE_KEYS.twocheckoutSeller }/rs/authService`;

let formId: number;

withTestSettings(
	{ test_provider_timeout: TIMEOUT_SECONDS },
	{ test_provider_timeout: 0 }
);

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
} );

/**
 * 2Checkout authorizations the fake answered for a donation, by result.
 *
 * @param request    Request context.
 * @param donationId Donation id (the merchantOrderId).
 */
async function authorizationsFor(
	request: APIRequestContext,
	donationId: number
): Promise< Record< string, number > > {
	const all = ( await (
		await request.get( `${ fakeProvidersUrl() }/_fake/2co/authorizations` )
	).json() ) as Array< { merchantOrderId: string; result: string } >;
	const counts: Record< string, number > = {};
	for ( const one of all ) {
		if ( one.merchantOrderId === String( donationId ) ) {
			counts[ one.result ] = ( counts[ one.result ] ?? 0 ) + 1;
		}
	}
	return counts;
}

const donate = ( request: APIRequestContext, body: object ) =>
	request.post( `${ baseUrl() }/wp-json/opengive/v1/donations`, {
		data: body,
		timeout: 60_000,
	} );

// mode, what the retry answers, what the fake counted for the donation in the end.
const cases = [
	[ '500', 'publish', { approved: 1 } ],
	[ 'hang', 'publish', { approved: 1 } ],
	[ 'slow', 'pending', { approved: 1, refused: 1 } ],
	[ 'malformed', 'pending', { approved: 1, refused: 1 } ],
] as const;

for ( const [ mode, after, counted ] of cases ) {
	test( `a ${ mode } from 2Checkout keeps the gift pending with a note, and the retry (with a new token) charges it at most once: ${ after }`, async ( {
		request,
	} ) => {
		await request.post( `${ fakeProvidersUrl() }/_fake/faults`, {
			data: { route: ROUTE, mode, delayMs: 30_000 },
		} );
		const label = `2co-${ mode }-${ Date.now() }`;
		const body = {
			formId,
			amount: 2500,
			levelId: 'custom',
			firstName: 'Fault',
			lastName: mode,
			email: `${ label }@example.org`,
			gatewayId: 'twocheckout',
			paymentToken: await twoCheckoutToken( request, GOOD_CARD ),
			cardBrand: 'visa',
			cardLast4: '1111',
			idempotencyKey: `fault-${ label }`,
		};

		const first = await donate( request, body );
		expect( first.status() ).toBe( 503 );
		expect( ( await first.json() ).code ).toBe(
			'opengive_gateway_unavailable'
		);
		const pending = ( await siteState( request ) ).last;
		expect( pending?.email ).toBe( body.email );
		expect( pending?.status ).toBe( 'pending' );
		const id = Number( pending?.id );
		expect( ( await donationNotes( request, id ) ).join( '\n' ) ).toContain(
			'No answer from twocheckout:'
		);

		// The form fetches a fresh token for the retry; the first attempt's is what gets resent.
		const retry = await donate( request, {
			...body,
			paymentToken: await twoCheckoutToken( request, GOOD_CARD ),
		} );
		expect( retry.status() ).toBe( 201 );
		const receipt = await retry.json();
		expect( Number( receipt.donationId ) ).toBe( id );
		expect( receipt.status ).toBe( after );
		expect( await authorizationsFor( request, id ) ).toEqual( counted );
		// Only a refused resend leaves staff a gift to settle by hand.
		const notes = ( await donationNotes( request, id ) ).join( '\n' );
		expect(
			notes.includes(
				`Check the 2Checkout order with merchant order id ${ id }`
			)
		).toBe( after === 'pending' );
	} );
}
