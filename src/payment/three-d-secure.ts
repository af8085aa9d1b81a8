/**
 * Stripe 3-D Secure from the form's side: when the donate answer carries `redirectUrl` (the bank's
 * challenge page), the donor goes there in the window or frame the form runs in. The page returns
 * to the plugin's return route on the same site, which lands on the receipt or on the form with the
 * refusal, so inside an embed frame the whole round trip stays in the frame.
 */

/**
 * The bank page a donate answer sends the donor to, or null when there is none. Only http(s)
 * addresses count: anything else (javascript:, data:) is never followed.
 *
 * @param answer The donate route's answer.
 */
export function nextActionUrl( answer: unknown ): string | null {
	if ( typeof answer !== 'object' || answer === null ) {
		return null;
	}
	const url = ( answer as { redirectUrl?: unknown } ).redirectUrl;
	if ( typeof url !== 'string' ) {
		return null;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

/**
 * Sends this window (the frame, when the form is embedded) to the bank's page.
 *
 * @param url      The bank's page.
 * @param location Where to go from (this window's location; a stand-in in tests).
 */
export function followNextAction(
	url: string,
	location: Pick< Location, 'assign' > = window.location
): void {
	location.assign( url );
}
