/**
 * Stripe's gateway code, a chunk of its own (loaded when the Stripe gateway is chosen or neared):
 * the Payment Element and the express buttons, @stripe/stripe-js's loader, the gift Elements and
 * the wallet's sheet show, and the ConfirmationToken.
 */
export { default as StripePaymentElement } from '@opengive/ui/StripePaymentElement';
export {
	elementsGift,
	elementsOptions,
	elementsUpdate,
} from '@opengive/payment/payment-element';
export { confirmationTokenFrom } from '@opengive/payment/payment-element-session';
export {
	donorFromWallet,
	sheetDetails,
} from '@opengive/payment/express-checkout';
