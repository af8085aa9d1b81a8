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

/** What Stripe.js finishes in the donor's browser, from the donate answer's `nextAction`. */
export interface StripeNextAction {
	clientSecret: string;
	returnUrl: string;
}

/**
 * The answer's `nextAction`, or null when there is none or it is malformed (a return address
 * that is not http(s) is never followed).
 *
 * @param answer The donate route's answer.
 */
export function stripeNextAction( answer: unknown ): StripeNextAction | null {
	if ( typeof answer !== 'object' || answer === null ) {
		return null;
	}
	const action = ( answer as { nextAction?: unknown } ).nextAction as
		Partial< Record< keyof StripeNextAction, unknown > > | undefined;
	const returnUrl = nextActionUrl( { redirectUrl: action?.returnUrl } );
	return typeof action?.clientSecret === 'string' &&
		action.clientSecret !== '' &&
		returnUrl
		? { clientSecret: action.clientSecret, returnUrl }
		: null;
}

/**
 * Lets Stripe.js finish the payment (3-D Secure in Stripe's window, or a bank's page it sends the
 * donor to), then goes to the return route, which reads the outcome from Stripe itself and lands
 * on the receipt or on the form with the bank's reason. Stripe.js's own answer is not trusted.
 *
 * @param stripe                  Stripe.js (the one the Payment Element runs on).
 * @param stripe.handleNextAction Stripe.js's call.
 * @param action                  The answer's next action.
 * @param location                Where to go from (this window's; a stand-in in tests).
 */
export async function finishStripeNextAction(
	stripe: {
		handleNextAction: ( options: {
			clientSecret: string;
		} ) => Promise< unknown >;
	},
	action: StripeNextAction,
	location: Pick< Location, 'assign' > = window.location
): Promise< void > {
	await stripe
		.handleNextAction( { clientSecret: action.clientSecret } )
		.catch( () => null );
	location.assign( action.returnUrl );
}
