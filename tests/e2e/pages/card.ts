/**
 * Typing a card as a donor does: into our card fields (2Checkout; they format as they go), or into
 * Stripe's Payment Element, whose fields live in Stripe's frame.
 */
import type { FrameLocator, Page } from '@playwright/test';

export async function fillCard( page: Page, number: string ): Promise< void > {
	await page.getByLabel( 'Card number' ).pressSequentially( number );
	await page.getByLabel( 'Expiry (MM / YY)' ).pressSequentially( '1230' );
	await page.getByLabel( 'Security code (CVC)' ).fill( '123' );
}

/** The frame Stripe's Payment Element draws its fields in (the fake's, as Stripe's own). */
export const PAYMENT_ELEMENT_FRAME =
	'iframe[title="Secure payment input frame"]';

/**
 * Types a card into Stripe's Payment Element, inside Stripe's frame (expiry 12 / 30).
 *
 * @param scope  The page, or the frame the form runs in (an embed).
 * @param number Card number.
 */
export async function fillPaymentElement(
	scope: Page | FrameLocator,
	number: string
): Promise< void > {
	const stripe = scope.frameLocator( PAYMENT_ELEMENT_FRAME );
	await stripe.getByLabel( 'Card number' ).fill( number );
	await stripe.getByLabel( 'Expiration date' ).fill( '12 / 30' );
	await stripe.getByLabel( 'Security code' ).fill( '123' );
}
