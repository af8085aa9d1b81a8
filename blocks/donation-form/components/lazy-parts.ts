/**
 * The donation form's parts that its first render does not need, each a webpack chunk loaded from
 * the block's build folder when the donor comes near it (issue 19's page-weight budget).
 */
import { lazyPart } from '@opengive/ui/lazy-part';

/** Card fields, checks and provider clients: when a card gateway is chosen (or hovered). */
export const cardPart = lazyPart(
	() => import( /* webpackChunkName: "donation-form/card" */ './card-entry' )
);

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
