/**
 * Cookie cleaning (spec 7 and 9): every 1000 ms, the cookies and storage keys of services without
 * consent (from GET cookie_data, cached in session storage) are removed, so a script that ran before
 * a refusal cannot keep its identifiers.
 */
import { TIMINGS } from '../contract';
import { namesToClean, type CookieData } from '../cleaning';
import { removeEverywhere } from './jar';

/**
 * The cookie data, from session storage or the route.
 *
 * @param api     REST base.
 * @param doFetch fetch.
 */
export async function cookieData(
	api: string,
	doFetch: typeof window.fetch
): Promise< CookieData > {
	try {
		const cached = sessionStorage.getItem( 'cmplz_cookie_data' );
		if ( cached ) {
			return JSON.parse( cached ) as CookieData;
		}
	} catch {
		// Unreadable cache: fetch again.
	}
	const response = await doFetch( api + 'cookie_data' );
	if ( ! response.ok ) {
		throw new Error( `cookie_data: HTTP ${ response.status }` );
	}
	const data = ( await response.json() ) as CookieData;
	try {
		sessionStorage.setItem( 'cmplz_cookie_data', JSON.stringify( data ) );
	} catch {
		// No session storage: fetched again on the next page.
	}
	return data;
}

/**
 * Starts the cleaning interval; returns its stopper.
 *
 * @param data    Cookie data.
 * @param allowed Decision for a category / service.
 */
export function startCleaning(
	data: CookieData,
	allowed: ( category: string, service: string ) => boolean
): () => void {
	const clean = () => {
		for ( const name of namesToClean(
			data,
			( category ) => allowed( category, '' ),
			( service, category ) => allowed( category, service )
		) ) {
			removeEverywhere( name );
		}
	};
	const timer = window.setInterval( clean, TIMINGS.cleanIntervalMs );
	return () => window.clearInterval( timer );
}
