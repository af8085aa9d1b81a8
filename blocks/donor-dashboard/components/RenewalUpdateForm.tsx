// The recurring-payment update form: a new amount per period and, where the gateway allows, a new
// card, typed into Stripe's Payment Element (Stripe's frames): this site receives only a
// ConfirmationToken, which the server turns into a saved card with a SetupIntent.
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { fetchGatewayFields, type StripeClient } from '@opengive/api/gateways';
import { updateSubscription } from '@opengive/api/subscriptions';
import { toApiError } from '@opengive/api/errors';
import { formatNumber } from '@opengive/money/format-amount';
import { PaymentProviderError } from '@opengive/payment/provider-error';
import { setupOptions } from '@opengive/payment/payment-element';
import {
	confirmationTokenFrom,
	type PaymentElementSession,
} from '@opengive/payment/payment-element-session';
import {
	checkRenewalField,
	subscriptionChanges,
	type SubscriptionConfig,
} from '@opengive/donor-dashboard/subscription-config';
import StripePaymentElement from '@opengive/ui/StripePaymentElement';
import TextField from '@opengive/ui/TextField';
import DashboardError from './DashboardError';

interface Props {
	config: SubscriptionConfig;
	returnUrl: string;
	onClose: () => void;
	go?: ( url: string ) => void;
}

export default function RenewalUpdateForm( {
	config,
	returnUrl,
	onClose,
	go,
}: Props ) {
	const [ typed, setTyped ] = useState(
		formatNumber( config.amount, config.currency )
	);
	const [ checked, setChecked ] = useState( () =>
		checkRenewalField( typed, config )
	);
	// The gateway's public settings, loaded once the form opens (the new-card button waits for them).
	const [ client, setClient ] = useState< StripeClient | null >( null );
	const [ changeCard, setChangeCard ] = useState( false );
	const paymentElement = useRef< PaymentElementSession | null >( null );
	const [ cardReady, setCardReady ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		if ( ! config.cardUpdates ) {
			return;
		}
		let current = true;
		fetchGatewayFields( config.formId, config.gatewayId ).then(
			( fields ) =>
				current &&
				setClient(
					fields.client.fields === 'payment-element'
						? fields.client
						: null
				),
			() => undefined
		);
		return () => {
			current = false;
		};
	}, [ config.cardUpdates, config.formId, config.gatewayId ] );

	// Spec: empty or 0 becomes the minimum, shown in the field once the donor leaves it.
	const onAmountBlur = () => {
		const result = checkRenewalField( typed, config );
		setChecked( result );
		if ( result.verdict === 'valid' || result.amount > 0 ) {
			setTyped( formatNumber( result.amount, config.currency ) );
		}
	};

	const newCardToken = async (): Promise< string > => {
		if ( ! changeCard ) {
			return '';
		}
		if ( ! paymentElement.current ) {
			throw new PaymentProviderError(
				__(
					'The card form could not be loaded. Please reload the page.',
					'opengive'
				)
			);
		}
		// The element asks for the cardholder's details it needs itself (no payer passed).
		return confirmationTokenFrom( paymentElement.current, null );
	};

	const onSubmit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		const result = checkRenewalField( typed, config );
		setChecked( result );
		if ( result.verdict !== 'valid' ) {
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const changes = subscriptionChanges(
				config,
				result.amount,
				await newCardToken()
			);
			if ( Object.keys( changes ).length === 0 ) {
				setError(
					__(
						'Nothing changed: enter a new amount or a new card.',
						'opengive'
					)
				);
				return;
			}
			await updateSubscription( config.id, changes, returnUrl, go );
		} catch ( caught ) {
			setError(
				caught instanceof PaymentProviderError
					? caught.message
					: toApiError( caught ).message
			);
		} finally {
			setBusy( false );
		}
	};

	const invalid = checked.verdict !== 'valid';
	return (
		<form
			className="wp-block-opengive-donor-dashboard__update"
			onSubmit={ onSubmit }
			noValidate
		>
			<TextField
				label={ __( 'Amount each time', 'opengive' ) }
				value={ typed }
				inputMode="decimal"
				className={ invalid ? 'is-invalid' : undefined }
				onChange={ setTyped }
				onBlur={ onAmountBlur }
				error={ checked.notice }
			/>
			{ config.coversFee && (
				<p className="wp-block-opengive-donor-dashboard__hint">
					{ __(
						'The processing fee you cover is recalculated for the new amount.',
						'opengive'
					) }
				</p>
			) }
			{ client && changeCard && (
				<StripePaymentElement
					client={ client }
					options={ setupOptions( config.currency.code ) }
					update={ null }
					session={ paymentElement }
					description=""
					legend={ __( 'New card', 'opengive' ) }
					asksPayer
					onReadyChange={ setCardReady }
				/>
			) }
			{ client && (
				<p className="wp-block-opengive-donor-dashboard__card-choice">
					<button
						type="button"
						aria-expanded={ changeCard }
						onClick={ () => setChangeCard( ! changeCard ) }
						disabled={ busy }
					>
						{ changeCard
							? __( 'Keep my current card', 'opengive' )
							: __( 'Use a different card', 'opengive' ) }
					</button>
				</p>
			) }
			<DashboardError message={ error } />
			<p className="wp-block-opengive-donor-dashboard__form-buttons">
				<button
					type="submit"
					className="wp-element-button"
					disabled={
						invalid || busy || ( changeCard && ! cardReady )
					}
				>
					{ busy
						? __( 'Saving…', 'opengive' )
						: __( 'Save changes', 'opengive' ) }
				</button>
				<button type="button" onClick={ onClose } disabled={ busy }>
					{ __( 'Close', 'opengive' ) }
				</button>
			</p>
		</form>
	);
}
