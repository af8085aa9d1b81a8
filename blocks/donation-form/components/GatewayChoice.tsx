/**
 * The payment method: the no-gateway alert, the gateway radios, the loading status while a
 * gateway's fields load, and the card fields of a loaded card gateway.
 */
import { __ } from '@wordpress/i18n';
import { prefetchOnIntent } from '@opengive/ui/lazy-part';
import { cardPart } from './lazy-parts';
import BusyStatus from './BusyStatus';
import { useFormStore } from './form-context';

export default function GatewayChoice() {
	const { config, state, view, dispatch, id, gateway } = useFormStore();
	const { gatewayId } = state;
	// In once the card gateway's fields loaded (their load waits for it).
	const cardCode = cardPart.current();
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
						// The card code starts loading as the donor comes near a card gateway.
						{ ...( option.fields === 'card'
							? prefetchOnIntent( cardPart )
							: {} ) }
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
			{ cardCode &&
				view.takesCard &&
				gateway.fields?.id === gatewayId && (
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
