/**
 * The banner's runtime: holds the state, feeds actions to the pure transition() and carries out the
 * effects it returns (cookies, events, WP Consent API, Consent Mode, unblocking, tracking, reloads).
 */
import { COOKIES, type Category, type ConsentValue } from '../contract';
import { transition, type BannerAction } from '../banner-machine';
import {
	stateCategories,
	stateFromCookies,
	stateHasConsent,
	type BannerContext,
	type BannerState,
	type Effect,
} from '../banner-state';
import { hasServiceConsent } from '../decisions';
import { trackRequest } from '../tracking';
import { visitorIdPlan } from '../session';
import { isSpeedBot } from '../visitor';
import { clearMatching, readJar, writeConsentCookie } from './jar';
import { enableFrames, enableScripts } from './blocking';
import { updateConsentMode } from './consent-mode';
import { announceConsent } from './wp-consent-api';
import type { PageConfig } from './page-config';

export interface ControllerDeps {
	config: PageConfig;
	context: BannerContext;
	/** Called after every action (the view redraws). */
	onChange?: ( state: BannerState ) => void;
	/** Called after content was enabled (consent areas refetch). */
	onEnable?: () => void;
	fetch?: typeof window.fetch;
	reload?: () => void;
	userAgent?: string;
}

export interface Controller {
	act: ( action: BannerAction ) => void;
	state: () => BannerState;
	/** Whether a category (or a service of it) may run now. */
	allowed: ( category: string, service: string ) => boolean;
	/** Resolves when every enable effect so far has run its scripts. */
	settled: () => Promise< void >;
}

/**
 * A new visitor id (random, not derived from anything about the visitor).
 */
function newVisitorId(): string {
	if ( typeof crypto !== 'undefined' && 'randomUUID' in crypto ) {
		return crypto.randomUUID();
	}
	return (
		Date.now().toString( 36 ) + Math.random().toString( 36 ).slice( 2, 12 )
	);
}

/**
 * The visitor id (cookie, mirrored in session storage), created when first needed.
 *
 * @param expiryDays Cookie lifetime.
 */
export function visitorId( expiryDays: number ): string {
	let sessionId = '';
	try {
		sessionId = JSON.parse( sessionStorage.getItem( 'cmplz_id' ) ?? '""' );
	} catch {
		sessionId = '';
	}
	const plan = visitorIdPlan(
		readJar()[ 'cmplz_' + COOKIES.id ] ?? '',
		typeof sessionId === 'string' ? sessionId : ''
	);
	const id = plan.id || newVisitorId();
	if ( plan.writeCookie || ! plan.id ) {
		writeConsentCookie( COOKIES.id, id, { expiryDays } );
	}
	try {
		sessionStorage.setItem( 'cmplz_id', JSON.stringify( id ) );
	} catch {
		// No session storage: the cookie alone identifies the record.
	}
	return id;
}

/**
 * Creates the controller with the state read from the current cookies.
 *
 * @param deps Configuration and hooks.
 */
export function createController( deps: ControllerDeps ): Controller {
	const { config } = deps;
	let state = stateFromCookies( readJar(), deps.context );
	let pending: Promise< void > = Promise.resolve();
	const doFetch = deps.fetch ?? window.fetch.bind( window );
	const reload = deps.reload ?? ( () => window.location.reload() );

	// fetch's default credentials ('same-origin') send the consent cookies to our routes.
	const allowed = ( category: string, service: string ) => {
		const own = category || config.services[ service ] || 'marketing';
		const categoryConsent = stateHasConsent( state, own );
		return service
			? hasServiceConsent( {
					service,
					category: own,
					consentedServices: state.services,
					categoryConsent,
				} )
			: categoryConsent;
	};

	const track = ( status: string | false ) => {
		const jar = readJar();
		const request = trackRequest( {
			status,
			categories: stateCategories( state ),
			services: state.services,
			savedCategories: jar[ 'cmplz_' + COOKIES.savedCategories ],
			savedServices: jar[ 'cmplz_' + COOKIES.savedServices ],
			storeConsent: config.storeConsent,
			isBot: state.context.isBot,
			isSpeedBot: isSpeedBot( deps.userAgent ?? navigator.userAgent ),
			consentType: state.context.consentType,
		} );
		if ( ! request ) {
			return;
		}
		visitorId( config.expiryDays );
		for ( const cookie of request.cookies ) {
			writeConsentCookie( cookie.name, cookie.value, config );
		}
		// The record is proof for the site, not a step the visitor waits for: failures are only logged.
		doFetch( config.api + 'track', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( request.body ),
		} ).catch( ( error ) => {
			// eslint-disable-next-line no-console -- spec 8: errors go to the console.
			console.error( error );
		} );
	};

	const run = ( effect: Effect ) => {
		switch ( effect.type ) {
			case 'setCookie':
				writeConsentCookie( effect.name, effect.value, config );
				break;
			case 'clearCookies':
				clearMatching( effect.match );
				break;
			case 'wpSetConsent':
				announceConsent( effect.category, effect.value );
				break;
			case 'enable':
				pending = pending
					.then( () => enableScripts( document, allowed ) )
					.then( () => {
						enableFrames( document, allowed );
						deps.onEnable?.();
					} );
				break;
			case 'revokeIntegrations':
				updateConsentMode( stateCategories( state ) );
				break;
			case 'dispatch':
				document.dispatchEvent(
					new CustomEvent( effect.event, { detail: effect.detail } )
				);
				break;
			case 'track':
				track( effect.status );
				break;
			case 'reload':
				window.setTimeout( reload, effect.delayMs );
				break;
		}
	};

	return {
		act( action ) {
			const next = transition( state, action );
			state = next.state;
			for ( const effect of next.effects ) {
				run( effect );
			}
			updateConsentMode( stateCategories( state ) );
			deps.onChange?.( state );
		},
		state: () => state,
		allowed,
		settled: () => pending,
	};
}

/**
 * The action for one switch of the WP Consent API or the manage-consent area.
 *
 * @param category Category.
 * @param value    allow | deny.
 */
export function setConsentAction(
	category: Category,
	value: ConsentValue
): BannerAction {
	return value === 'deny'
		? { type: 'revoke', category }
		: { type: 'setConsent', category, value };
}
