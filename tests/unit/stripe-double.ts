/**
 * A Stripe.js double for jsdom (unit tests only), put on window.Stripe where @stripe/stripe-js's own
 * loader finds it, as it finds the real one. It implements the subset OpenGive calls
 * (src/payment/stripe-subset.ts) and records what it was told: the Elements options and every
 * update (the gift), the ConfirmationToken parameters, the next actions. No frame, no card: what a
 * donor types into Stripe's frames is the browser suites' business (playground/fake-stripe).
 */
import type {
	ConfirmationTokenResult,
	PaymentIntentOrSetupIntentResult,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeError,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type {
	ElementsSubset,
	PaymentElementSubset,
	StripeSubset,
} from '../../src/payment/stripe-subset';

export interface StripeDouble {
	/** Publishable keys Stripe was started with. */
	keys: string[];
	/** Each Elements group's options as created. */
	created: StripeElementsOptionsMode[];
	/** Each update, in order. */
	updates: StripeElementsUpdateOptions[];
	/** The Payment Element's own options. */
	elementOptions: Array< StripePaymentElementOptions | undefined >;
	/** The parameters of each createConfirmationToken call. */
	tokenParams: unknown[];
	/** Client secrets handleNextAction was called with. */
	nextActions: string[];
	/** Set to make elements.submit() refuse (the element's own field check). */
	submitError: StripeError | null;
	/** Set to make createConfirmationToken() refuse. */
	tokenError: StripeError | null;
	/** Mounted elements still on the page. */
	mounted: number;
	/** Forgets what it was told and refuses nothing (between tests). */
	reset: () => void;
}

/**
 * Puts the double on window.Stripe (the release train @stripe/stripe-js expects, so it warns not).
 * Once per test file: @stripe/stripe-js keeps the Stripe it found for the page's life, as it does
 * in a browser, so tests share the double and reset() it between them.
 */
export function installStripeDouble(): StripeDouble {
	const double: StripeDouble = {
		keys: [],
		created: [],
		updates: [],
		elementOptions: [],
		tokenParams: [],
		nextActions: [],
		submitError: null,
		tokenError: null,
		mounted: 0,
		reset() {
			for ( const list of [
				double.keys,
				double.created,
				double.updates,
				double.elementOptions,
				double.tokenParams,
				double.nextActions,
			] ) {
				list.length = 0;
			}
			double.submitError = null;
			double.tokenError = null;
		},
	};
	const element = (): PaymentElementSubset => {
		let box: HTMLElement | null = null;
		return {
			mount( host ) {
				box = document.createElement( 'div' );
				box.setAttribute( 'data-testid', 'stripe-payment-element' );
				( typeof host === 'string'
					? document.querySelector( host )
					: host
				)?.appendChild( box );
				double.mounted++;
			},
			on: () => undefined,
			destroy() {
				box?.remove();
				double.mounted--;
			},
		};
	};
	const stripe = ( key: string ): StripeSubset => {
		double.keys.push( key );
		return {
			elements( options ): ElementsSubset {
				double.created.push( options );
				return {
					create( _type, elementOptions ) {
						double.elementOptions.push( elementOptions );
						return element();
					},
					update( changes ) {
						double.updates.push( changes );
					},
					submit: async () =>
						double.submitError ? { error: double.submitError } : {},
				};
			},
			async createConfirmationToken( options ) {
				double.tokenParams.push( options.params );
				return (
					double.tokenError
						? { error: double.tokenError }
						: { confirmationToken: { id: 'ctoken_unit' } }
				) as ConfirmationTokenResult;
			},
			async handleNextAction( { clientSecret } ) {
				double.nextActions.push( clientSecret );
				return {
					paymentIntent: { status: 'succeeded' },
				} as PaymentIntentOrSetupIntentResult;
			},
		};
	};
	( window as unknown as { Stripe?: unknown } ).Stripe = Object.assign(
		stripe,
		{ version: 'endive' }
	);
	return double;
}
