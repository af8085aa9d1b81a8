/**
 * Google Consent Mode v2: the <head> snippet sets the defaults before any tag; this sends `update`
 * whenever the visitor's categories change (spec: ad_storage, analytics_storage, ad_user_data,
 * ad_personalization, functionality_storage, personalization_storage, security_storage).
 */

export type ConsentModeState = Record< string, 'granted' | 'denied' >;

declare global {
	interface Window {
		gtag?: ( ...args: unknown[] ) => void;
		dataLayer?: unknown[];
	}
}

/**
 * The Consent Mode signals for a set of accepted categories.
 *
 * @param accepted Categories with consent.
 */
export function consentModeFor( accepted: string[] ): ConsentModeState {
	const grant = ( category: string ) =>
		accepted.includes( category ) ? 'granted' : 'denied';
	return {
		ad_storage: grant( 'marketing' ),
		ad_user_data: grant( 'marketing' ),
		ad_personalization: grant( 'marketing' ),
		analytics_storage: grant( 'statistics' ),
		functionality_storage: 'granted',
		personalization_storage: grant( 'preferences' ),
		security_storage: 'granted',
	};
}

let last = '';

/**
 * Sends gtag('consent', 'update', …) when the signals differ from the last ones sent.
 *
 * @param accepted Categories with consent.
 */
export function updateConsentMode( accepted: string[] ): void {
	const state = consentModeFor( accepted );
	const key = JSON.stringify( state );
	if ( key === last ) {
		return;
	}
	last = key;
	window.dataLayer = window.dataLayer || [];
	const gtag =
		window.gtag ||
		function ( ...args: unknown[] ) {
			// gtag queues the arguments object itself, not an array.
			// eslint-disable-next-line prefer-rest-params
			window.dataLayer?.push( arguments );
			return args;
		};
	window.gtag = gtag;
	gtag( 'consent', 'update', state );
}
