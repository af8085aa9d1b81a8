/**
 * The public views' REST wrapper (what replaced wp-api-fetch on the donation page): the address it
 * builds, the nonce it sends, the one retry after a stale nonce, and the shapes it rejects with.
 */
import { restRequest, restUrl } from '../rest-request';
import { setRestNonce } from '../rest-settings';

interface Sent {
	url: string;
	init: RequestInit | undefined;
}

function answer( status: number, body: string ) {
	return { ok: status < 400, status, text: async () => body };
}

/**
 * Stubs window.fetch with answers given in order; records what was sent.
 *
 * @param answers One answer per call.
 */
function stubFetch( answers: Array< ReturnType< typeof answer > > ): Sent[] {
	const sent: Sent[] = [];
	window.fetch = jest.fn( async ( url: unknown, init?: RequestInit ) => {
		sent.push( { url: String( url ), init } );
		const next = answers.shift();
		if ( ! next ) {
			throw new Error( 'no answer left' );
		}
		return next;
	} ) as unknown as typeof fetch;
	return sent;
}

const STALE = JSON.stringify( {
	code: 'rest_cookie_invalid_nonce',
	message: 'Cookie check failed',
	data: { status: 403 },
} );

describe( 'restRequest', () => {
	beforeEach( () => {
		window.opengiveRest = {
			root: 'https://site.test/wp-json/',
			nonce: 'aaaaaaaaaa',
			nonceEndpoint:
				'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce',
		};
	} );

	it( 'posts JSON to the route under the printed root with the nonce and resolves with the parsed answer', async () => {
		const sent = stubFetch( [ answer( 201, '{"id":7}' ) ] );
		await expect(
			restRequest( {
				path: '/opengive/v1/donations',
				method: 'POST',
				data: { amount: 2500 },
			} )
		).resolves.toEqual( { id: 7 } );
		expect( sent[ 0 ].url ).toBe(
			'https://site.test/wp-json/opengive/v1/donations'
		);
		expect( sent[ 0 ].init ).toMatchObject( {
			method: 'POST',
			body: '{"amount":2500}',
			headers: {
				'X-WP-Nonce': 'aaaaaaaaaa',
				'Content-Type': 'application/json',
			},
		} );
	} );

	it( 'joins the route query with & when the site has plain links (?rest_route=)', () => {
		expect(
			restUrl(
				'https://site.test/?rest_route=/',
				'/opengive/v1/forms/3/gateways/test?payment-mode=test'
			)
		).toBe(
			'https://site.test/?rest_route=/opengive/v1/forms/3/gateways/test&payment-mode=test'
		);
	} );

	it( 'after a stale-nonce refusal fetches a new nonce and sends the request again with it, once', async () => {
		const sent = stubFetch( [
			answer( 403, STALE ),
			answer( 200, 'bbbbbbbbbb' ),
			answer( 200, '{"ok":true}' ),
		] );
		await expect(
			restRequest( { path: '/opengive/v1/x', method: 'POST', data: {} } )
		).resolves.toEqual( { ok: true } );
		expect( sent.map( ( call ) => call.url ) ).toEqual( [
			'https://site.test/wp-json/opengive/v1/x',
			'https://site.test/wp-admin/admin-ajax.php?action=rest-nonce',
			'https://site.test/wp-json/opengive/v1/x',
		] );
		expect( sent[ 2 ].init?.headers ).toMatchObject( {
			'X-WP-Nonce': 'bbbbbbbbbb',
		} );
	} );

	it( 'rejects with the server body when the renewed nonce is refused too (no endless retry)', async () => {
		const sent = stubFetch( [
			answer( 403, STALE ),
			answer( 200, 'bbbbbbbbbb' ),
			answer( 403, STALE ),
		] );
		await expect(
			restRequest( { path: '/opengive/v1/x' } )
		).rejects.toMatchObject( { code: 'rest_cookie_invalid_nonce' } );
		expect( sent ).toHaveLength( 3 );
	} );

	it( 'rejects with the server body when a visitor cannot get a nonce (admin-ajax answers 0)', async () => {
		stubFetch( [ answer( 403, STALE ), answer( 400, '0' ) ] );
		await expect(
			restRequest( { path: '/opengive/v1/x' } )
		).rejects.toMatchObject( { code: 'rest_cookie_invalid_nonce' } );
	} );

	it( 'rejects with the error body of a 4xx answer as the server sent it', async () => {
		stubFetch( [
			answer(
				400,
				'{"code":"opengive_invalid_amount","message":"Too small.","data":{"status":400,"field":"amount"}}'
			),
		] );
		await expect(
			restRequest( { path: '/opengive/v1/donations', method: 'POST' } )
		).rejects.toEqual( {
			code: 'opengive_invalid_amount',
			message: 'Too small.',
			data: { status: 400, field: 'amount' },
		} );
	} );

	it( 'rejects with fetch_error when the network fails and invalid_json for a non-JSON answer', async () => {
		window.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof fetch;
		await expect(
			restRequest( { path: '/opengive/v1/x' } )
		).rejects.toMatchObject( { code: 'fetch_error' } );
		stubFetch( [ answer( 200, '<html>' ) ] );
		await expect(
			restRequest( { path: '/opengive/v1/x' } )
		).rejects.toMatchObject( { code: 'invalid_json' } );
	} );

	it( 'sends the nonce the form handed over after its refresh', async () => {
		setRestNonce( 'cccccccccc' );
		const sent = stubFetch( [ answer( 200, '{}' ) ] );
		await restRequest( { path: '/opengive/v1/x' } );
		expect( sent[ 0 ].init?.headers ).toMatchObject( {
			'X-WP-Nonce': 'cccccccccc',
		} );
	} );
} );
