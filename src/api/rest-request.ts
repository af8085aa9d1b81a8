/**
 * The public views' REST calls: a JSON request with the REST nonce, and nothing else. It replaces
 * wp-api-fetch on the donation page, which with wp-url cost 6 KB gzip there (issue 19's budget of
 * 60 KB of WordPress scripts); wp-admin keeps api-fetch. What it keeps of api-fetch's behaviour:
 * the REST root (pretty or `?rest_route=` links), the `X-WP-Nonce` header, one retry with a fresh
 * nonce when the server says the nonce is stale (a page a cache served hours later), and the same
 * rejections: the server's `{ code, message, data }` body, or `fetch_error` / `invalid_json`.
 */
import { __ } from '@wordpress/i18n';
import { restSettings as settings, setRestNonce } from './rest-settings';

export interface RestRequest {
	/** Route with its query string, e.g. `/opengive/v1/donations`. */
	path: string;
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Sent as the JSON body. */
	data?: unknown;
}

/**
 * The full address of a route: `…/wp-json/` + path, or with plain links
 * `…/?rest_route=/` + path, whose own query string then joins with `&`.
 *
 * @param root The REST root.
 * @param path Route and query.
 */
export function restUrl( root: string, path: string ): string {
	const route = path.replace( /^\//, '' );
	if ( root.includes( '?' ) ) {
		return root + route.replace( '?', '&' );
	}
	return root + route;
}

async function send( request: RestRequest ): Promise< Response > {
	const { root, nonce } = settings();
	const headers: Record< string, string > = {
		Accept: 'application/json, */*;q=0.1',
	};
	if ( nonce ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	}
	if ( request.data !== undefined ) {
		headers[ 'Content-Type' ] = 'application/json';
	}
	return window.fetch( restUrl( root, request.path ), {
		method: request.method ?? 'GET',
		headers,
		credentials: 'include',
		body:
			request.data === undefined
				? undefined
				: JSON.stringify( request.data ),
	} );
}

async function parse( response: Response ): Promise< unknown > {
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		throw {
			code: 'invalid_json',
			message: __(
				'The response is not a valid JSON response.',
				'opengive'
			),
		};
	}
}

/** Asks admin-ajax for a fresh REST nonce, as api-fetch does; false when it cannot. */
async function renewNonce(): Promise< boolean > {
	try {
		const response = await window.fetch( settings().nonceEndpoint, {
			credentials: 'include',
		} );
		const nonce = ( await response.text() ).trim();
		if ( ! response.ok || ! /^[a-f0-9]{10}$/.test( nonce ) ) {
			return false;
		}
		setRestNonce( nonce );
		return true;
	} catch {
		return false;
	}
}

/**
 * Sends a request and resolves with the parsed JSON answer.
 *
 * @param request Route, method and body.
 * @return The answer; rejects with the server's error body or `fetch_error` / `invalid_json`.
 */
export function restRequest< T >( request: RestRequest ): Promise< T > {
	return attempt< T >( request, true );
}

async function attempt< T >(
	request: RestRequest,
	mayRetry: boolean
): Promise< T > {
	let response: Response;
	try {
		response = await send( request );
	} catch {
		throw {
			code: 'fetch_error',
			message: __( 'You are probably offline.', 'opengive' ),
		};
	}
	const body = await parse( response );
	if ( response.ok ) {
		return body as T;
	}
	const stale =
		response.status === 403 &&
		typeof body === 'object' &&
		body !== null &&
		( body as { code?: unknown } ).code === 'rest_cookie_invalid_nonce';
	// Once only: a nonce refused again right after renewal is not a stale page.
	if ( stale && mayRetry && ( await renewNonce() ) ) {
		return attempt< T >( request, false );
	}
	throw body;
}
