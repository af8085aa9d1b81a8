/**
 * What the server prints for the banner script (window.opengiveConsent, set in <head> by
 * OpenGive\Consent\Frontend before any tag).
 */
export interface PageConfig {
	/** REST base ending in '/', e.g. https://site/wp-json/opengive/v1/consent/. */
	api: string;
	region: string;
	consentType: string;
	/** Whether the region comes from a per-visitor header (the page may be cached: ask the server). */
	geoip: boolean;
	version: string;
	bannerVersion: number;
	policyId: number;
	dismissOnScroll: boolean;
	/** Milliseconds; 0 means no timeout. */
	dismissTimeout: number;
	expiryDays: number;
	storeConsent: boolean;
	cleanCookies: boolean;
	respectDnt: boolean;
	/** Service slug => category. */
	services: Record< string, string >;
	/** Blockable service slug => address patterns (late-inserted players are disarmed by them). */
	patterns: Record< string, string[] >;
	locale: string;
	/** "This content comes from %s…" */
	placeholder: string;
	acceptAndShow: string;
}

declare global {
	interface Window {
		opengiveConsent?: PageConfig;
	}
}

/**
 * The page's configuration, or null when the server printed none (the script then does nothing).
 */
export function pageConfig(): PageConfig | null {
	const config = window.opengiveConsent;
	return config && typeof config.api === 'string' ? config : null;
}
