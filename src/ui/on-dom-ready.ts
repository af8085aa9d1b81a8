/**
 * Runs a view's set-up once the document is parsed: what @wordpress/dom-ready does, without adding
 * a WordPress script handle to pages whose views need nothing else from WordPress (issue 19's
 * budget: no WordPress scripts for the wall and share links).
 *
 * @param callback Set-up to run.
 */
export function onDomReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
		return;
	}
	callback();
}
