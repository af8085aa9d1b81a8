/**
 * A page holding one embed root, for the embed.js tests (loader-formats and loader-modal): the
 * root's markup, messages from its frame, and the modal's parts.
 */
import { mountAll } from '../loader';

export const SRC =
	'https://charity.example/?givewp-route=donation-form-view&form-id=7';

export function page( attributes: Record< string, string > ): HTMLElement {
	document.body.innerHTML =
		'<main><a href="#before">Before</a><div id="root"></div></main>';
	const root = document.getElementById( 'root' ) as HTMLElement;
	root.className = 'root-data-givewp-embed';
	Object.entries( {
		'data-src': SRC,
		'data-form-view-url': SRC,
		'data-form-url': SRC,
		'data-givewp-embed-id': 'embed-7',
		'data-open-form-button': 'Donate now',
		...attributes,
	} ).forEach( ( [ name, value ] ) => root.setAttribute( name, value ) );
	mountAll( document );
	return root;
}

export function fromFrame( frame: HTMLIFrameElement, data: unknown ) {
	window.dispatchEvent(
		new MessageEvent( 'message', {
			data,
			source: frame.contentWindow,
		} )
	);
}

export function openButton(): HTMLButtonElement {
	return document.querySelector(
		'.givewp-donation-form-modal__open'
	) as HTMLButtonElement;
}

export function dialog(): HTMLElement | null {
	const overlay = document.querySelector< HTMLElement >(
		'.givewp-donation-form-modal__overlay'
	);
	return overlay && ! overlay.hidden
		? overlay.querySelector( '[role="dialog"]' )
		: null;
}

/** Empties the page between tests. */
export function clearPage(): void {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
}
