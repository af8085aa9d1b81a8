/**
 * Re-arms content the server disarmed (OpenGive\Consent\Blocker) or the site marked by hand:
 * `<script type="text/plain" data-category|data-service>` runs, in page order (an external script
 * finishes loading before the next one runs, so inline code can use what it defined), and
 * `<iframe data-cmplz-src>` gets its address back and loses its placeholder, and `<img data-cmplz-src>`
 * (tracking pixels, Gravatars) gets its src and srcset back.
 */

/** Whether a category or service may run now. */
export type Allowed = ( category: string, service: string ) => boolean;

const BLOCKED_SCRIPTS =
	'script[type="text/plain"][data-category],script[type="text/plain"][data-service]';
const BLOCKED_SOURCES = '[data-cmplz-src]';

/**
 * A runnable copy of a blocked script (a script element only runs when inserted, not when its type
 * changes).
 *
 * @param blocked The text/plain script.
 */
function liveCopy( blocked: HTMLScriptElement ): HTMLScriptElement {
	const live = document.createElement( 'script' );
	for ( const attribute of Array.from( blocked.attributes ) ) {
		if (
			attribute.name !== 'type' &&
			attribute.name !== 'data-script-type'
		) {
			live.setAttribute( attribute.name, attribute.value );
		}
	}
	const type = blocked.getAttribute( 'data-script-type' );
	if ( type ) {
		live.type = type;
	}
	live.setAttribute( 'data-cmplz-activated', '' );
	if ( ! blocked.src ) {
		live.text = blocked.text;
	} else {
		// Inserted scripts are async by default; keep page order.
		live.async = false;
	}
	return live;
}

/**
 * Runs the allowed blocked scripts in order; an external one is awaited before the next.
 *
 * @param root    Where to look.
 * @param allowed Decision.
 */
export async function enableScripts(
	root: ParentNode,
	allowed: Allowed
): Promise< number > {
	const scripts = Array.from(
		root.querySelectorAll< HTMLScriptElement >( BLOCKED_SCRIPTS )
	).filter( ( script ) =>
		allowed( script.dataset.category ?? '', script.dataset.service ?? '' )
	);
	for ( const script of scripts ) {
		if ( ! script.isConnected ) {
			continue;
		}
		const live = liveCopy( script );
		const loaded = live.src
			? new Promise< void >( ( resolve ) => {
					live.addEventListener( 'load', () => resolve() );
					live.addEventListener( 'error', () => resolve() );
				} )
			: Promise.resolve();
		script.replaceWith( live );
		await loaded;
	}
	return scripts.length;
}

/**
 * Gives allowed iframes and images their address back and removes the frames' placeholder.
 *
 * @param root    Where to look.
 * @param allowed Decision.
 */
export function enableFrames( root: ParentNode, allowed: Allowed ): number {
	let count = 0;
	for ( const frame of Array.from(
		root.querySelectorAll< HTMLElement >( BLOCKED_SOURCES )
	) ) {
		if (
			! allowed(
				frame.dataset.category ?? '',
				frame.dataset.service ?? ''
			)
		) {
			continue;
		}
		const { cmplzSrc = '', cmplzSrcset } = frame.dataset;
		frame.removeAttribute( 'data-cmplz-src' );
		frame.setAttribute( 'data-cmplz-activated', '' );
		if ( cmplzSrcset ) {
			frame.setAttribute( 'srcset', cmplzSrcset );
		}
		frame.setAttribute( 'src', cmplzSrc );
		const container = frame.closest( '.cmplz-blocked-content-container' );
		container?.querySelector( '.cmplz-blocked-content-notice' )?.remove();
		container?.classList.add( 'cmplz-activated' );
		count++;
	}
	return count;
}
