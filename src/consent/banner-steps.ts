/**
 * The steps the banner's actions are made of (cmplz_set_consent, service consent, banner status,
 * script activation, the categories event and tracking), each appending the effects it needs.
 */
import {
	COOKIES,
	EVENTS,
	TIMINGS,
	type BannerStatus,
	type Category,
	type ConsentValue,
} from './contract';
import { highestAcceptedCategory, linkedConsents } from './decisions';
import { stateCategories, type BannerState, type Effect } from './banner-state';

/** A working copy of the state plus the effects collected while applying one action. */
export interface Run {
	state: BannerState;
	effects: Effect[];
}

/**
 * cmplz_set_consent: functional is always allow; no change means no cookie and no event; marketing
 * going from allow to deny revokes integrations and reloads after 500 ms.
 *
 * @param run      Working state.
 * @param category Category.
 * @param value    New value.
 */
export function setConsent(
	run: Run,
	category: Category,
	value: ConsentValue
): void {
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
export function setService(
	run: Run,
	service: string,
	consented: boolean
): void {
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
export function clearServices( run: Run ): void {
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
export function stampPolicy( run: Run ): void {
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
export function setStatus( run: Run, status: BannerStatus ): void {
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
export function enable(
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
export function finish( run: Run ): void {
	fireCategories( run );
	track( run, false );
}

/**
 * cmplz_fire_categories with the highest accepted category.
 *
 * @param run Working state.
 */
export function fireCategories( run: Run ): void {
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
export function track( run: Run, status: string | false ): void {
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
export function dispatch( run: Run, event: string, detail: unknown ): void {
	run.effects.push( { type: 'dispatch', event, detail } );
}
