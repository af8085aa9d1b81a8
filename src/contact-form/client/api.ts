/**
 * The contact form's requests (spec section 7): JSON accepted, CF7's error codes and wording for a
 * network failure and for an answer that is not JSON. No nonce is sent: the routes are public and
 * the page may come from a full-page cache.
 */
import { __ } from '@wordpress/i18n';

export class ContactApiError extends Error {
	code: string;
	status: number;

	constructor( code: string, message: string, status = 0 ) {
		super( message );
		this.code = code;
		this.status = status;
	}
}

/**
 * Fetches JSON from the contact form's REST routes.
 *
 * @param url         Address.
 * @param init        Method and body (FormData for the feedback POST).
 * @param init.method
 * @param init.body
 */
export async function contactFetch< T >(
	url: string,
	init: { method?: string; body?: FormData } = {}
): Promise< T | undefined > {
	let response: Response;
	try {
		response = await window.fetch( url, {
			method: init.method ?? 'GET',
			body: init.body,
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
	} catch {
		throw new ContactApiError(
			'fetch_error',
			__( 'You are probably offline.', 'opengive' )
		);
	}
	if ( response.status === 204 ) {
		return undefined;
	}
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		throw new ContactApiError(
			'invalid_json',
			__( 'The response is not a valid JSON response.', 'opengive' ),
			response.status
		);
	}
	if ( ! response.ok ) {
		const error = ( body ?? {} ) as { code?: unknown; message?: unknown };
		throw new ContactApiError(
			typeof error.code === 'string' ? error.code : 'http_error',
			typeof error.message === 'string'
				? error.message
				: `HTTP ${ response.status }`,
			response.status
		);
	}
	return body as T;
}

/** The feedback route's answer (cf7-rest-contract.json). */
export interface FeedbackResponse {
	contact_form_id: number;
	status: string;
	message: string;
	posted_data_hash: string;
	into: string;
	invalid_fields: Array< {
		field: string;
		message: string;
		idref: string | null;
		error_id: string;
	} >;
	captcha?: Record< string, string >;
	quiz?: Record< string, [ string, string ] >;
}

/** The refill route's answer. */
export interface RefillResponse {
	captcha?: Record< string, string >;
	quiz?: Record< string, [ string, string ] >;
}
