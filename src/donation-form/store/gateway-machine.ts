/**
 * The gateway change state machine (spec section 4, "Gateway change"): choosing a payment method
 * loads its fields (the form is blocked meanwhile); '0' is a failed selection and loads nothing; an
 * answer for a method the donor already left is ignored; a failure leaves no fields.
 */
import type { GatewayFields } from '../../api/gateways';

export const GATEWAY_LOAD_FAILED =
	'There was a problem loading the selected gateway';

export interface GatewayLoadState {
	fields: GatewayFields | null;
	loading: boolean;
	/** The gateway of the latest load; answers for any other are stale. */
	requested: string;
}

export const IDLE_GATEWAY_LOAD: GatewayLoadState = {
	fields: null,
	loading: false,
	requested: '',
};

export type GatewayEvent =
	| { type: 'load-started'; gatewayId: string }
	| { type: 'load-succeeded'; gatewayId: string; fields: GatewayFields }
	| { type: 'load-failed'; gatewayId: string };

/**
 * Whether choosing this gateway loads anything.
 *
 * @example gatewayNeedsLoad( '0' ) // false
 * @param gatewayId The chosen gateway.
 */
export function gatewayNeedsLoad( gatewayId: string ): boolean {
	return gatewayId !== '' && gatewayId !== '0';
}

/**
 * The gateway load state after an event.
 *
 * @example gatewayTransition( IDLE_GATEWAY_LOAD, { type: 'load-started', gatewayId: 'stripe' } ).loading // true
 * @param state Current state.
 * @param event What happened.
 */
export function gatewayTransition(
	state: GatewayLoadState,
	event: GatewayEvent
): GatewayLoadState {
	switch ( event.type ) {
		case 'load-started':
			return gatewayNeedsLoad( event.gatewayId )
				? { fields: null, loading: true, requested: event.gatewayId }
				: state;
		case 'load-succeeded':
			return event.gatewayId === state.requested
				? { ...state, fields: event.fields, loading: false }
				: state;
		case 'load-failed':
			return event.gatewayId === state.requested
				? { ...state, fields: null, loading: false }
				: state;
	}
}
