/**
 * A polite live region whose messages live 7000 ms (spec), so a screen reader hears each once and
 * stale messages do not pile up for the next visitor of the region.
 */
import { ANNOUNCER_LIFETIME_MS } from './constants';

export class Announcer {
	private readonly region: HTMLElement;
	private readonly lifetime: number;

	constructor(
		region: HTMLElement,
		lifetime: number = ANNOUNCER_LIFETIME_MS
	) {
		this.region = region;
		this.lifetime = lifetime;
	}

	/**
	 * Adds a message; it is removed after the lifetime.
	 *
	 * @param message Text (never HTML).
	 * @return The message's element.
	 */
	announce( message: string ): HTMLElement {
		const item = this.region.ownerDocument.createElement( 'p' );
		item.textContent = message;
		this.region.appendChild( item );
		setTimeout( () => item.remove(), this.lifetime );
		return item;
	}

	clear(): void {
		this.region.textContent = '';
	}
}

/**
 * The page's shared announcer: one visually hidden polite region at the end of the body.
 *
 * @param doc The document.
 */
export function pageAnnouncer( doc: Document ): Announcer {
	let region = doc.getElementById( 'opengive-announcer' );
	if ( ! region ) {
		region = doc.createElement( 'div' );
		region.id = 'opengive-announcer';
		// Visually hidden without relying on the theme's screen-reader-text class.
		region.style.cssText =
			'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;';
		region.setAttribute( 'role', 'status' );
		region.setAttribute( 'aria-live', 'polite' );
		doc.body.appendChild( region );
	}
	return new Announcer( region );
}
