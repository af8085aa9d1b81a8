/**
 * OpenGive's admin notices: a click on core's dismiss button, or the notice's own interval
 * (data-opengive-auto-dismiss, ms), hides it and tells the server, which remembers it per user.
 */

export interface NoticeSettings {
	ajaxUrl: string;
	action: string;
	nonce: string;
}

/** How long the notice takes to fade before it is removed. */
export const FADE_MS = 300;

/**
 * Records a dismissal (admin-ajax, form-encoded like core's own notice calls).
 *
 * @param settings  Where and how to send it.
 * @param id        The notice id.
 * @param fetchImpl fetch (injectable for tests).
 */
export async function rememberDismissal(
	settings: NoticeSettings,
	id: string,
	fetchImpl: typeof fetch = fetch
): Promise< boolean > {
	const body = new URLSearchParams( {
		action: settings.action,
		_ajax_nonce: settings.nonce,
		id,
	} );
	try {
		const response = await fetchImpl( settings.ajaxUrl, {
			method: 'POST',
			credentials: 'same-origin',
			body,
		} );
		return response.ok;
	} catch {
		return false;
	}
}

/**
 * Fades a notice out and removes it.
 *
 * @param notice The notice element.
 */
function hide( notice: HTMLElement ): void {
	notice.style.transition = `opacity ${ FADE_MS }ms`;
	notice.style.opacity = '0';
	window.setTimeout( () => notice.remove(), FADE_MS );
}

/**
 * Wires every OpenGive notice in the document.
 *
 * @param root      Where the notices are.
 * @param settings  Where dismissals go.
 * @param fetchImpl fetch (injectable for tests).
 */
export function initNotices(
	root: ParentNode,
	settings: NoticeSettings,
	fetchImpl: typeof fetch = fetch
): void {
	root.querySelectorAll< HTMLElement >( '[data-opengive-notice]' ).forEach(
		( notice ) => {
			const id = notice.dataset.opengiveNotice ?? '';
			let done = false;
			const dismiss = () => {
				if ( done ) {
					return;
				}
				done = true;
				hide( notice );
				rememberDismissal( settings, id, fetchImpl );
			};
			// Core adds the dismiss button after load, so listen on the notice itself.
			notice.addEventListener( 'click', ( event ) => {
				const target = event.target as HTMLElement | null;
				if ( target?.closest( '.notice-dismiss' ) ) {
					dismiss();
				}
			} );
			const interval = Number( notice.dataset.opengiveAutoDismiss ?? 0 );
			if ( interval > 0 ) {
				window.setTimeout( dismiss, interval );
			}
		}
	);
}
