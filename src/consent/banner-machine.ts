/**
 * The cookie banner as a pure state machine (spec sections 2 and 4, Complianz's banner actions):
 * transition( state, action ) returns the next state and the effects the page must run (cookies,
 * WP Consent API calls, events, script activation, tracking, reloads). No DOM here.
 */
import {
	CATEGORIES,
	COOKIES,
	CONTRACT,
	EVENTS,
	TIMINGS,
	type BannerStatus,
	type Category,
	type ConsentValue,
} from './contract';
import {
	highestAcceptedCategory,
	linkedConsents,
	policyChanged,
} from './decisions';
import { stateCategories, type BannerState, type Effect } from './banner-state';

export type BannerAction =
	/** Page load: policy check, DNT/GPC, 'other' regions, enabling what already has consent. */
	| { type: 'load' }
	| { type: 'acceptAll' }
	| { type: 'denyAll' }
	/** The banner's switches; a category left out counts as unchecked. */
	| {
			type: 'savePreferences';
			choices: Partial< Record< Category, boolean > >;
	  }
	/** "View preferences": show or hide the category list. */
	| { type: 'toggleCategories' }
	/** "Manage settings": the same list, from the banner's manage-settings button. */
	| { type: 'manageSettings' }
	| { type: 'close' }
	/** The manage-consent button re-opens the banner. */
	| { type: 'manageConsent' }
	/** One category changed at once (manage-consent container, cmplz_set_consent). */
	| { type: 'setConsent'; category: Category; value: ConsentValue }
	/** One service's switch or "accept and show" button. */
	| { type: 'setService'; service: string; consented: boolean }
	/** Withdraw one category or one service. */
	| { type: 'revoke'; category?: Category; service?: string }
	/** Auto-dismiss (opt-out regions only): on load, scroll past 400 px, or the timeout. */
	| { type: 'autoDismiss'; reason: 'optout' | 'scroll' | 'timeout' };

export interface Transition {
	state: BannerState;
	effects: Effect[];
}

/** A working copy plus the effects collected while applying one action. */
interface Run {
	state: BannerState;
	effects: Effect[];
}

/**
 * The next state and the effects of one banner action.
 *
 * @param state  Current state (not modified).
 * @param action What the visitor (or the page) did.
 */
export function transition(
	state: BannerState,
	action: BannerAction
): Transition {
	const run: Run = {
		state: {
			...state,
			consent: { ...state.consent },
			services: { ...state.services },
			enabled: [ ...state.enabled ],
		},
		effects: [],
	};
	switch ( action.type ) {
		case 'load':
			load( run );
			break;
		case 'acceptAll':
			acceptAll( run );
			setStatus( run, 'dismissed' );
			finish( run );
			break;
		case 'denyAll':
			setStatus( run, 'dismissed' );
			denyAll( run );
			break;
		case 'savePreferences':
			for ( const category of CATEGORIES ) {
				if ( category !== 'functional' ) {
					setConsent(
						run,
						category,
						action.choices[ category ] ? 'allow' : 'deny'
					);
				}
			}
			setStatus( run, 'dismissed' );
			finish( run );
			break;
		case 'toggleCategories':
		case 'manageSettings':
			run.state.categoriesVisible = ! run.state.categoriesVisible;
			break;
		case 'close':
			setStatus( run, 'dismissed' );
			break;
		case 'manageConsent':
			setStatus( run, 'show' );
			break;
		case 'setConsent':
			setConsent( run, action.category, action.value );
			setStatus( run, 'dismissed' );
			finish( run );
			break;
		case 'setService':
			setService( run, action.service, action.consented );
			break;
		case 'revoke':
			if ( action.category ) {
				setConsent( run, action.category, 'deny' );
				setStatus( run, 'dismissed' );
				finish( run );
			} else if ( action.service ) {
				setService( run, action.service, false );
			}
			break;
		case 'autoDismiss':
			// Only opt-out regions dismiss by themselves: in opt-in regions silence must not hide
			// the question (and never counts as consent).
			if (
				run.state.context.consentType === 'optout' &&
				! run.state.suppressed &&
				run.state.status === 'show'
			) {
				setStatus( run, 'dismissed' );
				finish( run );
			}
			break;
	}
	return { state: run.state, effects: run.effects };
}

/**
 * Page load: a changed policy voids everything; then enable what has consent and decide whether the
 * banner appears at all.
 *
 * @param run Working state.
 */
function load( run: Run ): void {
	const { context } = run.state;
	if (
		policyChanged(
			String( run.state.policyId ?? '' ),
			context.currentPolicyId
		)
	) {
		resetForNewPolicy( run );
	}
	const enabledNow = stateCategories( run.state ).filter(
		( category ) => category !== 'functional'
	);
	for ( const category of enabledNow ) {
		enable( run, category, null );
	}
	for ( const [ service, consented ] of Object.entries(
		run.state.services
	) ) {
		if ( consented ) {
			enable( run, null, service );
		}
	}
	fireCategories( run );
	if ( context.isBot ) {
		run.state.suppressed = true;
		return;
	}
	if ( context.dntOrGpc ) {
		run.state.suppressed = true;
		track( run, 'do_not_track' );
		return;
	}
	if ( context.consentType !== 'optin' && context.consentType !== 'optout' ) {
		// 'other': no banner, everything allowed at once (cmplz_accept_all on load).
		run.state.suppressed = true;
		if ( ! run.state.saved ) {
			track( run, 'no_warning' );
		}
		acceptAll( run );
		return;
	}
	run.state.suppressed = false;
}

/**
 * Spec 4: a different stored policy id denies all consent, clears the consent cookies and shows the
 * banner again. The new policy id is stored at once so the next page does not reset again.
 *
 * @param run Working state.
 */
function resetForNewPolicy( run: Run ): void {
	run.effects.push( { type: 'clearCookies', match: CONTRACT.cookiePrefix } );
	run.state.services = {};
	run.state.saved = false;
	for ( const category of CATEGORIES ) {
		const value: ConsentValue =
			category === 'functional' ? 'allow' : 'deny';
		run.state.consent[ category ] = value;
		run.effects.push( { type: 'setCookie', name: category, value } );
	}
	stampPolicy( run );
	run.state.status = 'show';
	run.effects.push( {
		type: 'setCookie',
		name: COOKIES.bannerStatus,
		value: 'show',
	} );
}

/**
 * Accept all: service choices are cleared (the categories now cover them) and every category allowed.
 *
 * @param run Working state.
 */
function acceptAll( run: Run ): void {
	clearServices( run );
	for ( const category of CATEGORIES ) {
		setConsent( run, category, 'allow' );
	}
}

/**
 * Deny all: every category denied, services cleared, integrations revoked; the page reloads when
 * anything had run before (an accepted category, an opt-out default, or a consented service), since
 * scripts that already ran cannot be unloaded.
 *
 * @param run Working state.
 */
function denyAll( run: Run ): void {
	const hadConsent =
		stateCategories( run.state ).some( ( c ) => c !== 'functional' ) ||
		Object.values( run.state.services ).some( Boolean );
	for ( const category of CATEGORIES ) {
		setConsent( run, category, 'deny' );
	}
	clearServices( run );
	// The immediate reload below supersedes the 500 ms marketing-revoke reload.
	run.effects = run.effects.filter( ( effect ) => effect.type !== 'reload' );
	if (
		! run.effects.some( ( effect ) => effect.type === 'revokeIntegrations' )
	) {
		run.effects.push( { type: 'revokeIntegrations' } );
	}
	fireCategories( run );
	track( run, false );
	dispatch( run, EVENTS.revoke, hadConsent );
	if ( hadConsent ) {
		run.effects.push( { type: 'reload', delayMs: 0 } );
	}
}

/**
 * cmplz_set_consent: functional is always allow; no change means no cookie and no event; marketing
 * going from allow to deny revokes integrations and reloads after 500 ms.
 *
 * @param run      Working state.
 * @param category Category.
 * @param value    New value.
 */
function setConsent( run: Run, category: Category, value: ConsentValue ): void {
	stampPolicy( run );
	const next: ConsentValue = category === 'functional' ? 'allow' : value;
	const previous = run.state.consent[ category ];
	if ( previous === next ) {
		return;
	}
	run.state.consent[ category ] = next;
	run.effects.push( { type: 'setCookie', name: category, value: next } );
	if ( next === 'allow' ) {
		enable( run, category, null );
	}
	for ( const linked of linkedConsents( category, next ) ) {
		run.effects.push( { type: 'wpSetConsent', ...linked } );
	}
	dispatch( run, EVENTS.statusChange, {
		category,
		value: next,
		region: run.state.context.region,
		categories: stateCategories( run.state ),
	} );
	if ( category === 'marketing' && next === 'deny' && previous === 'allow' ) {
		run.effects.push( { type: 'revokeIntegrations' } );
		run.effects.push( { type: 'reload', delayMs: TIMINGS.reloadDelayMs } );
	}
}

/**
 * One service's choice: consenting enables it now; unchecking reloads after 500 ms (spec 4).
 *
 * @param run       Working state.
 * @param service   Service slug.
 * @param consented The choice.
 */
function setService( run: Run, service: string, consented: boolean ): void {
	const previous = run.state.services[ service ];
	run.state.services[ service ] = consented;
	run.effects.push( {
		type: 'setCookie',
		name: COOKIES.consentedServices,
		value: JSON.stringify( run.state.services ),
	} );
	dispatch( run, EVENTS.statusChangeService, {
		service,
		value: consented,
		region: run.state.context.region,
	} );
	if ( consented ) {
		enable( run, null, service );
	} else if ( previous !== false ) {
		run.effects.push( { type: 'reload', delayMs: TIMINGS.reloadDelayMs } );
	}
	setStatus( run, 'dismissed' );
	finish( run );
}

/**
 * Forgets every service choice.
 *
 * @param run Working state.
 */
function clearServices( run: Run ): void {
	run.state.services = {};
	run.effects.push( {
		type: 'setCookie',
		name: COOKIES.consentedServices,
		value: '',
	} );
}

/**
 * Writes the current policy id once per action (consent given now is consent to this policy).
 *
 * @param run Working state.
 */
function stampPolicy( run: Run ): void {
	const value = String( run.state.context.currentPolicyId );
	const written = run.effects.some(
		( effect ) =>
			effect.type === 'setCookie' &&
			effect.name === COOKIES.policyId &&
			effect.value === value
	);
	run.state.policyId = run.state.context.currentPolicyId;
	if ( ! written ) {
		run.effects.push( {
			type: 'setCookie',
			name: COOKIES.policyId,
			value,
		} );
	}
}

/**
 * Opens or dismisses the banner; the cookie is written only when the stored status changes.
 *
 * @param run    Working state.
 * @param status New status.
 */
function setStatus( run: Run, status: BannerStatus ): void {
	if ( run.state.status !== status ) {
		run.effects.push( {
			type: 'setCookie',
			name: COOKIES.bannerStatus,
			value: status,
		} );
	}
	run.state.status = status;
	dispatch( run, EVENTS.bannerStatus, status );
}

/**
 * Activates a category or service once per page, and announces it (cmplz_enable_category).
 *
 * @param run      Working state.
 * @param category Category, or null for a service.
 * @param service  Service, or null for a category.
 */
function enable(
	run: Run,
	category: string | null,
	service: string | null
): void {
	const key = category ? `category:${ category }` : `service:${ service }`;
	// Functional content is never blocked, so there is nothing to run and nothing to announce.
	if ( category === 'functional' || run.state.enabled.includes( key ) ) {
		return;
	}
	run.state.enabled.push( key );
	run.effects.push( { type: 'enable', category, service } );
	dispatch( run, EVENTS.enableCategory, {
		category,
		service,
		categories: stateCategories( run.state ),
		services: { ...run.state.services },
		region: run.state.context.region,
	} );
}

/**
 * The end of every consent-changing action: announce the categories, then record them.
 *
 * @param run Working state.
 */
function finish( run: Run ): void {
	fireCategories( run );
	track( run, false );
}

/**
 * cmplz_fire_categories with the highest accepted category.
 *
 * @param run Working state.
 */
function fireCategories( run: Run ): void {
	const categories = stateCategories( run.state );
	dispatch( run, EVENTS.fireCategories, {
		category: highestAcceptedCategory( categories ),
		categories,
		region: run.state.context.region,
	} );
}

/**
 * cmplz_track_status and the request to record the consent.
 *
 * @param run    Working state.
 * @param status false for the accepted categories, or 'do_not_track' / 'no_warning'.
 */
function track( run: Run, status: string | false ): void {
	dispatch( run, EVENTS.trackStatus, status );
	run.effects.push( { type: 'track', status } );
}

/**
 * Adds an event to dispatch on document.
 *
 * @param run    Working state.
 * @param event  Event name.
 * @param detail Event detail.
 */
function dispatch( run: Run, event: string, detail: unknown ): void {
	run.effects.push( { type: 'dispatch', event, detail } );
}
