/**
 * What held in the attacker's review, kept that way: a cross-site request that carries an
 * administrator's cookies but no REST nonce is answered exactly as an anonymous request, on every
 * write route OpenGive registers, and none of them succeeds unless the route is public by design.
 *
 * One test per route, so each has its own time limit and a failure names its route. The routes come
 * from the committed capability matrix (tests/fixtures/capability-matrix.json, which the reliability
 * suite holds equal to the live registry); the first test here fails when the live index lists a
 * write route the matrix does not, so a new route is covered the day it lands.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

// Anyone may donate; CSRF cannot add rights to a route that has no login.
const PUBLIC_WRITES = new Set( [ 'POST /opengive/v1/donations' ] );
const WRITE_METHODS = [ 'POST', 'PUT', 'PATCH', 'DELETE' ];

interface RouteIndex {
	routes: Record<
		string,
		{ namespace: string; endpoints: Array< { methods: string[] } > }
	>;
}

/**
 * A concrete path for a route pattern: every named group becomes 1.
 * @param route
 */
function concrete( route: string ): string {
	return route.replace( /\(\?P<[^>]+>[^)]*\)/g, '1' );
}

async function send(
	context: APIRequestContext,
	method: string,
	path: string,
	headers: Record< string, string > = {}
) {
	return context.fetch( `${ baseUrl() }/wp-json${ path }`, {
		method,
		data: {},
		headers,
		maxRedirects: 0,
	} );
}

const NAMESPACES = [ 'givewp/v3', 'opengive/v1' ];

/** Routes with a write method, as the capability matrix records them ("POST /givewp/v3/donations"). */
const MATRIX_WRITE_ROUTES = [
	...new Set(
		Object.keys(
			JSON.parse(
				fs.readFileSync(
					nodePath.join(
						__dirname,
						'..',
						'fixtures',
						'capability-matrix.json'
					),
					'utf8'
				)
			).rest as Record< string, unknown >
		)
			.map( ( key ) => key.split( ' ' ) )
			.filter( ( [ method ] ) => WRITE_METHODS.includes( method ) )
			.map( ( [ , route ] ) => route )
	),
].sort();

let admin: LoggedIn;
let anonymous: APIRequestContext;
/** The live index: each OpenGive route's write methods. */
let liveWrites: Map< string, string[] >;

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	anonymous = await playwright.request.newContext();
	const index: RouteIndex = await (
		await admin.context.get( `${ baseUrl() }/wp-json/` )
	).json();
	liveWrites = new Map(
		Object.entries( index.routes )
			.filter( ( [ , info ] ) => NAMESPACES.includes( info.namespace ) )
			.map( ( [ route, info ] ): [ string, string[] ] => [
				route,
				[
					...new Set(
						info.endpoints.flatMap( ( endpoint ) =>
							endpoint.methods.filter( ( method ) =>
								WRITE_METHODS.includes( method )
							)
						)
					),
				],
			] )
			.filter( ( [ , methods ] ) => methods.length > 0 )
	);
} );

test.afterAll( async () => {
	await Promise.all( [ admin.context.dispose(), anonymous.dispose() ] );
} );

test( 'the live route index has no write route the capability matrix leaves out', async () => {
	// The index really lists the admin API's writes (donations, donors, forms, campaigns, ...).
	expect( liveWrites.size ).toBeGreaterThan( 15 );
	expect(
		[ ...liveWrites.keys() ].filter(
			( route ) => ! MATRIX_WRITE_ROUTES.includes( route )
		)
	).toEqual( [] );
} );

for ( const route of MATRIX_WRITE_ROUTES ) {
	test( `${ route }: every write with an administrator’s cookies but no nonce answers as for an anonymous caller and never succeeds`, async () => {
		const methods = liveWrites.get( route ) ?? [];
		expect(
			methods.length,
			'route registered with a write method'
		).toBeGreaterThan( 0 );
		const concretePath = concrete( route );
		const mismatches: string[] = [];
		for ( const method of methods ) {
			const name = `${ method } ${ route }`;
			// Both at once: Playground serves two requests in parallel.
			const [ forged, anon ] = await Promise.all( [
				send( admin.context, method, concretePath ),
				send( anonymous, method, concretePath ),
			] );
			if ( forged.status() !== anon.status() ) {
				mismatches.push(
					`${ name }: ${ forged.status() } with cookies, ${ anon.status() } anonymous`
				);
			}
			if ( ! PUBLIC_WRITES.has( name ) && forged.ok() ) {
				mismatches.push(
					`${ name }: succeeded (${ forged.status() })`
				);
			}
		}
		expect( mismatches ).toEqual( [] );
	} );
}

test( 'the same cookies with the nonce are let through (so the test above exercised a real session)', async () => {
	const response = await admin.context.get(
		`${ baseUrl() }/wp-json/givewp/v3/donations?per_page=1`,
		{ headers: { 'X-WP-Nonce': admin.nonce } }
	);
	expect( response.status() ).toBe( 200 );
	const without = await admin.context.get(
		`${ baseUrl() }/wp-json/givewp/v3/donations?per_page=1`
	);
	expect( without.status() ).toBe( 401 );
} );
