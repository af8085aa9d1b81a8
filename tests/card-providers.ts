/**
 * What a donor's browser gets from the card providers' own scripts, made at the local fakes (a Stripe
 * PaymentMethod id, a one-time 2Checkout token), and the test-only site settings a fault spec changes
 * for its file. Shared by the integration and reliability suites.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, fakeProvidersUrl } from './site';
import { FAKE_KEYS } from '../playground/fake-providers.mjs';

/**
 * A Stripe PaymentMethod id for a card, made at the fake as Stripe.js would.
 *
 * @param request Request context.
 * @param number  Card number.
 */
export async function stripePaymentMethod(
	request: APIRequestContext,
	number: string
): Promise< string > {
	const made = await request.post(
		`${ fakeProvidersUrl() }/stripe/v1/payment_methods`,
		{
			headers: {
				Authorization: `Bearer ${ FAKE_KEYS.stripePublishable }`,
			},
			form: {
				type: 'card',
				'card[number]': number,
				'card[exp_month]': '12',
				'card[exp_year]': '2030',
				'card[cvc]': '123',
			},
		}
	);
	return ( await made.json() ).id;
}

/**
 * A one-time 2Checkout token for a card, made at the fake as 2Checkout's script would.
 *
 * @param request Request context.
 * @param number  Card number.
 */
export async function twoCheckoutToken(
	request: APIRequestContext,
	number: string
): Promise< string > {
	const made = await request.post( `${ fakeProvidersUrl() }/2co/token`, {
		data: {
			sellerId: FAKE_KEYS.twocheckoutSeller,
			publishableKey: FAKE_KEYS.twocheckoutPublishable,
			ccNo: number,
			cvv: '123',
			expMonth: '12',
			expYear: '2030',
		},
	} );
	return ( await made.json() ).response.token.token;
}

/**
 * Sets test-only site settings (opengive-test-helpers) before the file's tests and puts them back
 * after, also clearing any fault left at the fakes.
 *
 * @param during Settings for this file.
 * @param after  The values to put back.
 */
export function withTestSettings(
	during: Record< string, unknown >,
	after: Record< string, unknown >
): void {
	const settings = () => `${ baseUrl() }/wp-json/opengive-test/v1/settings`;
	test.beforeAll( async ( { request } ) => {
		const set = await request.post( settings(), { data: during } );
		expect( set.ok() ).toBe( true );
	} );
	test.afterAll( async ( { request } ) => {
		await request.post( settings(), { data: after } );
		await request.delete( `${ fakeProvidersUrl() }/_fake/faults` );
	} );
}
