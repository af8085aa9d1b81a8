/**
 * The form hash's state machine (spec section 4, "Nonce"): a fetch disables the form until it
 * answers; a fresh hash replaces the old one, and a failed fetch keeps the old one (the server then
 * says the form expired, and the donor can resend). When to fetch is decided in ../nonce.ts.
 */
import type { FormNonce } from '../nonce';

export interface NonceState {
	nonce: FormNonce;
	/** Fetches under way; the form is disabled while any runs. */
	pending: number;
}

export type NonceEvent =
	| { type: 'refresh-started' }
	| { type: 'refresh-succeeded'; nonce: FormNonce }
	| { type: 'refresh-failed' };

/**
 * The nonce state after an event.
 *
 * @example nonceTransition( { nonce, pending: 0 }, { type: 'refresh-started' } ).pending // 1
 * @param state Current state.
 * @param event What happened.
 */
export function nonceTransition(
	state: NonceState,
	event: NonceEvent
): NonceState {
	if ( event.type === 'refresh-started' ) {
		return { ...state, pending: state.pending + 1 };
	}
	const pending = Math.max( 0, state.pending - 1 );
	return event.type === 'refresh-succeeded'
		? { nonce: event.nonce, pending }
		: { ...state, pending };
}

/**
 * Whether the form is disabled for a nonce fetch.
 *
 * @param state Nonce state.
 */
export function isRefreshing( state: NonceState ): boolean {
	return state.pending > 0;
}
