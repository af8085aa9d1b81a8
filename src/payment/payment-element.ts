/**
 * What Stripe's Payment Element is told about the gift, and how it looks: pure, so the amount that
 * reaches Elements for each choice (level, custom amount, fee, frequency) is tested without Stripe.
 */
import type {
	Appearance,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';

/** The gift as Elements needs it. */
export interface ElementsGift {
	/** Minor units, fee included: what the server will charge. */
	total: number;
	/** ISO 4217 code. */
	currency: string;
	/** Monthly and the like: the payment method is saved for the renewals (off-session). */
	recurring: boolean;
}

/**
 * The gift Elements shows, or null while the amount is not one the form would send (empty, too
 * small): Elements keeps the last good one, which no charge uses (the server charges the stored gift).
 *
 * @param total     Amount plus fee, minor units.
 * @param valid     Whether the amount passes the form's rules.
 * @param currency  ISO 4217 code.
 * @param recurring Whether the gift repeats.
 */
export function elementsGift(
	total: number,
	valid: boolean,
	currency: string,
	recurring: boolean
): ElementsGift | null {
	return valid && Number.isInteger( total ) && total > 0
		? { total, currency, recurring }
		: null;
}

/**
 * The Elements group's options ("deferred intent": the PaymentIntent is created on the server later).
 *
 * @param gift The gift (a placeholder of the form's first level while none is valid).
 */
export function elementsOptions(
	gift: ElementsGift
): StripeElementsOptionsMode {
	return {
		mode: 'payment',
		amount: gift.total,
		currency: gift.currency.toLowerCase(),
		// Must match the PaymentIntent's setup_future_usage (the server sets it for recurring gifts).
		...( gift.recurring ? { setupFutureUsage: 'off_session' } : {} ),
	};
}

/**
 * Options for saving a payment method without paying now (the donor dashboard's "change card"): a
 * SetupIntent the server creates and confirms, for renewals charged off-session.
 *
 * @param currency The subscription's currency.
 */
export function setupOptions( currency: string ): StripeElementsOptionsMode {
	// A setup-mode group saves the method for later by definition; the SetupIntent's usage says off-session.
	return { mode: 'setup', currency: currency.toLowerCase() };
}

/**
 * The change Elements gets when the donor changes the gift.
 *
 * @param gift The new gift.
 */
export function elementsUpdate(
	gift: ElementsGift
): StripeElementsUpdateOptions {
	return {
		amount: gift.total,
		currency: gift.currency.toLowerCase(),
		setupFutureUsage: gift.recurring ? 'off_session' : null,
	};
}

/**
 * The Payment Element's own options: the form asks for the donor's name and email itself, so the
 * element does not ask again (they are sent with the ConfirmationToken instead).
 */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
	layout: 'tabs',
	fields: { billingDetails: { name: 'never', email: 'never' } },
};

/** The computed styles the appearance reads (a CSSStyleDeclaration in the browser). */
export interface StyleSource {
	getPropertyValue: ( property: string ) => string;
}

/**
 * Stripe's Appearance from the form's own look: its accent colour, radius, text colour and font, so
 * the frames read as part of the form whatever the theme.
 *
 * @param style The form's computed style.
 */
export function appearanceFrom( style: StyleSource ): Appearance {
	const read = ( property: string ) =>
		style.getPropertyValue( property ).trim();
	const variables: NonNullable< Appearance[ 'variables' ] > = {};
	const accent = read( '--opengive-accent' );
	const radius = read( '--opengive-radius' );
	const text = read( 'color' );
	const font = read( 'font-family' );
	if ( accent ) {
		variables.colorPrimary = accent;
	}
	if ( radius ) {
		variables.borderRadius = radius;
	}
	if ( text ) {
		variables.colorText = text;
	}
	if ( font ) {
		variables.fontFamily = font;
	}
	return { theme: 'stripe', variables };
}
