// The recurring-payment update form: a new amount per period and, where the gateway allows, a new
// card. The card goes to the payment provider; this site receives only its token.
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { fetchGatewayFields, type GatewayClient } from '@opengive/api/gateways';
import { updateSubscription } from '@opengive/api/subscriptions';
import { toApiError } from '@opengive/api/errors';
import { formatNumber } from '@opengive/money/format-amount';
import {
	EMPTY_CARD,
	cardErrors,
	cardPayload,
	type CardDetails,
	type CardField,
} from '@opengive/payment/card-details';
import { tokenizeCard } from '@opengive/payment/tokenize';
import { PaymentProviderError } from '@opengive/payment/stripe';
import {
	checkRenewalField,
	subscriptionChanges,
	type SubscriptionConfig,
} from '@opengive/donor-dashboard/subscription-config';
import CardFields from '@opengive/ui/CardFields';
import TextField from '@opengive/ui/TextField';
import DashboardError from './DashboardError';

interface Props {
	config: SubscriptionConfig;
	returnUrl: string;
	onClose: () => void;
	go?: ( url: string ) => void;
}

function isEmptyCard( card: CardDetails ): boolean {
	return card.number === '' && card.expiry === '' && card.cvc === '';
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
	const [ card, setCard ] = useState< CardDetails >( EMPTY_CARD );
	const [ shownCardErrors, setShownCardErrors ] = useState<
		Partial< Record< CardField, string > >
	>( {} );
	// The gateway's public settings, loaded once the form opens; a quick donor may send before they
	// arrive, so sending waits for the same request.
	const client = useRef< Promise< GatewayClient | null > | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		client.current = config.cardUpdates
			? fetchGatewayFields( config.formId, config.gatewayId )
					.then( ( fields ) => fields.client )
					.catch( () => null )
			: Promise.resolve( null );
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
		if ( isEmptyCard( card ) ) {
			return '';
		}
		const errors = cardErrors( card );
		setShownCardErrors( errors );
		if ( Object.keys( errors ).length > 0 ) {
			throw new PaymentProviderError(
				__( 'Please check the new card details.', 'opengive' )
			);
		}
		const loaded = await client.current;
		if ( ! loaded || loaded.fields !== 'card' ) {
			throw new PaymentProviderError(
				__(
					'The card form could not be loaded. Please reload the page.',
					'opengive'
				)
			);
		}
		return ( await tokenizeCard( loaded, cardPayload( card ) ) ).token;
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
			{ config.cardUpdates && (
				<CardFields
					legend={ __(
						'New card (leave empty to keep your card)',
						'opengive'
					) }
					required={ false }
					description=""
					card={ card }
					errors={ shownCardErrors }
					onChange={ setCard }
					onBlur={ () => undefined }
				/>
			) }
			<DashboardError message={ error } />
			<p className="wp-block-opengive-donor-dashboard__form-buttons">
				<button
					type="submit"
					className="wp-element-button"
					disabled={ invalid || busy }
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
