/**
 * The donation form's parts that its first render does not need, each a webpack chunk loaded from
 * the block's build folder when the donor comes near it (issue 19's page-weight budget).
 */
import type { FormConfig } from '@opengive/types/form-config';
import { lazyPart, type LazyPart } from '@opengive/ui/lazy-part';

/** Card fields, checks and provider clients: when a card gateway is chosen (or hovered). */
export const cardPart = lazyPart(
	() => import( /* webpackChunkName: "donation-form/card" */ './card-entry' )
);

/** Stripe's Payment Element and Stripe.js's loader: when the Stripe gateway is chosen (or hovered). */
export const stripePart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/stripe" */ './stripe-entry'
		)
);

/**
 * The code a gateway's fields need, by their kind; none for gateways without fields.
 *
 * @param kind The gateway's kind of fields.
 */
export function gatewayCodePart(
	kind: FormConfig[ 'gateways' ][ number ][ 'fields' ]
): LazyPart< unknown > | null {
	if ( kind === 'card' ) {
		return cardPart;
	}
	return kind === 'payment-element' ? stripePart : null;
}

/** The receipt and the receipt-area loader: when a gift is sent, or where a receipt area is shown. */
export const receiptPart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/receipt" */ './receipt-entry'
		)
);

/** Frame messaging: only inside another page's frame. */
export const framePart = lazyPart(
	() =>
		import( /* webpackChunkName: "donation-form/frame" */ './frame-entry' )
);

/**
 * Runs a frame task once the frame code is in; outside a frame there is nothing to tell and nothing
 * loads.
 *
 * @param task What to do with the frame module.
 */
export function whenFramed(
	task: ( frame: Awaited< ReturnType< typeof framePart.load > > ) => void
): void {
	if ( window.parent !== window ) {
		framePart.load().then( task, () => {} );
	}
}

/** The in-form login panel: when the donor nears or presses "Log in". */
export const loginPart = lazyPart(
	() => import( /* webpackChunkName: "donation-form/login" */ './LoginPanel' )
);

/**
 * The request for a gateway's fields, with the REST client it sends it through: when the donor
 * comes near the form (with the sending code), or a card gateway is chosen at load.
 */
export const gatewayRequestPart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/gateway-request" */ '@opengive/api/gateways'
		)
);

/** Company, custom fields, comment, anonymity and the terms: only forms that ask for any of them. */
export const extrasPart = lazyPart(
	() =>
		import( /* webpackChunkName: "donation-form/extras" */ './ExtraFields' )
);

/** The billing address with its country and state lists: only forms that ask for it. */
export const addressPart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/address" */ './BillingAddress'
		)
);

/** The dialog of the modal and button modes: as the donor nears or presses the open button. */
export const dialogPart = lazyPart(
	() =>
		import(
			/* webpackChunkName: "donation-form/dialog" */ '@opengive/ui/Dialog'
		)
);

/**
 * Whether the form asks for anything beyond the donor's name and email (ExtraFields).
 *
 * @param config Form configuration.
 */
export function asksExtras( config: FormConfig ): boolean {
	return (
		config.company !== 'none' ||
		config.customFields.length > 0 ||
		config.comment ||
		config.anonymous
	);
}

/**
 * Whether the form needs the extras chunk: its fields, or its terms checkbox.
 *
 * @param config Form configuration.
 */
export function needsExtrasPart( config: FormConfig ): boolean {
	return asksExtras( config ) || config.terms.enabled;
}

/**
 * Loads what this form's first render shows, so React takes over the server's form in one step with
 * nothing popping in afterwards (no layout shift). Rejects when a part failed: the caller then keeps
 * the server's form, which works without them.
 *
 * @param config Form configuration.
 */
export function loadFirstRenderParts( config: FormConfig ): Promise< unknown > {
	const opensAtOnce =
		( config.displayMode === 'modal' || config.displayMode === 'button' ) &&
		config.error !== null;
	return Promise.all( [
		needsExtrasPart( config ) ? extrasPart.load() : null,
		config.billingAddress ? addressPart.load() : null,
		opensAtOnce ? dialogPart.load() : null,
	] );
}
