/**
 * A Stripe.js double for jsdom (unit tests only), put on window.Stripe where @stripe/stripe-js's own
 * loader finds it, as it finds the real one. It implements the subset OpenGive calls
 * (src/payment/stripe-subset.ts) and records what it was told: the Elements options and every
 * update (the gift), the ConfirmationToken parameters, the next actions. No frame, no card: what a
 * donor types into Stripe's frames is the browser suites' business (playground/fake-stripe).
 */
import type {
	ClickResolveDetails,
	ConfirmationTokenResult,
	PaymentIntentOrSetupIntentResult,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeError,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementOptions,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type {
	ElementsSubset,
	ExpressCheckoutElementSubset,
	PaymentElementSubset,
	StripeSubset,
} from '../../src/payment/stripe-subset';

/** The express buttons as a test drives them: what a browser with a wallet would fire. */
export interface ExpressDouble {
	/** Its options as created (null: none created). */
	options: StripeExpressCheckoutElementOptions | null;
	/** Fires 'ready' with these wallets available (undefined: none). */
	ready: ( wallets?: { googlePay?: boolean; applePay?: boolean } ) => void;
	/** Presses a button: what the page resolved it with, or 'rejected'. */
	press: () => ClickResolveDetails | 'rejected' | 'unanswered';
	/** Pays in the sheet with these billing details. */
	confirm: (
		billing: StripeExpressCheckoutElementConfirmEvent[ 'billingDetails' ]
	) => void;
	/** What the page told the sheet through paymentFailed. */
	failures: Array< { reason?: string; message?: string } | undefined >;
}

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
	/** The express buttons of the last group that made them. */
	express: ExpressDouble;
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
		express: idleExpress(),
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
			double.express = idleExpress();
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
					create: ( (
						type: 'payment' | 'expressCheckout',
						elementOptions?: StripePaymentElementOptions &
							StripeExpressCheckoutElementOptions
					) => {
						if ( type === 'expressCheckout' ) {
							const made = expressElement( elementOptions ?? {} );
							double.express = made.double;
							return made.element;
						}
						double.elementOptions.push( elementOptions );
						return element();
					} ) as ElementsSubset[ 'create' ],
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

/** Buttons nobody created: pressing them is a test's mistake. */
function idleExpress(): ExpressDouble {
	const none = () => {
		throw new Error( 'No Express Checkout Element was created.' );
	};
	return {
		options: null,
		ready: none,
		press: none,
		confirm: none,
		failures: [],
	};
}

/**
 * An Express Checkout Element whose events the test fires.
 *
 * @param options Its options.
 */
function expressElement( options: StripeExpressCheckoutElementOptions ): {
	element: ExpressCheckoutElementSubset;
	double: ExpressDouble;
} {
	const listeners: Record<
		string,
		Array< ( event: never ) => unknown >
	> = {};
	const fire = ( type: string, event: unknown ) =>
		( listeners[ type ] ?? [] ).forEach( ( handler ) =>
			handler( event as never )
		);
	const double: ExpressDouble = {
		options,
		failures: [],
		ready: ( wallets ) =>
			fire( 'ready', {
				elementType: 'expressCheckout',
				availablePaymentMethods: wallets && {
					amazonPay: false,
					applePay: false,
					googlePay: false,
					link: false,
					paypal: false,
					klarna: false,
					...wallets,
				},
			} ),
		press: () => {
			let answer: ClickResolveDetails | 'rejected' | 'unanswered' =
				'unanswered';
			fire( 'click', {
				elementType: 'expressCheckout',
				expressPaymentType: 'google_pay',
				resolve: ( details?: ClickResolveDetails ) => {
					answer = details ?? {};
				},
				reject: () => {
					answer = 'rejected';
				},
			} );
			return answer;
		},
		confirm: ( billingDetails ) =>
			fire( 'confirm', {
				expressPaymentType: 'google_pay',
				billingDetails,
				paymentFailed: (
					payload?: ExpressDouble[ 'failures' ][ number ]
				) => double.failures.push( payload ),
			} ),
	};
	const element = {
		mount: () => undefined,
		on( type: string, handler: ( event: never ) => unknown ) {
			( listeners[ type ] ??= [] ).push( handler );
		},
		destroy: () => undefined,
	} as ExpressCheckoutElementSubset;
	return { element, double };
}
