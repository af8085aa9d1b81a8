/**
 * Loads the chosen gateway's fields from the server whenever the donor switches payment method
 * (spec section 4, "Gateway change"); the transitions, including ignoring answers that arrive after
 * a newer switch, are the pure gatewayTransition(). A gateway with fields of its own also brings in
 * their code chunk (card fields, Stripe's element), so they show (and the form unblocks) only once
 * both are in.
 */
import { useEffect, useReducer, useRef } from '@wordpress/element';
import {
	GATEWAY_LOAD_FAILED,
	IDLE_GATEWAY_LOAD,
	gatewayNeedsLoad,
	gatewayTransition,
	type GatewayLoadState,
} from '@opengive/donation-form/store/gateway-machine';
import type { LazyPart } from '@opengive/ui/lazy-part';
import { gatewayRequestPart } from './lazy-parts';

export { GATEWAY_LOAD_FAILED };

/**
 * @param formId    Donation form.
 * @param gatewayId Chosen gateway.
 * @param initial   Whether the page's first choice needs loading too (card gateways do).
 * @param reloadKey Bumped to load the current gateway again (after a login inside the form).
 * @param codePart  The gateway's own code (card fields, Stripe's element), loaded with its fields.
 */
export default function useGatewayFields(
	formId: number,
	gatewayId: string,
	initial: boolean,
	reloadKey = 0,
	codePart: LazyPart< unknown > | null = null
): GatewayLoadState {
	const [ state, dispatch ] = useReducer(
		gatewayTransition,
		IDLE_GATEWAY_LOAD
	);
	const first = useRef( true );
	// Only the latest load's failure is reported; a stale one is not the donor's concern.
	const latest = useRef( '' );

	useEffect( () => {
		const skip = first.current && ! initial;
		first.current = false;
		if ( skip || ! gatewayNeedsLoad( gatewayId ) ) {
			return;
		}
		latest.current = gatewayId;
		dispatch( { type: 'load-started', gatewayId } );
		Promise.all( [
			gatewayRequestPart
				.load()
				.then( ( { fetchGatewayFields } ) =>
					fetchGatewayFields( formId, gatewayId )
				),
			codePart?.load() ?? null,
		] ).then(
			( [ fields ] ) =>
				dispatch( { type: 'load-succeeded', gatewayId, fields } ),
			() => {
				if ( latest.current === gatewayId ) {
					// eslint-disable-next-line no-console -- the spec's only reaction to this failure.
					console.error( GATEWAY_LOAD_FAILED );
				}
				dispatch( { type: 'load-failed', gatewayId } );
			}
		);
	}, [ formId, gatewayId, initial, reloadKey, codePart ] );

	return state;
}
