/**
 * The banner's state and the effects a transition asks the page to run. Kept apart from the
 * transition function so the DOM runner (a later step) imports only types and this reader.
 */
import {
	CATEGORIES,
	COOKIES,
	cookieName,
	type BannerStatus,
	type Category,
	type ConsentValue,
} from './contract';
import { hasConsent, parseServices } from './decisions';

export interface BannerContext {
	region: string;
	/** optin | optout | other. */
	consentType: string;
	dntOrGpc: boolean;
	isBot: boolean;
	currentPolicyId: number;
}

export interface BannerState {
	context: BannerContext;
	/** Whether the banner is open (cmplz_banner-status); the manage-consent button shows the opposite. */
	status: BannerStatus;
	/** No banner at all: DNT/GPC, the 'other' consent type, or a bot. */
	suppressed: boolean;
	/** The category list inside the banner (show/hide categories, manage settings). */
	categoriesVisible: boolean;
	/** Stored cmplz_{category} values; a missing key is an unset cookie. */
	consent: Partial< Record< Category, ConsentValue > >;
	/** Stored cmplz_consented_services. */
	services: Record< string, boolean >;
	/** Stored cmplz_policy_id, null when unset. */
	policyId: number | null;
	/** Whether a consent was ever recorded (cmplz_saved_categories exists). */
	saved: boolean;
	/** Categories and services already activated on this page (each is enabled once). */
	enabled: string[];
}

export type Effect =
	/** Write a consent cookie (unprefixed name; the runner adds prefix and attributes). */
	| { type: 'setCookie'; name: string; value: string }
	/** Remove every cookie whose name contains this text (policy change: all cmplz_ cookies). */
	| { type: 'clearCookies'; match: string }
	/** Tell the WP Consent API (wp_set_consent) when it is present. */
	| { type: 'wpSetConsent'; category: string; value: ConsentValue }
	/** Run the scripts/iframes blocked under a category or a service. */
	| { type: 'enable'; category: string | null; service: string | null }
	/** Put integrations' cookies back to their refused values (marketing revoked). */
	| { type: 'revokeIntegrations' }
	| { type: 'dispatch'; event: string; detail: unknown }
	/** Record the consent (POST track) when it changed and store-consent is on. */
	| { type: 'track'; status: string | false }
	| { type: 'reload'; delayMs: number };

/**
 * The state of a visitor's stored cookies before the banner did anything.
 *
 * @param cookies Cookie jar (prefixed names).
 * @param context Region, consent type, DNT/GPC, bot, current policy id.
 */
export function stateFromCookies(
	cookies: Record< string, string >,
	context: BannerContext
): BannerState {
	const consent: Partial< Record< Category, ConsentValue > > = {};
	for ( const category of CATEGORIES ) {
		const value = cookies[ cookieName( category ) ];
		if ( value === 'allow' || value === 'deny' ) {
			consent[ category ] = value;
		}
	}
	const services: Record< string, boolean > = {};
	for ( const [ slug, value ] of Object.entries(
		parseServices( cookies[ cookieName( COOKIES.consentedServices ) ] )
	) ) {
		services[ slug ] = value === true || value === 1;
	}
	const policy = parseInt(
		cookies[ cookieName( COOKIES.policyId ) ] ?? '',
		10
	);
	const status = cookies[ cookieName( COOKIES.bannerStatus ) ];
	return {
		context,
		status: status === 'dismissed' ? 'dismissed' : 'show',
		suppressed: false,
		categoriesVisible: false,
		consent,
		services,
		policyId: Number.isNaN( policy ) ? null : policy,
		saved:
			( cookies[ cookieName( COOKIES.savedCategories ) ] ?? '' ) !== '',
		enabled: [],
	};
}

/**
 * hasConsent for a category in a banner state.
 *
 * @param state    State.
 * @param category Category.
 */
export function stateHasConsent(
	state: BannerState,
	category: string
): boolean {
	return hasConsent( {
		category,
		isBot: state.context.isBot,
		dntOrGpc: state.context.dntOrGpc,
		consentType: state.context.consentType,
		cookieValue: state.consent[ category as Category ] ?? '',
	} );
}

/**
 * The accepted categories of a state, in contract order.
 *
 * @param state State.
 */
export function stateCategories( state: BannerState ): Category[] {
	return CATEGORIES.filter( ( category ) =>
		stateHasConsent( state, category )
	);
}
