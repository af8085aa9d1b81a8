/**
 * The manage-consent container (#cmplz-manage-consent-container): filled from GET
 * manage_consent_html, its switches reflect and change the consent, then
 * cmplz_manage_consent_container_loaded is fired.
 */
import { EVENTS, isCategory } from '../contract';
import type { BannerState } from '../banner-state';
import { setConsentAction, type Controller } from './controller';
import type { PageConfig } from './page-config';

/**
 * Fills and wires the container when the page has one.
 *
 * @param config     Page configuration.
 * @param controller Controller.
 * @param doFetch    fetch.
 */
export async function loadManageConsent(
	config: PageConfig,
	controller: Controller,
	doFetch: typeof window.fetch
): Promise< ( ( state: BannerState ) => void ) | null > {
	const container = document.getElementById(
		'cmplz-manage-consent-container'
	);
	if ( ! container ) {
		return null;
	}
	const response = await doFetch(
		`${ config.api }manage_consent_html?locale=${ encodeURIComponent( config.locale ) }`
	);
	if ( ! response.ok ) {
		throw new Error( `manage_consent_html: HTTP ${ response.status }` );
	}
	// Server-escaped HTML from our own route (OpenGive\Consent\ManageConsentHtml).
	container.innerHTML = String( await response.json() );
	const render = ( state: BannerState ) => {
		for ( const box of Array.from(
			container.querySelectorAll< HTMLInputElement >(
				'.cmplz-consent-checkbox:not([disabled])'
			)
		) ) {
			box.checked = controller.allowed( box.dataset.category ?? '', '' );
		}
		for ( const box of Array.from(
			container.querySelectorAll< HTMLInputElement >(
				'.cmplz-consent-service'
			)
		) ) {
			box.checked = controller.allowed(
				box.dataset.category ?? '',
				box.dataset.service ?? ''
			);
		}
		return state;
	};
	container.addEventListener( 'change', ( event ) => {
		const box = event.target as HTMLInputElement;
		const category = box.dataset.category;
		if (
			box.classList.contains( 'cmplz-consent-service' ) &&
			box.dataset.service
		) {
			controller.act( {
				type: 'setService',
				service: box.dataset.service,
				consented: box.checked,
			} );
		} else if ( isCategory( category ) ) {
			controller.act(
				setConsentAction( category, box.checked ? 'allow' : 'deny' )
			);
		}
	} );
	container
		.querySelector( '.cmplz-save-preferences' )
		?.addEventListener( 'click', () =>
			controller.act( { type: 'close' } )
		);
	render( controller.state() );
	document.dispatchEvent(
		new CustomEvent( EVENTS.manageConsentContainerLoaded )
	);
	return render;
}
