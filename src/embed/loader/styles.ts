/**
 * The loader's only styles, injected once: a host page has none of the plugin's CSS. Class names are
 * GiveWP's, so themes styling GiveWP's embed button style this one too.
 */
export const STYLE_ID = 'opengive-embed-styles';

const CSS = `
.givewp-donation-form-modal__open{display:inline-flex;align-items:center;gap:.5em;padding:.75em 1.5em;border:0;border-radius:4px;background:#1e3a8a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.givewp-donation-form-modal__open[aria-busy=true]{cursor:progress}
.givewp-donation-form-modal__open__spinner{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:opengive-embed-spin .8s linear infinite}
@keyframes opengive-embed-spin{to{transform:rotate(360deg)}}
.givewp-donation-form-modal__overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:flex-start;justify-content:center;padding:5vh 1rem;overflow:auto;background:rgba(0,0,0,.6)}
.givewp-donation-form-modal__overlay[hidden]{display:none}
.givewp-donation-form-modal{position:relative;width:100%;max-width:44rem;padding:2.5rem .5rem .5rem;border-radius:8px;background:#fff;color:#1e1e1e}
.givewp-donation-form-modal[data-pending=true]{animation:opengive-embed-in .3s ease-out}
@keyframes opengive-embed-in{from{opacity:0;transform:translateY(1rem)}}
.givewp-donation-form-modal__close{position:absolute;top:.25rem;right:.25rem;width:2.25rem;height:2.25rem;border:0;border-radius:4px;background:transparent;color:#1e1e1e;font-size:1.5rem;line-height:1;cursor:pointer}
.givewp-donation-form-modal__close:focus-visible,.givewp-donation-form-modal__open:focus-visible{outline:2px solid #1e3a8a;outline-offset:2px}
.givewp-donation-form-modal iframe[data-loading=true]{visibility:hidden}
.opengive-embed__hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/**
 * Adds the styles to the page once.
 *
 * @param doc The host document.
 */
export function injectStyles( doc: Document ): void {
	if ( doc.getElementById( STYLE_ID ) ) {
		return;
	}
	const style = doc.createElement( 'style' );
	style.id = STYLE_ID;
	style.textContent = CSS;
	doc.head.appendChild( style );
}
