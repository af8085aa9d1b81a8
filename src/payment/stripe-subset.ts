/**
 * The part of Stripe.js OpenGive calls, written with @stripe/stripe-js's own types. The browser code
 * is written against this subset; the compile-time check at the end fails the build when the real
 * library stops providing any of it, and the offline stand-in (playground/fake-stripe/stripe-js.ts)
 * implements exactly this, so neither can drift from Stripe's interface.
 *
 * Method signatures, as the library declares its own: Stripe's overloads (elements(), create(),
 * handleNextAction()) are compared against them, which function-typed properties would refuse.
 */
/* eslint-disable @typescript-eslint/method-signature-style */
import type {
	ConfirmationTokenResult,
	CreateConfirmationToken,
	PaymentIntentOrSetupIntentResult,
	Stripe,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeError,
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementOptions,
	StripeExpressCheckoutElementReadyEvent,
	StripePaymentElementChangeEvent,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';

/** The Payment Element: mounted, listened to, removed. */
export interface PaymentElementSubset {
	mount( domElement: string | HTMLElement ): void;
	on(
		eventType: 'change',
		handler: ( event: StripePaymentElementChangeEvent ) => void
	): unknown;
	destroy(): void;
}

/**
 * The Express Checkout Element (Apple Pay, Google Pay, Link buttons): told when it is ready and which
 * wallets it shows, when a button is pressed (the sheet opens once resolved), when the donor
 * authorised the payment in the sheet (confirm) or closed it (cancel).
 */
export interface ExpressCheckoutElementSubset {
	mount( domElement: string | HTMLElement ): void;
	on(
		eventType: 'ready',
		handler: ( event: StripeExpressCheckoutElementReadyEvent ) => unknown
	): unknown;
	on(
		eventType: 'click',
		handler: ( event: StripeExpressCheckoutElementClickEvent ) => unknown
	): unknown;
	on(
		eventType: 'confirm',
		handler: ( event: StripeExpressCheckoutElementConfirmEvent ) => unknown
	): unknown;
	on(
		eventType: 'cancel',
		handler: ( event: { elementType: 'expressCheckout' } ) => unknown
	): unknown;
	destroy(): void;
}

/** An Elements group in deferred-intent mode (amount and currency known, no intent yet). */
export interface ElementsSubset {
	create(
		elementType: 'payment',
		options?: StripePaymentElementOptions
	): PaymentElementSubset;
	create(
		elementType: 'expressCheckout',
		options?: StripeExpressCheckoutElementOptions
	): ExpressCheckoutElementSubset;
	update( options: StripeElementsUpdateOptions ): unknown;
	submit(): Promise< { error?: StripeError } >;
}

/** Stripe.js as OpenGive uses it: Elements, confirmation tokens, next actions (3-D Secure). */
export interface StripeSubset {
	elements( options: StripeElementsOptionsMode ): ElementsSubset;
	createConfirmationToken( options: {
		elements: ElementsSubset;
		params?: CreateConfirmationToken[ 'params' ];
	} ): Promise< ConfirmationTokenResult >;
	handleNextAction( options: {
		clientSecret: string;
	} ): Promise< PaymentIntentOrSetupIntentResult >;
}

/**
 * Compile-time only: true when the real Stripe object provides every call of the subset with
 * compatible types; `tsc` fails on `RealStripeProvidesSubset` otherwise.
 */
type Holds< Condition extends true > = Condition;
export type RealStripeProvidesSubset = Holds<
	Stripe extends StripeSubset ? true : false
>;
