/**
 * The offline stand-in for https://js.stripe.com/v3, served by the provider fake at /stripe/v3: it
 * implements exactly the part of Stripe.js OpenGive calls (src/payment/stripe-subset.ts, typed with
 * the declarations of the stripe-js package itself, so `tsc` fails when either drifts). The Payment Element is a
 * frame on the fake's own origin: the card is typed there and sent from there to the fake's
 * /v1/confirmation_tokens, so no script of the page and no request to the site ever sees it.
 *
 * Plain browser code once its types are stripped (assets.mjs); no imports at run time.
 */
import type {
	ConfirmationTokenResult,
	PaymentIntentOrSetupIntentResult,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeError,
	StripePaymentElementChangeEvent,
} from '@stripe/stripe-js';
import type {
	ElementsSubset,
	PaymentElementSubset,
	StripeSubset,
} from '../../src/payment/stripe-subset';
import { FakeExpressCheckoutElement } from './express-checkout';

/** A message between this script and the card frame. */
interface FrameMessage {
	source: 'opengive-fake-stripe';
	id?: number;
	type: string;
	[ key: string ]: unknown;
}

// Where this script came from: the fake, whose origin the frame and the API share.
const script = document.currentScript as HTMLScriptElement;
const FAKE = new URL( script.src ).origin;

class FakePaymentElement implements PaymentElementSubset {
	frame: HTMLIFrameElement | null = null;
	private readonly handlers: Array<
		( event: StripePaymentElementChangeEvent ) => void
	> = [];
	private asked = 0;
	private readonly waiting = new Map<
		number,
		( answer: FrameMessage ) => void
	>();

	constructor( private readonly group: FakeElements ) {
		window.addEventListener( 'message', ( event ) => {
			const data = event.data as FrameMessage;
			if (
				event.origin !== FAKE ||
				event.source !== this.frame?.contentWindow ||
				data?.source !== 'opengive-fake-stripe'
			) {
				return;
			}
			if ( data.type === 'change' ) {
				this.handlers.forEach( ( handler ) =>
					handler( data.event as StripePaymentElementChangeEvent )
				);
			} else if ( data.type === 'height' && this.frame ) {
				this.frame.style.height = `${ Number( data.height ) }px`;
			} else if ( data.id !== undefined ) {
				this.waiting.get( data.id )?.( data );
				this.waiting.delete( data.id );
			}
		} );
	}

	mount( domElement: string | HTMLElement ): void {
		const host =
			typeof domElement === 'string'
				? document.querySelector( domElement )
				: domElement;
		if ( ! host ) {
			throw new Error( 'The Payment Element has nowhere to mount.' );
		}
		const frame = document.createElement( 'iframe' );
		const address = new URL( `${ FAKE }/stripe/elements-frame` );
		address.searchParams.set( 'parent', window.location.origin );
		address.searchParams.set( 'key', this.group.publishableKey );
		frame.src = address.href;
		frame.title = 'Secure payment input frame';
		frame.setAttribute( 'allow', 'payment' );
		frame.style.cssText = 'border:0;width:100%;height:180px;display:block';
		host.appendChild( frame );
		this.frame = frame;
	}

	on(
		eventType: 'change',
		handler: ( event: StripePaymentElementChangeEvent ) => void
	): this {
		if ( eventType === 'change' ) {
			this.handlers.push( handler );
		}
		return this;
	}

	destroy(): void {
		this.frame?.remove();
		this.frame = null;
	}

	/**
	 * Asks the frame to do something with the card and waits for its answer.
	 *
	 * @param type What to do: validate or tokenize.
	 * @param data What it needs.
	 */
	ask(
		type: string,
		data: Record< string, unknown > = {}
	): Promise< FrameMessage > {
		const frame = this.frame?.contentWindow;
		if ( ! frame ) {
			return Promise.reject(
				new Error( 'The Payment Element is not mounted.' )
			);
		}
		const id = ++this.asked;
		return new Promise( ( resolve ) => {
			this.waiting.set( id, resolve );
			frame.postMessage(
				{ source: 'opengive-fake-stripe', id, type, ...data },
				FAKE
			);
		} );
	}
}

export class FakeElements implements ElementsSubset {
	element: FakePaymentElement | null = null;
	express: FakeExpressCheckoutElement | null = null;

	constructor(
		readonly publishableKey: string,
		public options: StripeElementsOptionsMode
	) {}

	create( elementType: 'payment' ): FakePaymentElement;
	create( elementType: 'expressCheckout' ): FakeExpressCheckoutElement;
	create(
		elementType: 'payment' | 'expressCheckout'
	): FakePaymentElement | FakeExpressCheckoutElement {
		if ( elementType === 'expressCheckout' ) {
			this.express = new FakeExpressCheckoutElement( this, FAKE );
			return this.express;
		}
		this.element = new FakePaymentElement( this );
		return this.element;
	}

	/** The element the next token comes from: a wallet the donor authorised, else the fields. */
	source(): FakePaymentElement | FakeExpressCheckoutElement | null {
		return this.express?.authorised ? this.express : this.element;
	}

	update( options: StripeElementsUpdateOptions ): this {
		this.options = {
			...this.options,
			...options,
		} as StripeElementsOptionsMode;
		return this;
	}

	async submit(): Promise< { error?: StripeError } > {
		if ( this.express?.authorised ) {
			return {}; // The wallet's sheet collected the payment method.
		}
		if ( ! this.element ) {
			return {
				error: {
					type: 'validation_error',
					message: 'No Payment Element.',
				},
			};
		}
		const answer = await this.element.ask( 'validate' );
		return answer.error ? { error: answer.error as StripeError } : {};
	}
}

/**
 * Reads a PaymentIntent as Stripe.js does: publishable key and client secret.
 *
 * @param publishableKey Key.
 * @param clientSecret   The intent's client secret.
 */
async function readIntent( publishableKey: string, clientSecret: string ) {
	const id = clientSecret.split( '_secret_' )[ 0 ];
	const response = await fetch(
		`${ FAKE }/stripe/v1/payment_intents/${ encodeURIComponent(
			id
		) }?client_secret=${ encodeURIComponent( clientSecret ) }`,
		{ headers: { Authorization: `Bearer ${ publishableKey }` } }
	);
	return response.json();
}

function fakeStripe( publishableKey: string ): StripeSubset {
	return {
		elements: ( options ) => new FakeElements( publishableKey, options ),
		async createConfirmationToken( {
			elements,
			params,
		} ): Promise< ConfirmationTokenResult > {
			const element = ( elements as FakeElements ).source();
			if ( ! element ) {
				return {
					error: {
						type: 'validation_error',
						message: 'No Payment Element.',
					},
				};
			}
			const answer = await element.ask( 'tokenize', {
				returnUrl: params?.return_url ?? '',
			} );
			return answer.error
				? { error: answer.error as StripeError }
				: ( {
						confirmationToken: answer.token,
					} as ConfirmationTokenResult );
		},
		async handleNextAction( {
			clientSecret,
		} ): Promise< PaymentIntentOrSetupIntentResult > {
			const intent = await readIntent( publishableKey, clientSecret );
			const next = intent?.next_action;
			if (
				intent?.status === 'requires_action' &&
				next?.type === 'redirect_to_url'
			) {
				// As Stripe.js does for a redirect: the page goes to the bank and comes back to return_url.
				window.location.assign( next.redirect_to_url.url );
				return new Promise( () => {} );
			}
			if ( intent?.error ) {
				return { error: intent.error as StripeError };
			}
			return {
				paymentIntent: intent,
			} as PaymentIntentOrSetupIntentResult;
		},
	};
}

// The version loadStripe() compares with its own release train before using a Stripe already on the page.
( window as unknown as { Stripe: unknown } ).Stripe = Object.assign(
	fakeStripe,
	{
		version: 'endive',
	}
);
