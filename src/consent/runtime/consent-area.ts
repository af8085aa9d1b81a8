/**
 * opengive/consent-area blocks: a placeholder until the block's category (or service) is allowed,
 * then the content from GET consent-area/{post_id}/{block_id} (a JSON string of HTML).
 */
import type { PageConfig } from './page-config';

/**
 * Loads the content of every allowed consent area that still shows its placeholder.
 *
 * @param config  Page configuration.
 * @param allowed Decision.
 * @param doFetch fetch.
 */
export async function fillConsentAreas(
	config: PageConfig,
	allowed: ( category: string, service: string ) => boolean,
	doFetch: typeof window.fetch
): Promise< void > {
	const areas = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-opengive-consent-area[data-post-id]:not([data-loaded])'
		)
	).filter( ( area ) =>
		allowed(
			area.dataset.category ?? 'marketing',
			area.dataset.service ?? ''
		)
	);
	await Promise.all(
		areas.map( async ( area ) => {
			area.setAttribute( 'data-loaded', '' );
			const response = await doFetch(
				`${ config.api }consent-area/${ area.dataset.postId }/${ area.dataset.blockId }`
			);
			if ( ! response.ok ) {
				area.removeAttribute( 'data-loaded' );
				throw new Error( `consent-area: HTTP ${ response.status }` );
			}
			const content = document.createElement( 'div' );
			content.className = 'wp-block-opengive-consent-area__content';
			// Server-rendered block content from our own route.
			content.innerHTML = String( await response.json() );
			// Keeps the placeholder's height: shorter content then moves nothing below it (CLS).
			area.style.minHeight = area.offsetHeight + 'px';
			area.replaceChildren( content );
		} )
	);
}
