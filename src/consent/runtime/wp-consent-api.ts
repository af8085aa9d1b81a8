/**
 * The WP Consent API in the browser. When its plugin is present, wp_set_consent is its function
 * (it writes wp_consent_* cookies and fires the change event). Without it, OpenGive defines the same
 * globals so scripts written for the API ask our banner, and fires `wp_listen_for_consent_change`.
 */
import type { ConsentValue } from '../contract';

declare global {
	interface Window {
		wp_consent_type?: string;
		wp_fallback_consent_type?: string;
		wp_set_consent?: ( category: string, value: ConsentValue ) => void;
		wp_has_consent?: ( category: string ) => boolean;
	}
}

const OURS = '__opengive';

/**
 * Whether the WP Consent API's own script defined wp_set_consent (then it handles the event).
 */
function apiPresent(): boolean {
	const fn = window.wp_set_consent as
		| ( ( ( c: string, v: ConsentValue ) => void ) & {
				[ OURS ]?: boolean;
		  } )
		| undefined;
	return typeof fn === 'function' && ! fn[ OURS ];
}

/**
 * Defines the API's globals unless its plugin did.
 *
 * @param consentType The visitor's consent type.
 * @param has         Our decision for a category.
 * @param set         Our setter (runs the banner's setConsent).
 */
export function installWpConsentApi(
	consentType: string,
	has: ( category: string ) => boolean,
	set: ( category: string, value: ConsentValue ) => void
): void {
	window.wp_consent_type = consentType;
	if ( ! apiPresent() ) {
		const setter = Object.assign(
			( category: string, value: ConsentValue ) => set( category, value ),
			{ [ OURS ]: true }
		);
		window.wp_set_consent = setter;
		window.wp_has_consent = has;
	}
	document.dispatchEvent( new CustomEvent( 'wp_consent_type_defined' ) );
}

/**
 * Tells the WP Consent API (or, without it, its listeners) about one category's new value.
 *
 * @param category Category ('statistics-anonymous' included).
 * @param value    allow | deny.
 */
export function announceConsent( category: string, value: ConsentValue ): void {
	if ( apiPresent() ) {
		window.wp_set_consent?.( category, value );
		return;
	}
	document.dispatchEvent(
		new CustomEvent( 'wp_listen_for_consent_change', {
			detail: { [ category ]: value },
		} )
	);
}
