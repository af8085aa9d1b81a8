/**
 * When the donation form must fetch a fresh form hash (spec section 4, "Nonce").
 */

export interface FormNonce {
	hash: string;
	/** Creation time, Unix seconds. */
	time: number;
	/** Lifetime, seconds. */
	life: number;
}

/**
 * Milliseconds until the hash must be replaced: creation time plus lifetime, plus 100 ms when that
 * moment is still ahead; 0 when it has passed (a page served stale from a cache).
 *
 * @param nonce The hash.
 * @param now   The current time, milliseconds.
 */
export function nonceRefreshDelay( nonce: FormNonce, now: number ): number {
	const expiresAt = ( nonce.time + nonce.life ) * 1000;
	return expiresAt > now ? expiresAt - now + 100 : 0;
}

/**
 * Whether to replace the hash as soon as the page loads: the page was made for a browser with a
 * donor session, this browser has none, and nobody is logged in (logged-in donors skip the reset).
 *
 * @param page               What the page says and knows.
 * @param page.markedSession The form carries the donor-session marker.
 * @param page.hasSession    The donor-session cookie exists.
 * @param page.loggedIn      The body has the logged-in class.
 */
export function resetNonceAtLoad( page: {
	markedSession: boolean;
	hasSession: boolean;
	loggedIn: boolean;
} ): boolean {
	return page.markedSession && ! page.hasSession && ! page.loggedIn;
}

// The session token itself is HttpOnly; this value-less companion cookie, set and expiring with it,
// is what scripts can see (DonorSession::MARKER).
export const DONOR_SESSION_COOKIE = 'opengive_donor_session_marker';

/**
 * Whether a cookie string holds the donor-session cookie.
 *
 * @param cookies document.cookie.
 */
export function hasDonorSession( cookies: string ): boolean {
	return cookies
		.split( ';' )
		.some( ( cookie ) =>
			cookie.trim().startsWith( `${ DONOR_SESSION_COOKIE }=` )
		);
}
