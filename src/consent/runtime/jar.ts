/**
 * The browser's cookie jar and storage, written with the contract's attributes (spec 3 and 9).
 */
import { expireCookie, parseCookies, serializeCookie } from '../cookies';

export interface JarOptions {
	expiryDays: number;
	/** Injected clock (tests). */
	now?: () => number;
}

/**
 * document.cookie as a map.
 */
export function readJar(): Record< string, string > {
	return parseCookies( document.cookie );
}

/**
 * Writes (or, for an empty value, removes) one consent cookie by its unprefixed name.
 *
 * @param name    Unprefixed name ('marketing', 'consented_services', ...).
 * @param value   Value; '' removes it.
 * @param options Lifetime.
 */
export function writeConsentCookie(
	name: string,
	value: string,
	options: JarOptions
): void {
	const attributes = {
		secure: window.location.protocol === 'https:',
		expiryDays: options.expiryDays,
		now: ( options.now ?? Date.now )(),
	};
	document.cookie =
		value === ''
			? expireCookie( 'cmplz_' + name, attributes )
			: serializeCookie( name, value, attributes );
}

/**
 * The domains a cookie may have been set on: none (host only), the host, and each parent domain.
 *
 * @param hostname location.hostname.
 */
function domains( hostname: string ): Array< string | undefined > {
	const list: Array< string | undefined > = [ undefined ];
	const parts = hostname.split( '.' );
	for ( let i = 0; i < parts.length - 1; i++ ) {
		list.push( '.' + parts.slice( i ).join( '.' ) );
	}
	return list;
}

/**
 * Removes every cookie whose full name equals `name` (or starts with it, for names ending in '*'),
 * on every domain it may have been set on, and the same keys in local and session storage.
 *
 * @param name Cookie or storage name; a trailing '*' matches a prefix.
 */
export function removeEverywhere( name: string ): void {
	const prefix = name.endsWith( '*' ) ? name.slice( 0, -1 ) : null;
	const matches = ( candidate: string ) =>
		prefix === null ? candidate === name : candidate.startsWith( prefix );
	const secure = window.location.protocol === 'https:';
	for ( const cookie of Object.keys( readJar() ).filter( matches ) ) {
		for ( const domain of domains( window.location.hostname ) ) {
			document.cookie = expireCookie( cookie, {
				secure,
				domain,
				now: 0,
			} );
		}
	}
	for ( const area of [ 'localStorage', 'sessionStorage' ] as const ) {
		// Reading the property itself throws where the browser denies storage (a third-party frame).
		try {
			const storage = window[ area ];
			for ( const key of Object.keys( storage ).filter( matches ) ) {
				storage.removeItem( key );
			}
		} catch {
			// Storage can be disabled; cookies were still cleaned.
		}
	}
}

/**
 * Removes every cookie whose name contains the text (a new policy clears all cmplz_ cookies).
 *
 * @param match Text.
 */
export function clearMatching( match: string ): void {
	for ( const cookie of Object.keys( readJar() ) ) {
		if ( cookie.includes( match ) ) {
			removeEverywhere( cookie );
		}
	}
}
