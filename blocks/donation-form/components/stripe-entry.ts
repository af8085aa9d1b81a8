/**
 * Stripe's gateway code, a chunk of its own (loaded when the Stripe gateway is chosen or neared):
 * the Payment Element, @stripe/stripe-js's loader, the gift Elements shows and the
 * ConfirmationToken.
 */
export { default as StripePaymentElement } from '@opengive/ui/StripePaymentElement';
export {
	elementsGift,
	elementsOptions,
	elementsUpdate,
} from '@opengive/payment/payment-element';
export { confirmationTokenFrom } from '@opengive/payment/payment-element-session';
