/**
 * The consent contract (cookie names, categories, regions, defaults, timings), read from
 * plugin/data/consent-contract.json so the browser and OpenGive\Consent\Contract never drift apart.
 */
import data from '../../plugin/data/consent-contract.json';

export type Category =
	'functional' | 'preferences' | 'statistics' | 'marketing';
export type ConsentValue = 'allow' | 'deny';
export type ConsentType = 'optin' | 'optout' | 'other';
export type BannerStatus = 'show' | 'dismissed';

export interface RegionRule {
	type: ConsentType;
	law: string;
	statisticsConsent: string;
	countries: string[];
}

/*
 * Field by field rather than the whole file: webpack then leaves the parts the public banner never
 * reads (the description, country lists) out of its bundle, which has an 8 KB gzip budget.
 */
export const CONTRACT = {
	cookiePrefix: data.cookiePrefix,
	alwaysAllowed: data.alwaysAllowed,
	anonymousStatistics: data.anonymousStatistics,
	values: data.values,
	consentTypes: data.consentTypes,
	cookieAttributes: data.cookieAttributes,
	botPatterns: data.botPatterns,
	speedBotPatterns: data.speedBotPatterns,
};
export const COOKIE_PREFIX: string = data.cookiePrefix;
export const CATEGORIES = data.categories as Category[];
/** Highest first: the order cmplz_highest_accepted_category reports in. */
export const PRIORITY = data.priority as Category[];
export { REGIONS } from './contract-regions';
export const DEFAULTS = data.defaults;
export const TIMINGS = data.timings;
export const EVENTS = data.events;
export const QUERY = data.queryParameters;
export const COOKIES = data.cookies;

/**
 * Whether a string is one of the four categories.
 *
 * @param value Anything.
 */
export function isCategory( value: unknown ): value is Category {
	return (
		typeof value === 'string' &&
		( CATEGORIES as string[] ).includes( value )
	);
}

/**
 * Whether a string is one of the consent types the banner runs (optin, optout, other).
 *
 * @param value Anything.
 */
export function isConsentType( value: unknown ): value is ConsentType {
	return (
		typeof value === 'string' &&
		( data.consentTypes as string[] ).includes( value )
	);
}

/**
 * The full cookie name for a category or one of the contract's other cookies.
 *
 * @param name Unprefixed name, e.g. 'marketing' or 'policy_id'.
 */
export function cookieName( name: string ): string {
	return COOKIE_PREFIX + name;
}
