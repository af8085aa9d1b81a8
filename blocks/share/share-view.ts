/**
 * Share links with JavaScript: each service opens in a small share window (the page stays put), and
 * "Copy link" copies the page address and says so to screen readers.
 */
import { notify } from '@opengive/chrome/dom/toast-dom';

const CSS = 'wp-block-opengive-share';

/**
 * Opens a share link in a window; answers false when the browser blocked it (the link then opens
 * as a normal new tab).
 *
 * @param link The service's link.
 */
export function openShareWindow( link: HTMLAnchorElement ): boolean {
	const opened = window.open(
		link.href,
		'opengive-share',
		'width=600,height=540,noopener,noreferrer'
	);
	return opened !== null;
}

/**
 * Copies the page address.
 *
 * @param button The copy button.
 */
export async function copyLink( button: HTMLElement ): Promise< void > {
	const url = button.dataset.url ?? window.location.href;
	let message: string;
	try {
		await navigator.clipboard.writeText( url );
		message = button.dataset.copied ?? '';
	} catch {
		message = button.dataset.copyFailed ?? '';
	}
	// The site chrome's notification: the toast shows it, the page's announcer says it (7000 ms).
	notify(
		button.ownerDocument,
		message,
		button.dataset.dismiss ?? '',
		button
	);
}

/**
 * Wires every share block in the document.
 *
 * @param root Document.
 */
export function initShareLinks( root: Document ): void {
	root.querySelectorAll< HTMLElement >( `.${ CSS }` ).forEach( ( block ) => {
		const copy = block.querySelector< HTMLElement >( `.${ CSS }__copy` );
		if ( copy && typeof navigator.clipboard?.writeText === 'function' ) {
			copy.hidden = false;
			copy.addEventListener( 'click', () => void copyLink( copy ) );
		}
		block
			.querySelectorAll< HTMLAnchorElement >( 'a[data-share-window]' )
			.forEach( ( link ) =>
				link.addEventListener( 'click', ( event ) => {
					if ( openShareWindow( link ) ) {
						event.preventDefault();
					}
				} )
			);
	} );
}
