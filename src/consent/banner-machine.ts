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
	type Category,
	type ConsentValue,
} from './contract';
import { policyChanged } from './decisions';
import { stateCategories, type BannerState, type Effect } from './banner-state';
import {
	clearServices,
	dispatch,
	enable,
	finish,
	fireCategories,
	setConsent,
	setService,
	setStatus,
	stampPolicy,
	track,
	type Run,
} from './banner-steps';

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
