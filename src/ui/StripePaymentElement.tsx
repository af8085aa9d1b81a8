/**
 * Stripe's Payment Element in a fieldset of the form's own: Stripe.js loads, the element mounts in
 * the box, styled from the form (Appearance API), and follows the gift as the donor changes it.
 * The session (Stripe, Elements) goes to the caller, whose submit makes the ConfirmationToken.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type {
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
} from '@stripe/stripe-js';
import type { StripeClient } from '../api/gateways';
import { appearanceFrom } from '../payment/payment-element';
import {
	openPaymentElement,
	STRIPE_UNAVAILABLE,
	type PaymentElementSession,
} from '../payment/payment-element-session';

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
}: Props ) {
	const host = useRef< HTMLDivElement >( null );
	const [ status, setStatus ] = useState< Status >( 'loading' );
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
			{ asksPayer }
		).then(
			( made ) => {
				if ( ! mounted ) {
					made.element.destroy();
					return;
				}
				opened = made;
				session.current = made;
				setStatus( 'ready' );
			},
			() => mounted && setStatus( 'failed' )
		);
		return () => {
			mounted = false;
			opened?.element.destroy();
			if ( session.current === opened ) {
				session.current = null;
			}
		};
	}, [ publishableKey, jsUrl, session, asksPayer ] );

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
			<div ref={ host } className="opengive-payment-element__frame" />
		</fieldset>
	);
}
