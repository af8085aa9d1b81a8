/**
 * Loads the chosen gateway's fields from the server whenever the donor switches payment method
 * (spec section 4, "Gateway change"), ignoring answers that arrive after a newer switch.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { fetchGatewayFields, type GatewayFields } from '@opengive/api/gateways';

export const GATEWAY_LOAD_FAILED =
	'There was a problem loading the selected gateway';

export interface GatewayFieldsState {
	fields: GatewayFields | null;
	loading: boolean;
}

/**
 * @param formId    Donation form.
 * @param gatewayId Chosen gateway.
 * @param initial   Whether the page's first choice needs loading too (card gateways do).
 * @param reloadKey Bumped to load the current gateway again (after a login inside the form).
 */
export default function useGatewayFields(
	formId: number,
	gatewayId: string,
	initial: boolean,
	reloadKey = 0
): GatewayFieldsState {
	const [ state, setState ] = useState< GatewayFieldsState >( {
		fields: null,
		loading: false,
	} );
	const latest = useRef( '' );
	const first = useRef( true );

	useEffect( () => {
		const skip = first.current && ! initial;
		first.current = false;
		// '0' marks a failed selection (spec section 4): nothing to load.
		if ( skip || gatewayId === '' || gatewayId === '0' ) {
			return;
		}
		latest.current = gatewayId;
		setState( { fields: null, loading: true } );
		fetchGatewayFields( formId, gatewayId ).then(
			( fields ) => {
				if ( latest.current === gatewayId ) {
					setState( { fields, loading: false } );
				}
			},
			() => {
				if ( latest.current === gatewayId ) {
					// eslint-disable-next-line no-console -- the spec's only reaction to this failure.
					console.error( GATEWAY_LOAD_FAILED );
					setState( { fields: null, loading: false } );
				}
			}
		);
	}, [ formId, gatewayId, initial, reloadKey ] );

	return state;
}
