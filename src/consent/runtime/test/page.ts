/**
 * A page as OpenGive\Consent\Frontend and Blocker print it (banner, manage-consent button, a blocked
 * inline marketing script, a blocked YouTube frame with its placeholder), plus a fetch stub that
 * records requests. Shared by the runtime tests.
 */
import type { PageConfig } from '../page-config';

export const config = (
	overrides: Partial< PageConfig > = {}
): PageConfig => ( {
	api: 'http://localhost/wp-json/opengive/v1/consent/',
	region: 'eu',
	consentType: 'optin',
	geoip: false,
	version: '0.1.0',
	bannerVersion: 1,
	policyId: 1,
	dismissOnScroll: false,
	dismissTimeout: 0,
	expiryDays: 365,
	storeConsent: true,
	cleanCookies: false,
	respectDnt: true,
	services: { youtube: 'marketing', 'google-analytics': 'statistics' },
	patterns: { youtube: [ 'youtube.com', 'youtube-nocookie.com' ] },
	locale: 'en_US',
	placeholder: 'This content comes from %s.',
	acceptAndShow: 'Accept and show',
	...overrides,
} );

export function renderPage(): void {
	document.body.innerHTML = `
<main>
	<script type="text/plain" data-category="marketing">window.marketingRan = ( window.marketingRan || 0 ) + 1;</script>
	<div class="cmplz-blocked-content-container" data-service="youtube" data-category="marketing">
		<iframe width="560" height="315" data-cmplz-src="https://www.youtube-nocookie.com/embed/x" data-service="youtube" data-category="marketing"></iframe>
		<div class="cmplz-blocked-content-notice"><p>Blocked</p><button type="button" class="cmplz-accept-service" data-service="youtube" data-category="marketing">Accept and show</button></div>
	</div>
</main>
<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" role="dialog" hidden>
	<button type="button" class="cmplz-close" aria-label="Close dialog">x</button>
	<div class="cmplz-categories" hidden>
		<input type="checkbox" class="cmplz-consent-checkbox" data-category="functional" checked disabled>
		<input type="checkbox" class="cmplz-consent-checkbox" data-category="preferences">
		<input type="checkbox" class="cmplz-consent-checkbox" data-category="statistics">
		<label class="cmplz-label" for="cmplz-marketing" tabindex="0">Marketing</label>
		<input type="checkbox" id="cmplz-marketing" class="cmplz-consent-checkbox" data-category="marketing">
	</div>
	<button type="button" class="cmplz-btn cmplz-accept">Accept all</button>
	<button type="button" class="cmplz-btn cmplz-deny">Deny</button>
	<button type="button" class="cmplz-btn cmplz-view-preferences" aria-expanded="false">View preferences</button>
	<button type="button" class="cmplz-btn cmplz-save-preferences" hidden>Save preferences</button>
</div>
<button type="button" id="cmplz-manage-consent" class="cmplz-manage-consent" hidden>Manage consent</button>`;
}

export interface Recorded {
	url: string;
	body: unknown;
}

/**
 * A fetch that answers per route and records each call.
 *
 * @param answers Route suffix => JSON answer.
 */
export function fakeFetch( answers: Record< string, unknown > = {} ) {
	const calls: Recorded[] = [];
	const fn = jest.fn(
		async ( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = String( input );
			calls.push( {
				url,
				body: init?.body ? JSON.parse( String( init.body ) ) : null,
			} );
			const key = Object.keys( answers ).find( ( suffix ) =>
				url.includes( suffix )
			);
			return {
				ok: true,
				status: 200,
				json: async () => ( key ? answers[ key ] : { stored: true } ),
			} as Response;
		}
	);
	return { fetch: fn as unknown as typeof window.fetch, calls };
}

/** Every cookie of the document as a map. */
export function jar(): Record< string, string > {
	return Object.fromEntries(
		document.cookie
			.split( ';' )
			.map( ( pair ) => pair.trim() )
			.filter( Boolean )
			.map( ( pair ) => [
				pair.slice( 0, pair.indexOf( '=' ) ),
				pair.slice( pair.indexOf( '=' ) + 1 ),
			] )
	);
}

/** Removes every cookie (between tests). */
export function clearJar(): void {
	for ( const name of Object.keys( jar() ) ) {
		document.cookie = `${ name }=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/`;
	}
}

/** Lets pending promise callbacks run (with fake timers too). */
export async function flush(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}
