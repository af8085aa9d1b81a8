/**
 * The stand-in's Express Checkout Element (part of the stand-in script, see assets.mjs): a "Google
 * Pay (test)" button in a frame on the fake's origin, and the wallet's sheet, a second frame over
 * the page that shows the gift's lines and total as Elements holds them when the button is
 * pressed. "Pay" in the sheet fires the confirm event with the wallet's name and email; the
 * ConfirmationToken then comes from the sheet (a test card of the wallet's), sent from the fake's
 * origin as Stripe's own frames do, so the page never holds a card number here either.
 */
import type {
	LineItem,
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import type { ExpressCheckoutElementSubset } from '../../src/payment/stripe-subset';
import type { FakeElements } from './stripe-js';

type ExpressEvent = 'ready' | 'click' | 'confirm' | 'cancel';

interface SheetMessage {
	source: 'opengive-fake-stripe';
	id?: number;
	type: string;
	[ key: string ]: unknown;
}

export class FakeExpressCheckoutElement implements ExpressCheckoutElementSubset {
	/** The donor pressed Pay in the sheet; the next token is the wallet's. */
	authorised = false;
	private button: HTMLIFrameElement | null = null;
	private sheet: HTMLIFrameElement | null = null;
	private readonly handlers = new Map<
		ExpressEvent,
		Array< ( event: never ) => unknown >
	>();
	private asked = 0;
	private readonly waiting = new Map<
		number,
		( answer: SheetMessage ) => void
	>();

	constructor(
		private readonly group: FakeElements,
		private readonly fake: string
	) {
		window.addEventListener( 'message', ( event ) => {
			const data = event.data as SheetMessage;
			if (
				event.origin !== this.fake ||
				data?.source !== 'opengive-fake-stripe'
			) {
				return;
			}
			if ( event.source === this.button?.contentWindow ) {
				this.fromButton( data );
			} else if ( event.source === this.sheet?.contentWindow ) {
				this.fromSheet( data );
			}
		} );
	}

	mount( domElement: string | HTMLElement ): void {
		const host =
			typeof domElement === 'string'
				? document.querySelector( domElement )
				: domElement;
		if ( ! host ) {
			throw new Error(
				'The Express Checkout Element has nowhere to mount.'
			);
		}
		const frame = document.createElement( 'iframe' );
		frame.src = this.address( '/stripe/express-frame' ).href;
		frame.title = 'Express checkout (test)';
		frame.setAttribute( 'allow', 'payment' );
		frame.style.cssText = 'border:0;width:100%;height:48px;display:block';
		host.appendChild( frame );
		this.button = frame;
	}

	on( eventType: ExpressEvent, handler: ( event: never ) => unknown ): this {
		this.handlers.set( eventType, [
			...( this.handlers.get( eventType ) ?? [] ),
			handler,
		] );
		return this;
	}

	destroy(): void {
		this.button?.remove();
		this.closeSheet();
		this.button = null;
	}

	/**
	 * Asks the sheet for the wallet's ConfirmationToken (the stand-in's createConfirmationToken).
	 *
	 * @param type What to do: tokenize.
	 * @param data What it needs (the return URL).
	 */
	ask(
		type: string,
		data: Record< string, unknown > = {}
	): Promise< SheetMessage > {
		const sheet = this.sheet?.contentWindow;
		if ( ! sheet ) {
			return Promise.reject( new Error( 'The wallet sheet is closed.' ) );
		}
		const id = ++this.asked;
		return new Promise( ( resolve ) => {
			this.waiting.set( id, ( answer ) => {
				// Stripe's wallet sheet closes once the payment method is handed over.
				this.authorised = false;
				this.closeSheet();
				resolve( answer );
			} );
			sheet.postMessage(
				{ source: 'opengive-fake-stripe', id, type, ...data },
				this.fake
			);
		} );
	}

	private address( path: string ): URL {
		const address = new URL( `${ this.fake }${ path }` );
		address.searchParams.set( 'parent', window.location.origin );
		address.searchParams.set( 'key', this.group.publishableKey );
		return address;
	}

	private emit( type: ExpressEvent, event: unknown ): void {
		( this.handlers.get( type ) ?? [] ).forEach( ( handler ) =>
			handler( event as never )
		);
	}

	private fromButton( data: SheetMessage ): void {
		if ( data.type === 'ready' ) {
			const ready: StripeExpressCheckoutElementReadyEvent = {
				elementType: 'expressCheckout',
				availablePaymentMethods: {
					amazonPay: false,
					applePay: false,
					googlePay: true,
					link: false,
					paypal: false,
					klarna: false,
				},
			};
			this.emit( 'ready', ready );
		} else if ( data.type === 'press' && ! this.sheet ) {
			let answered = false;
			const click: StripeExpressCheckoutElementClickEvent = {
				elementType: 'expressCheckout',
				expressPaymentType: 'google_pay',
				resolve: ( details ) => {
					if ( ! answered ) {
						answered = true;
						this.openSheet( details?.lineItems ?? [] );
					}
				},
				reject: () => {
					answered = true;
				},
			};
			this.emit( 'click', click );
		}
	}

	private fromSheet( data: SheetMessage ): void {
		if ( data.type === 'authorised' ) {
			this.authorised = true;
			const confirm: StripeExpressCheckoutElementConfirmEvent = {
				expressPaymentType: 'google_pay',
				billingDetails:
					data.billingDetails as StripeExpressCheckoutElementConfirmEvent[ 'billingDetails' ],
				paymentFailed: ( payload ) => {
					this.authorised = false;
					this.sheet?.contentWindow?.postMessage(
						{
							source: 'opengive-fake-stripe',
							type: 'failed',
							message: payload?.message ?? '',
						},
						this.fake
					);
				},
			};
			this.emit( 'confirm', confirm );
		} else if ( data.type === 'cancel' ) {
			this.authorised = false;
			this.closeSheet();
			this.emit( 'cancel', { elementType: 'expressCheckout' } );
		} else if ( data.id !== undefined ) {
			this.waiting.get( data.id )?.( data );
			this.waiting.delete( data.id );
		}
	}

	/**
	 * The wallet's sheet over the page, showing what Elements holds now (amount, currency) and the
	 * lines the page resolved the click with.
	 *
	 * @param lineItems The lines.
	 */
	private openSheet( lineItems: LineItem[] ): void {
		const options = this.group.options as {
			amount?: number;
			currency?: string;
		};
		const address = this.address( '/stripe/express-sheet' );
		address.searchParams.set( 'amount', String( options.amount ?? 0 ) );
		address.searchParams.set( 'currency', options.currency ?? 'usd' );
		address.searchParams.set( 'items', JSON.stringify( lineItems ) );
		const sheet = document.createElement( 'iframe' );
		sheet.src = address.href;
		sheet.title = 'Google Pay (test)';
		sheet.style.cssText =
			'border:0;position:fixed;inset:0;width:100%;height:100%;z-index:2147483647;background:transparent';
		document.body.appendChild( sheet );
		this.sheet = sheet;
	}

	private closeSheet(): void {
		this.sheet?.remove();
		this.sheet = null;
	}
}
