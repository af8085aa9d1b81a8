/**
 * Share links with JavaScript: each service opens in a small share window (the page stays put), and
 * "Copy link" copies the page address and says so to screen readers.
 */
import { __ } from '@wordpress/i18n';
import { showToast } from '@opengive/chrome/dom/toast-dom';

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
 * @param status Where to announce the result.
 */
export async function copyLink(
	button: HTMLElement,
	status: HTMLElement | null
): Promise< void > {
	const url = button.dataset.url ?? window.location.href;
	let message: string;
	try {
		await navigator.clipboard.writeText( url );
		message = __( 'Link copied.', 'opengive' );
	} catch {
		message = __(
			'The link could not be copied. Copy it from the address bar.',
			'opengive'
		);
	}
	// The status region announces it; the toast shows it (the site chrome's notification).
	if ( status ) {
		status.textContent = message;
	}
	showToast( button.ownerDocument, message );
}

/**
 * Wires every share block in the document.
 *
 * @param root Document.
 */
export function initShareLinks( root: Document ): void {
	root.querySelectorAll< HTMLElement >( `.${ CSS }` ).forEach( ( block ) => {
		const status = block.querySelector< HTMLElement >( '[role="status"]' );
		const copy = block.querySelector< HTMLElement >( `.${ CSS }__copy` );
		if ( copy && typeof navigator.clipboard?.writeText === 'function' ) {
			copy.hidden = false;
			copy.addEventListener(
				'click',
				() => void copyLink( copy, status )
			);
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
