/**
 * Starts the banner on a public page: region (redirect parameter, geo-IP data), the visitor's
 * context, the load action, the view, blocking timers, "accept and show" buttons, auto-dismiss,
 * cookie cleaning, the WP Consent API and the manage-consent and consent-area content.
 */
import { autoDismissPlan, scrolledPast } from '../auto-dismiss';
import { regionRedirectUrl } from '../region-query';
import { needsBannerData, type CachedUserData } from '../session';
import { dntOrGpc, isBot } from '../visitor';
import { stateHasConsent } from '../banner-state';
import { isCategory } from '../contract';
import { bindBanner } from './banner-view';
import { enableFrames, enableScripts } from './blocking';
import { cookieData, startCleaning } from './cleaner';
import { fillConsentAreas } from './consent-area';
import {
	createController,
	setConsentAction,
	type Controller,
} from './controller';
import { loadManageConsent } from './manage-consent';
import type { PageConfig } from './page-config';
import { disarmLateFrames, startScanner } from './scanner';
import { installWpConsentApi } from './wp-consent-api';

const logError = ( error: unknown ) => {
	// eslint-disable-next-line no-console -- spec 8: consent errors go to the console only.
	console.error( error );
};

/**
 * Region and consent type: the page's, or fresh geo-IP data when the page may be cached.
 *
 * @param config  Page configuration.
 * @param doFetch fetch.
 */
async function regionData(
	config: PageConfig,
	doFetch: typeof window.fetch
): Promise< { region: string; consentType: string } > {
	let cached: ( CachedUserData & { consenttype?: string } ) | null = null;
	try {
		cached = JSON.parse(
			sessionStorage.getItem( 'cmplz_user_data' ) ?? 'null'
		);
	} catch {
		cached = null;
	}
	if (
		! needsBannerData(
			config.geoip,
			cached,
			config.version,
			config.bannerVersion
		)
	) {
		return cached?.region && cached.consenttype
			? { region: cached.region, consentType: cached.consenttype }
			: { region: config.region, consentType: config.consentType };
	}
	const response = await doFetch(
		`${ config.api }banner?locale=${ encodeURIComponent( config.locale ) }`
	);
	if ( ! response.ok ) {
		throw new Error( `banner: HTTP ${ response.status }` );
	}
	const data = await response.json();
	try {
		sessionStorage.setItem( 'cmplz_user_data', JSON.stringify( data ) );
	} catch {
		// Not cached: asked again on the next page.
	}
	return { region: data.region, consentType: data.consenttype };
}

/**
 * Arms the opt-out auto-dismiss triggers (scroll past 400 px, timeout).
 *
 * @param config     Page configuration.
 * @param controller Controller.
 */
function armAutoDismiss( config: PageConfig, controller: Controller ): void {
	const plan = autoDismissPlan(
		controller.state().context.consentType,
		config.dismissOnScroll,
		config.dismissTimeout
	);
	if ( plan.scrollPx !== null ) {
		const onScroll = () => {
			if ( scrolledPast( plan, window.scrollY ) ) {
				window.removeEventListener( 'scroll', onScroll );
				controller.act( { type: 'autoDismiss', reason: 'scroll' } );
			}
		};
		window.addEventListener( 'scroll', onScroll, { passive: true } );
	}
	if ( plan.timeoutMs !== null ) {
		window.setTimeout(
			() => controller.act( { type: 'autoDismiss', reason: 'timeout' } ),
			plan.timeoutMs
		);
	}
}

/**
 * Starts everything.
 *
 * @param config  Page configuration.
 * @param doFetch fetch (injected by tests).
 * @param reload  Page reload (injected by tests: jsdom cannot reload).
 */
export async function boot(
	config: PageConfig,
	doFetch: typeof window.fetch = window.fetch.bind( window ),
	reload?: () => void
): Promise< Controller > {
	const redirect = regionRedirectUrl( window.location.href, config.region );
	if ( redirect ) {
		window.location.replace( redirect );
	}
	let region = { region: config.region, consentType: config.consentType };
	try {
		region = await regionData( config, doFetch );
	} catch ( error ) {
		logError( error );
	}
	const patterns = config.patterns ?? {};
	let redraw: Array<
		( state: ReturnType< Controller[ 'state' ] > ) => void
	> = [];
	const controller = createController( {
		config,
		context: {
			region: region.region,
			consentType: region.consentType,
			dntOrGpc: dntOrGpc( {
				doNotTrack: navigator.doNotTrack,
				globalPrivacyControl: (
					navigator as Navigator & {
						globalPrivacyControl?: boolean;
					}
				 ).globalPrivacyControl,
				respect: config.respectDnt,
			} ),
			isBot: isBot( navigator.userAgent ),
			currentPolicyId: config.policyId,
		},
		fetch: doFetch,
		reload,
		onChange: ( state ) => redraw.forEach( ( fn ) => fn( state ) ),
		onEnable: () =>
			fillConsentAreas( config, controller.allowed, doFetch ).catch(
				logError
			),
	} );
	const view = bindBanner( controller );
	if ( view ) {
		redraw.push( view.render );
	}
	installWpConsentApi(
		region.consentType,
		( category ) =>
			stateHasConsent(
				controller.state(),
				category === 'statistics-anonymous' ? 'statistics' : category
			),
		( category, value ) => {
			if ( isCategory( category ) ) {
				controller.act( setConsentAction( category, value ) );
			}
		}
	);
	controller.act( { type: 'load' } );
	document.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'.cmplz-accept-service, .wp-block-opengive-consent-area__accept'
		);
		if ( ! button ) {
			return;
		}
		const { service, category } = button.dataset;
		if ( service ) {
			controller.act( { type: 'setService', service, consented: true } );
		} else if ( isCategory( category ) ) {
			controller.act( { type: 'setConsent', category, value: 'allow' } );
		}
	} );
	const rescan = () => {
		enableScripts( document, controller.allowed ).catch( logError );
		enableFrames( document, controller.allowed );
	};
	startScanner( {
		rescan,
		// Placeholders keep the disarmed frame's own box (width/height, visibility: hidden), so a
		// resize only needs the blocked content processed again, not measured.
		resize: rescan,
		videoCheck: () =>
			disarmLateFrames(
				document,
				patterns,
				config.services,
				controller.allowed,
				{
					notice: config.placeholder,
					button: config.acceptAndShow,
				}
			),
	} );
	armAutoDismiss( config, controller );
	if ( config.cleanCookies ) {
		cookieData( config.api, doFetch )
			.then( ( data ) => startCleaning( data, controller.allowed ) )
			.catch( logError );
	}
	loadManageConsent( config, controller, doFetch )
		.then( ( render ) => {
			if ( render ) {
				redraw = [ ...redraw, render ];
			}
		} )
		.catch( logError );
	fillConsentAreas( config, controller.allowed, doFetch ).catch( logError );
	return controller;
}
