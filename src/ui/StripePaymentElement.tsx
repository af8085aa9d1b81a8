/**
 * Stripe's Payment Element in a fieldset of the form's own: Stripe.js loads, the element mounts in
 * the box, styled from the form (Appearance API), and follows the gift as the donor changes it.
 * The session (Stripe, Elements) goes to the caller, whose submit makes the ConfirmationToken.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type {
	ClickResolveDetails,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import type { StripeClient } from '../api/gateways';
import { appearanceFrom } from '../payment/payment-element';
import {
	openPaymentElement,
	STRIPE_UNAVAILABLE,
	type PaymentElementSession,
} from '../payment/payment-element-session';

/** The form's side of the express buttons (Apple Pay, Google Pay, Link). */
export interface ExpressHandlers {
	/** A button was pressed: the sheet's lines, or null to keep the sheet shut (no gift to pay yet). */
	onClick: () => ClickResolveDetails | null;
	/** The donor authorised the payment in the wallet's sheet. */
	onConfirm: ( event: StripeExpressCheckoutElementConfirmEvent ) => void;
}

interface Props {
	client: Pick< StripeClient, 'publishableKey' | 'jsUrl' >;
	/** The Elements group's options when it mounts (appearance is added from the form's look). */
	options: StripeElementsOptionsMode;
	/** What changed since (the gift); null leaves Elements as it is. */
	update: StripeElementsUpdateOptions | null;
	/** Receives the mounted session, and null when it goes. */
	session: { current: PaymentElementSession | null };
	/** The gateway's line for the donor. */
	description: string;
	/** The fieldset's legend. */
	legend?: string;
	/** Whether the element asks for the payer's details itself (a page without name and email fields). */
	asksPayer?: boolean;
	/** Told whether the element is ready to take payment details (false again when it goes). */
	onReadyChange?: ( ready: boolean ) => void;
	/** Express buttons above the fields, in the same Elements group (none when absent). */
	express?: ExpressHandlers;
}

type Status = 'loading' | 'ready' | 'failed';

export default function StripePaymentElement( {
	client,
	options,
	update,
	session,
	description,
	legend = __( 'Payment details', 'opengive' ),
	asksPayer = false,
	onReadyChange,
	express,
}: Props ) {
	const host = useRef< HTMLDivElement >( null );
	const expressHost = useRef< HTMLDivElement >( null );
	const [ status, setStatus ] = useState< Status >( 'loading' );
	// Whether the express element shows any wallet in this browser (its 'ready' event says).
	const [ walletShown, setWalletShown ] = useState( false );
	// The handlers change with every gift; the element's listeners, added once, read the latest.
	const handlers = useRef( express );
	handlers.current = express;
	const wantsExpress = express !== undefined;
	// The options at mount: later gifts reach Elements through update().
	const firstOptions = useRef( options );
	const { publishableKey, jsUrl } = client;

	useEffect( () => {
		const box = host.current;
		if ( ! box ) {
			return;
		}
		let mounted = true;
		let opened: PaymentElementSession | null = null;
		setStatus( 'loading' );
		openPaymentElement(
			{ publishableKey, jsUrl },
			box,
			{
				...firstOptions.current,
				appearance: appearanceFrom( window.getComputedStyle( box ) ),
			},
			{
				asksPayer,
				expressHost:
					( wantsExpress && expressHost.current ) || undefined,
			}
		).then(
			( made ) => {
				if ( ! mounted ) {
					made.element.destroy();
					made.express?.destroy();
					return;
				}
				opened = made;
				listenToExpress( made, handlers, setWalletShown );
				session.current = made;
				setStatus( 'ready' );
			},
			() => mounted && setStatus( 'failed' )
		);
		return () => {
			mounted = false;
			opened?.element.destroy();
			opened?.express?.destroy();
			setWalletShown( false );
			if ( session.current === opened ) {
				session.current = null;
			}
		};
	}, [ publishableKey, jsUrl, session, asksPayer, wantsExpress ] );

	useEffect( () => {
		onReadyChange?.( status === 'ready' );
	}, [ status, onReadyChange ] );
	useEffect( () => () => onReadyChange?.( false ), [ onReadyChange ] );

	const updateKey = update ? JSON.stringify( update ) : '';
	useEffect( () => {
		if ( status === 'ready' && update ) {
			session.current?.elements.update( update );
		}
		// The key stands for update's content: a new object with the same gift changes nothing.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ status, updateKey, session ] );

	return (
		<fieldset className="opengive-card opengive-payment-element">
			<legend>{ legend }</legend>
			{ description && (
				<p className="opengive-card__description">{ description }</p>
			) }
			{ status === 'loading' && (
				<p className="opengive-payment-element__status" role="status">
					{ __( 'Loading secure payment fields…', 'opengive' ) }
				</p>
			) }
			{ status === 'failed' && (
				<p className="opengive-payment-element__error" role="alert">
					{ STRIPE_UNAVAILABLE() }
				</p>
			) }
			{ wantsExpress && (
				<div
					ref={ expressHost }
					className="opengive-express-checkout"
					hidden={ status === 'failed' }
				/>
			) }
			{ walletShown && (
				<p className="opengive-express-checkout__or">
					{ __( 'Or enter your payment details', 'opengive' ) }
				</p>
			) }
			<div ref={ host } className="opengive-payment-element__frame" />
		</fieldset>
	);
}

/**
 * Wires the express element's events to the form's latest handlers: a press opens the sheet only
 * when the form has a gift to pay (Stripe wants an answer within a second, so it is decided at
 * once); a confirm goes to the form, which sends the gift.
 *
 * @param session          The mounted session.
 * @param handlers         The form's handlers, current.
 * @param handlers.current The handlers of the latest render.
 * @param setWalletShown   Told whether any wallet button shows.
 */
function listenToExpress(
	session: PaymentElementSession,
	handlers: { current: ExpressHandlers | undefined },
	setWalletShown: ( shown: boolean ) => void
) {
	const { express } = session;
	if ( ! express ) {
		return;
	}
	express.on( 'ready', ( event ) =>
		setWalletShown(
			Object.values( event.availablePaymentMethods ?? {} ).some( Boolean )
		)
	);
	express.on( 'click', ( event ) => {
		const details = handlers.current?.onClick() ?? null;
		if ( details ) {
			event.resolve( details );
		} else {
			event.reject();
		}
	} );
	express.on( 'confirm', ( event ) => handlers.current?.onConfirm( event ) );
}
