/**
 * The consent decisions (spec sections 3-5, Complianz's cmplz_has_consent / cmplz_has_service_consent
 * model). Pure: callers pass in the cookie values and the visitor context, so the same answers can be
 * checked against OpenGive\Consent\Decisions with one shared table (tests/fixtures/consent/decisions.json).
 */
import {
	CATEGORIES,
	COOKIES,
	CONTRACT,
	PRIORITY,
	cookieName,
	type Category,
	type ConsentValue,
} from './contract';

export interface ConsentQuery {
	category: string;
	isBot: boolean;
	/** Do Not Track or Global Privacy Control is on and the site respects it. */
	dntOrGpc: boolean;
	/** optin | optout | other; anything else is treated like optin (default deny). */
	consentType: string;
	/** The stored cmplz_{category} cookie: 'allow', 'deny', or '' / undefined when unset. */
	cookieValue?: string | null;
}

export interface ServiceQuery {
	service: string;
	category: string;
	/** The raw cmplz_consented_services cookie (JSON) or an already decoded object. */
	consentedServices?: string | Record< string, unknown > | null;
	/** The answer of hasConsent for the service's category. */
	categoryConsent: boolean;
}

/**
 * Whether a category may run for this visitor.
 *
 * @param query The category, the visitor context and the category's cookie.
 */
export function hasConsent( query: ConsentQuery ): boolean {
	// Crawlers never see a banner; blocking them would only hide content from search engines.
	if ( query.isBot ) {
		return true;
	}
	if ( query.category === CONTRACT.alwaysAllowed ) {
		return true;
	}
	const value = query.cookieValue ?? '';
	// DNT/GPC: only an explicit choice the visitor made counts, never an opt-out default.
	if ( query.dntOrGpc ) {
		return value === CONTRACT.values.allow;
	}
	if (
		value === '' &&
		( query.consentType === 'optout' || query.consentType === 'other' )
	) {
		return true;
	}
	return value === CONTRACT.values.allow;
}

/**
 * Decodes the consented-services cookie. Missing, invalid or non-object JSON counts as empty (spec 3).
 *
 * @param raw The cookie's text or a decoded object.
 */
export function parseServices(
	raw: string | Record< string, unknown > | null | undefined
): Record< string, unknown > {
	let value: unknown = raw;
	if ( typeof raw === 'string' ) {
		try {
			value = JSON.parse( decodeCookieText( raw ) );
		} catch {
			return {};
		}
	}
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return {};
	}
	return value as Record< string, unknown >;
}

/**
 * Whether a stored service entry means "consented": true, or 1 as PHP may have encoded it.
 *
 * @param value The entry.
 */
function isConsented( value: unknown ): boolean {
	return value === true || value === 1;
}

/**
 * Whether a service may run: its own stored choice when there is one, else its category's answer.
 *
 * @param query The service, its category, the stored services and the category's answer.
 */
export function hasServiceConsent( query: ServiceQuery ): boolean {
	const services = parseServices( query.consentedServices );
	if ( Object.prototype.hasOwnProperty.call( services, query.service ) ) {
		return isConsented( services[ query.service ] );
	}
	return query.categoryConsent;
}

/**
 * Whether the visitor explicitly refused a service (a category allow does not re-enable it).
 *
 * @param service           Service slug.
 * @param consentedServices Raw cookie or object.
 */
export function isServiceDenied(
	service: string,
	consentedServices: string | Record< string, unknown > | null | undefined
): boolean {
	const services = parseServices( consentedServices );
	return (
		Object.prototype.hasOwnProperty.call( services, service ) &&
		! isConsented( services[ service ] )
	);
}

/**
 * Whether any service has an explicit consent.
 *
 * @param consentedServices Raw cookie or object.
 */
export function anyServiceConsented(
	consentedServices: string | Record< string, unknown > | null | undefined
): boolean {
	return Object.values( parseServices( consentedServices ) ).some(
		isConsented
	);
}

export interface VisitorContext {
	isBot: boolean;
	dntOrGpc: boolean;
	consentType: string;
	/** The site's current policy id; a different stored cmplz_policy_id means every consent is void. */
	currentPolicyId: number;
}

/**
 * Whether the stored policy id says the consent was given under an older policy (spec 4). A missing
 * cookie is not a change: the visitor has simply never chosen.
 *
 * @param stored  The cmplz_policy_id cookie.
 * @param current The site's policy id.
 */
export function policyChanged(
	stored: string | null | undefined,
	current: number
): boolean {
	if ( stored === undefined || stored === null || stored === '' ) {
		return false;
	}
	return parseInt( stored, 10 ) !== current;
}

/**
 * hasConsent from a cookie jar (name => value), as the server and the banner read it: a stale
 * policy id denies every category except functional (bots excepted), exactly what the banner does
 * on load before it asks again.
 *
 * @param category Category.
 * @param cookies  All cookies, prefixed names.
 * @param context  Visitor context.
 */
export function hasConsentFromCookies(
	category: string,
	cookies: Record< string, string >,
	context: VisitorContext
): boolean {
	if (
		! context.isBot &&
		category !== CONTRACT.alwaysAllowed &&
		policyChanged(
			cookies[ cookieName( COOKIES.policyId ) ],
			context.currentPolicyId
		)
	) {
		return false;
	}
	return hasConsent( {
		category,
		isBot: context.isBot,
		dntOrGpc: context.dntOrGpc,
		consentType: context.consentType,
		cookieValue: cookies[ cookieName( category ) ],
	} );
}

/**
 * hasServiceConsent from a cookie jar; a stale policy id voids service choices too.
 *
 * @param service  Service slug.
 * @param category The service's category.
 * @param cookies  All cookies, prefixed names.
 * @param context  Visitor context.
 */
export function hasServiceConsentFromCookies(
	service: string,
	category: string,
	cookies: Record< string, string >,
	context: VisitorContext
): boolean {
	const categoryConsent = hasConsentFromCookies( category, cookies, context );
	if (
		context.isBot ||
		policyChanged(
			cookies[ cookieName( COOKIES.policyId ) ],
			context.currentPolicyId
		)
	) {
		return categoryConsent;
	}
	return hasServiceConsent( {
		service,
		category,
		consentedServices: cookies[ cookieName( COOKIES.consentedServices ) ],
		categoryConsent,
	} );
}

/**
 * The categories with consent, in contract order.
 *
 * @param decide hasConsent for one category.
 */
export function acceptedCategories(
	decide: ( category: Category ) => boolean
): Category[] {
	return CATEGORIES.filter( ( category ) => decide( category ) );
}

/**
 * The highest accepted category: marketing > statistics > preferences > functional.
 *
 * @param accepted Accepted categories.
 */
export function highestAcceptedCategory( accepted: string[] ): Category {
	return (
		PRIORITY.find( ( category ) => accepted.includes( category ) ) ??
		'functional'
	);
}

/**
 * The WP Consent API categories a category change also sets. Allowing statistics also allows
 * anonymous statistics (spec 4); denying statistics leaves anonymous statistics as they were,
 * because in regions that need consent even for anonymous statistics an allow there would be wrong.
 *
 * @param category Category being set.
 * @param value    New value.
 */
export function linkedConsents(
	category: string,
	value: ConsentValue
): Array< { category: string; value: ConsentValue } > {
	const own = { category, value };
	if ( category === 'statistics' && value === CONTRACT.values.allow ) {
		return [
			own,
			{ category: CONTRACT.anonymousStatistics, value: 'allow' },
		];
	}
	return [ own ];
}

/**
 * Cookie values may arrive percent-encoded: document.cookie does not decode, while PHP's $_COOKIE
 * already has, so decoding here makes both sides parse the same text. A bad sequence is left as is.
 *
 * @param text Cookie text.
 */
function decodeCookieText( text: string ): string {
	if ( ! text.includes( '%' ) ) {
		return text;
	}
	try {
		return decodeURIComponent( text );
	} catch {
		return text;
	}
}
