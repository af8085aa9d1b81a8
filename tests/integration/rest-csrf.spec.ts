/**
 * What held in the attacker's review, kept that way: a cross-site request that carries an
 * administrator's cookies but no REST nonce is answered exactly as an anonymous request, on every
 * write route OpenGive registers (read from the live route index, so a new route is covered the day
 * it lands), and none of them succeeds unless the route is public by design.
 */
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

let admin: LoggedIn;

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
} );

test.afterAll( async () => {
	await admin.context.dispose();
} );

test( 'every OpenGive REST write with an administrator’s cookies but no nonce answers as for an anonymous caller and never succeeds', async ( {
	playwright,
} ) => {
	test.setTimeout( 240_000 );
	const index: RouteIndex = await (
		await admin.context.get( `${ baseUrl() }/wp-json/` )
	).json();
	const writes = Object.entries( index.routes ).flatMap(
		( [ route, info ] ) =>
			[ 'givewp/v3', 'opengive/v1' ].includes( info.namespace )
				? info.endpoints
						.flatMap( ( endpoint ) => endpoint.methods )
						.filter( ( method ) =>
							WRITE_METHODS.includes( method )
						)
						.map( ( method ) => ( { method, route } ) )
				: []
	);
	// The index really lists the admin API's writes (donations, donors, forms, campaigns, ...).
	expect( writes.length ).toBeGreaterThan( 15 );

	const anonymous = await playwright.request.newContext();
	const mismatches: string[] = [];
	for ( const { method, route } of writes ) {
		const path = concrete( route );
		const name = `${ method } ${ route }`;
		// Both at once: Playground serves two requests in parallel (the pairs took 2 of the 4 minutes).
		const [ forged, anon ] = await Promise.all( [
			send( admin.context, method, path ),
			send( anonymous, method, path ),
		] );
		if ( forged.status() !== anon.status() ) {
			mismatches.push(
				`${ name }: ${ forged.status() } with cookies, ${ anon.status() } anonymous`
			);
		}
		if ( ! PUBLIC_WRITES.has( `${ method } ${ route }` ) && forged.ok() ) {
			mismatches.push( `${ name }: succeeded (${ forged.status() })` );
		}
	}
	await anonymous.dispose();
	expect( mismatches ).toEqual( [] );
} );

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
