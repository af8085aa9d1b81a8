/**
 * The payment method: the no-gateway alert, the gateway radios, the loading status while a
 * gateway's fields load, then the card fields of a loaded card gateway or Stripe's Payment Element.
 */
import { __ } from '@wordpress/i18n';
import { prefetchOnIntent } from '@opengive/ui/lazy-part';
import { cardPart, gatewayCodePart } from './lazy-parts';
import BusyStatus from './BusyStatus';
import StripeFields from './StripeFields';
import { useFormStore } from './form-context';

export default function GatewayChoice() {
	const { config, state, view, dispatch, id, gateway } = useFormStore();
	const { gatewayId } = state;
	// In once the card gateway's fields loaded (their load waits for it).
	const cardCode = cardPart.current();
	const loaded = gateway.fields?.id === gatewayId ? gateway.fields : null;
	return (
		<>
			{ config.gateways.length === 0 && (
				<p
					className="wp-block-opengive-donation-form__no-gateway"
					role="alert"
				>
					{ config.noGatewayMessage }
				</p>
			) }
			<fieldset className="wp-block-opengive-donation-form__gateways">
				<legend>{ __( 'Payment method', 'opengive' ) }</legend>
				{ config.gateways.map( ( option ) => (
					<label
						key={ option.id }
						htmlFor={ `${ id }-gateway-${ option.id }` }
						// A gateway's own code starts loading as the donor comes near it.
						{ ...prefetchOnIntentFor( option.fields ) }
					>
						<input
							id={ `${ id }-gateway-${ option.id }` }
							type="radio"
							name={ `${ id }-gateway` }
							value={ option.id }
							checked={ gatewayId === option.id }
							onChange={ () =>
								dispatch( {
									type: 'gateway-chosen',
									gatewayId: option.id,
								} )
							}
						/>
						{ option.label }
					</label>
				) ) }
			</fieldset>
			{ gateway.loading && (
				<BusyStatus className="wp-block-opengive-donation-form__gateway-loading">
					{ __( 'Loading payment method…', 'opengive' ) }
				</BusyStatus>
			) }
			{ loaded?.client.fields === 'payment-element' && (
				<StripeFields
					client={ loaded.client }
					description={ loaded.description }
				/>
			) }
			{ cardCode && view.takesCard && loaded && (
				<cardCode.CardFields
					card={ state.card }
					errors={ view.shownCardErrors }
					onChange={ ( card ) =>
						dispatch( { type: 'card-edited', card } )
					}
					onBlur={ ( field ) =>
						dispatch( { type: 'card-left', field } )
					}
					description={ gateway.fields?.description ?? '' }
				/>
			) }
		</>
	);
}

/**
 * Prefetch props for a gateway's own code, if it has any.
 *
 * @param kind The gateway's kind of fields.
 */
function prefetchOnIntentFor(
	kind: Parameters< typeof gatewayCodePart >[ 0 ]
) {
	const part = gatewayCodePart( kind );
	return part ? prefetchOnIntent( part ) : {};
}
