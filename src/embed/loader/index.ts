/**
 * embed.js: the standalone donation embed loader (issue 15). A page anywhere holds an embed root
 * (GiveWP's markup: class root-data-givewp-embed with data-src, data-givewp-embed-id,
 * data-form-format, data-open-form-button, data-form-url, data-form-view-url, data-form-locale) and
 * `<script src=".../embed.js" async></script>`; this renders every root by its format. No React and
 * no WordPress scripts: the host page may be Shopify, Squarespace or plain HTML. The WordPress block
 * uses this same file as its view script.
 */
import { embedFormat } from '../formats';
import { frameUrl, isReceiptView } from '../embed-url';
import { readLabels } from './labels';
import { renderModal } from './modal';
import { watchFrame } from './resizer';
import { injectStyles } from './styles';

export const ROOT_SELECTOR =
	'.root-data-givewp-embed, [data-givewp-embed-id][data-src]';
/** Set on a root once rendered, so a second copy of the script (or a re-scan) leaves it alone. */
const MOUNTED = 'data-opengive-embed-mounted';

/**
 * Asks the browser to fetch a frame's document early (spec section 7).
 *
 * @param doc  The host document.
 * @param href The frame address.
 */
function preload( doc: Document, href: string ): void {
	const exists = Array.from(
		doc.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"][as="document"]'
		)
	).some( ( link ) => link.href === href );
	if ( ! exists ) {
		const link = doc.createElement( 'link' );
		link.rel = 'preload';
		link.setAttribute( 'as', 'document' );
		link.href = href;
		doc.head.appendChild( link );
	}
}

/**
 * Renders one root.
 *
 * @param root The embed root.
 */
export function mountRoot( root: HTMLElement ): void {
	if ( root.hasAttribute( MOUNTED ) ) {
		return;
	}
	const rawSrc = root.getAttribute( 'data-src' ) ?? '';
	if ( rawSrc === '' ) {
		return;
	}
	root.setAttribute( MOUNTED, '' );
	const doc = root.ownerDocument;
	const base = doc.location?.href;
	const locale = root.getAttribute( 'data-form-locale' );
	const viewUrl = frameUrl(
		root.getAttribute( 'data-form-view-url' ) || rawSrc,
		locale,
		base
	);
	const embedId = root.getAttribute( 'data-givewp-embed-id' ) ?? '';
	const labels = readLabels( root.getAttribute( 'data-opengive-labels' ) );
	const buttonText =
		root.getAttribute( 'data-open-form-button' ) || labels.open;
	const format = embedFormat( root.getAttribute( 'data-form-format' ) );
	// The page hears of a gift as a DOM event on the root too (the frame's message reaches window).
	const onDonationCompleted = ( detail: Record< string, unknown > ) =>
		root.dispatchEvent(
			new CustomEvent( 'opengive:donation-completed', {
				detail,
				bubbles: true,
			} )
		);
	// Whatever the server printed for visitors without JavaScript (a plain link) gives way.
	root.textContent = '';
	injectStyles( doc );

	if ( format === 'newTab' ) {
		const link = doc.createElement( 'a' );
		link.className = 'givewp-donation-form-link';
		link.href = viewUrl;
		link.target = '_blank';
		link.rel = 'noopener';
		link.textContent = buttonText;
		const hint = doc.createElement( 'span' );
		hint.className = 'opengive-embed__hidden';
		hint.textContent = ` (${ labels.newTab })`;
		link.appendChild( hint );
		root.appendChild( link );
		return;
	}
	const src = frameUrl( rawSrc, locale, base );
	preload( doc, src );
	if ( format === 'modal' ) {
		const formUrl = root.getAttribute( 'data-form-url' );
		renderModal( {
			root,
			src,
			formViewUrl: viewUrl,
			formRedirect:
				isReceiptView( formUrl, base ) || isReceiptView( src ),
			embedId,
			buttonText,
			labels,
			onDonationCompleted,
		} );
		return;
	}
	const frame = doc.createElement( 'iframe' );
	frame.title = labels.dialog;
	frame.name = embedId;
	frame.src = src;
	// Apple Pay and Google Pay (Stripe's express buttons) work in a frame only where the page allows.
	frame.setAttribute( 'allow', 'payment' );
	frame.setAttribute(
		'style',
		'width:1px;min-width:100%;height:700px;border:0'
	);
	watchFrame( frame, { onDonationCompleted } );
	root.appendChild( frame );
}

/**
 * Renders every root in a document.
 *
 * @param doc The document.
 */
export function mountAll( doc: Document ): void {
	doc.querySelectorAll< HTMLElement >( ROOT_SELECTOR ).forEach( mountRoot );
}

// Loaded async: the document may or may not be parsed yet.
if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () =>
			mountAll( document )
		);
	} else {
		mountAll( document );
	}
}
