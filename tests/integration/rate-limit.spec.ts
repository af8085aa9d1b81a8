/**
 * The donate route's rate limits hold under concurrency: 20 simultaneous gifts against a limit of 5
 * let exactly 5 through (the counter is one atomic increment, not read-then-write). Per email, and per
 * client address, where an IPv6 client counts by its /64 and X-Forwarded-For is believed only from a
 * trusted proxy. Meant for the native target (PHP-FPM with 4 workers + MariaDB), where requests truly
 * run in parallel; on Playground it passes too, but proves less.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId } from '../site';

const LIMIT = 5;
const PARALLEL = 20;
const run = Date.now().toString( 36 );
// The limiter counts in fixed windows (time / window). A test whose requests straddle a window's end
// counts the later ones afresh (one more gift gets through), so each test gets a long window and
// starts only with at least two minutes of it left.
const WINDOW = 3600;
const ROOM = 120;

async function settings(
	request: APIRequestContext,
	values: Record< string, unknown >
) {
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/settings`,
		{
			data: { rate_limit_window: WINDOW, ...values },
		}
	);
	expect( response.ok() ).toBe( true );
	const left = WINDOW - ( Math.floor( Date.now() / 1000 ) % WINDOW );
	if ( left < ROOM ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( left + 1 ) * 1000 )
		);
	}
}

/**
 * Sends `count` donations at once and returns their HTTP statuses and error codes.
 * @param request
 * @param count
 * @param gift
 */
async function donateAtOnce(
	request: APIRequestContext,
	count: number,
	gift: ( i: number ) => { email: string; headers?: Record< string, string > }
) {
	const formId = await demoFormId( request );
	const answers = await Promise.all(
		Array.from( { length: count }, async ( _, i ) => {
			const { email, headers } = gift( i );
			const response = await request.post(
				`${ baseUrl() }/wp-json/opengive/v1/donations`,
				{
					headers,
					data: {
						formId,
						amount: 1500,
						levelId: 'custom',
						firstName: 'Parallel',
						email,
						gatewayId: 'test',
					},
				}
			);
			const body = await response.json();
			return {
				status: response.status(),
				code: String( body.code ?? '' ),
			};
		} )
	);
	return {
		created: answers.filter( ( a ) => a.status === 201 ).length,
		limited: answers.filter(
			( a ) => a.status === 429 && a.code === 'opengive_rate_limited'
		).length,
		other: answers.filter( ( a ) => a.status !== 201 && a.status !== 429 ),
	};
}

// Playground answers one request at a time per worker (about 0.7 s each, more on a busy machine):
// 20 simultaneous gifts need more than the default minute there.
test.describe.configure( { mode: 'serial', timeout: 240_000 } );

test.afterAll( async ( { request } ) => {
	// Back to the test sites' values, the default 10-minute window included (no wait needed).
	const response = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/settings`,
		{
			data: {
				rate_limit_ip: 1000,
				rate_limit_email: 5,
				rate_limit_window: 600,
				trusted_proxies: [],
			},
		}
	);
	expect( response.ok() ).toBe( true );
} );

test( `donate route: one gift, then ${ PARALLEL } simultaneous gifts from the same email against a limit of ${ LIMIT } → exactly ${ LIMIT - 1 } more created, the rest 429`, async ( {
	request,
} ) => {
	await settings( request, {
		rate_limit_email: LIMIT,
		rate_limit_ip: 1000,
		trusted_proxies: [],
	} );
	const email = `parallel-${ run }@example.org`;
	// One gift first, so the donor exists and the parallel ones race only on the counter.
	const first = await donateAtOnce( request, 1, () => ( { email } ) );
	expect( first.created ).toBe( 1 );
	const result = await donateAtOnce( request, PARALLEL, () => ( { email } ) );
	expect( result.other ).toEqual( [] );
	expect( result.created ).toBe( LIMIT - 1 );
	expect( result.limited ).toBe( PARALLEL - LIMIT + 1 );
} );

test( `donate route: ${ PARALLEL } simultaneous gifts from one IPv6 /64 (via a trusted proxy) against a per-IP limit of ${ LIMIT } → exactly ${ LIMIT } created; another /64 still gives`, async ( {
	request,
} ) => {
	// The test client reaches the site from 127.0.0.1, which here plays the site's reverse proxy.
	await settings( request, {
		rate_limit_email: 1000,
		rate_limit_ip: LIMIT,
		trusted_proxies: [ '127.0.0.1' ],
	} );
	const prefix = `2001:db8:${ Math.floor( Math.random() * 0xffff ).toString( 16 ) }:${ ( Date.now() % 0xffff ).toString( 16 ) }`;
	const result = await donateAtOnce( request, PARALLEL, ( i ) => ( {
		email: `ip6-${ run }-${ i }@example.org`,
		// Every request from a different address inside the same /64.
		headers: {
			'X-Forwarded-For': `${ prefix }::${ ( i + 1 ).toString( 16 ) }`,
		},
	} ) );
	expect( result.other ).toEqual( [] );
	expect( result.created ).toBe( LIMIT );
	expect( result.limited ).toBe( PARALLEL - LIMIT );

	const elsewhere = await donateAtOnce( request, 1, () => ( {
		email: `ip6-${ run }-elsewhere@example.org`,
		headers: {
			'X-Forwarded-For': `${ prefix.replace( /:[0-9a-f]+$/, ':ffff' ) }::1`,
		},
	} ) );
	expect( elsewhere.created ).toBe( 1 );
} );

test( 'X-Forwarded-For from a client that is not a trusted proxy is ignored: rotating it does not escape the per-IP limit', async ( {
	request,
} ) => {
	await settings( request, {
		rate_limit_email: 1000,
		rate_limit_ip: LIMIT,
		trusted_proxies: [],
	} );
	// 127.0.0.1 may already have used its allowance in this window; every one of these must still be
	// counted against it, so at most LIMIT of them can pass whatever the header says.
	const result = await donateAtOnce( request, LIMIT + 3, ( i ) => ( {
		email: `xff-${ run }-${ i }@example.org`,
		headers: { 'X-Forwarded-For': `198.51.100.${ i + 1 }` },
	} ) );
	expect( result.other ).toEqual( [] );
	expect( result.created ).toBeLessThanOrEqual( LIMIT );
	expect( result.limited ).toBeGreaterThanOrEqual( 3 );
} );
