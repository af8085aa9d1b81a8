/**
 * Two browsers (or a double click through two connections) send the same gift at the same moment,
 * for a donor email the site has never seen: the donor lookup-then-insert used to race on the
 * donors table's unique email key, and one of the pair answered 500 while the other charged.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

// Natively (PHP-FPM + MariaDB, truly parallel) every one of 20 pairs must agree. Playground's
// SQLite serialises writes and takes ~0.7 s a request, so it runs a few pairs as a smoke test.
const NATIVE_PAIRS = 20;
const PLAYGROUND_PAIRS = 3;

test( 'simultaneous pairs with one idempotency key for a new donor email both answer the same donation', async ( {
	playwright,
	request,
} ) => {
	test.setTimeout( 180_000 );
	const formId = await demoFormId( request );
	const state = await siteState( request );
	const pairs = state.database === 'mysql' ? NATIVE_PAIRS : PLAYGROUND_PAIRS;
	// Two connections per pair, so the pair really runs side by side (one context queues requests).
	const contexts: APIRequestContext[] = [];
	for ( let i = 0; i < 2; i++ ) {
		contexts.push( await playwright.request.newContext() );
	}
	const run = Date.now();
	const outcomes: Array< { statuses: number[]; ids: unknown[] } > = [];
	for ( let pair = 0; pair < pairs; pair++ ) {
		const data = {
			formId,
			amount: 1500 + pair,
			levelId: 'custom',
			firstName: 'Race',
			lastName: `Pair ${ pair }`,
			email: `race-${ run }-${ pair }@example.org`,
			gatewayId: 'test',
			returnUrl: `${ baseUrl() }/donate/`,
			idempotencyKey: `race-${ run }-${ pair }-key`.padEnd( 24, '0' ),
		};
		const answers = await Promise.all(
			contexts.map( ( context ) =>
				context.post( `${ baseUrl() }/wp-json/opengive/v1/donations`, {
					data,
				} )
			)
		);
		outcomes.push( {
			statuses: answers.map( ( answer ) => answer.status() ),
			ids: await Promise.all(
				answers.map(
					async ( answer ) => ( await answer.json() ).donationId
				)
			),
		} );
	}
	await Promise.all( contexts.map( ( context ) => context.dispose() ) );

	const broken = outcomes.filter(
		( outcome ) =>
			outcome.statuses.some( ( status ) => status !== 201 ) ||
			outcome.ids[ 0 ] !== outcome.ids[ 1 ]
	);
	expect( broken ).toEqual( [] );
	expect( outcomes ).toHaveLength( pairs );
	const after = await siteState( request );
	expect( after.donations - state.donations ).toBe( pairs );
	expect( after.donors - state.donors ).toBe( pairs );
} );
