/**
 * The consent cookies' text (spec 3 and 9): prefixed name, SameSite=Lax, Secure on https, an expiry
 * in days, path '/' unless configured. Pure, so the banner's cookie writing is tested without a DOM.
 */
import { CONTRACT, DEFAULTS, cookieName } from './contract';

export interface CookieOptions {
	/** Whether the page is served over https. */
	secure: boolean;
	/** Lifetime in days; the contract default (365) when missing or not positive. */
	expiryDays?: number;
	path?: string;
	/** Only when cookies are set on the root domain. */
	domain?: string;
	/** The current time, injected so tests need no clock. */
	now: number;
}

/**
 * The document.cookie string that stores one consent cookie.
 *
 * @param name    Unprefixed name ('marketing', 'policy_id', ...).
 * @param value   Value.
 * @param options Attributes.
 */
export function serializeCookie(
	name: string,
	value: string,
	options: CookieOptions
): string {
	const days =
		options.expiryDays && options.expiryDays > 0
			? options.expiryDays
			: DEFAULTS.cookieExpiryDays;
	const expires = new Date( options.now + days * 86400000 ).toUTCString();
	const parts = [
		`${ cookieName( name ) }=${ value }`,
		`SameSite=${ CONTRACT.cookieAttributes.sameSite }`,
	];
	if ( options.secure ) {
		parts.push( 'Secure' );
	}
	parts.push( `expires=${ expires }` );
	if ( options.domain ) {
		parts.push( `domain=${ options.domain }` );
	}
	parts.push( `path=${ options.path || CONTRACT.cookieAttributes.path }` );
	return parts.join( ';' );
}

/**
 * The document.cookie string that removes a cookie.
 *
 * @param fullName Full cookie name (already prefixed: cleaning also removes third parties' cookies).
 * @param options  Attributes (now, secure, path, domain).
 */
export function expireCookie(
	fullName: string,
	options: CookieOptions
): string {
	const parts = [
		`${ fullName }=`,
		`SameSite=${ CONTRACT.cookieAttributes.sameSite }`,
	];
	if ( options.secure ) {
		parts.push( 'Secure' );
	}
	parts.push( `expires=${ new Date( 0 ).toUTCString() }` );
	if ( options.domain ) {
		parts.push( `domain=${ options.domain }` );
	}
	parts.push( `path=${ options.path || CONTRACT.cookieAttributes.path }` );
	return parts.join( ';' );
}

/**
 * document.cookie text as a name => value map (the first of duplicate names wins, as the browser
 * lists the most specific path first).
 *
 * @param header document.cookie or a Cookie header.
 */
export function parseCookies( header: string ): Record< string, string > {
	const jar: Record< string, string > = {};
	for ( const pair of header.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		if ( at < 1 ) {
			continue;
		}
		const name = pair.slice( 0, at ).trim();
		if ( name && ! Object.prototype.hasOwnProperty.call( jar, name ) ) {
			jar[ name ] = pair.slice( at + 1 ).trim();
		}
	}
	return jar;
}
