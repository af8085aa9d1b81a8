/**
 * The in-form login's state machine (spec section 4, "Login and register"): the panel opens and
 * closes; a login disables its button; success shows the server's message (until it fades) and
 * closes the panel for good; failure restores the button and shows the server's errors.
 */

export interface LoginState {
	view: 'closed' | 'open' | 'done';
	busy: boolean;
	errors: string[];
	/** The success message, until it fades. */
	welcome: string | null;
}

export const INITIAL_LOGIN: LoginState = {
	view: 'closed',
	busy: false,
	errors: [],
	welcome: null,
};

export type LoginEvent =
	| { type: 'opened' }
	| { type: 'cancelled' }
	| { type: 'submitted' }
	| { type: 'succeeded'; messages: string[] }
	| { type: 'failed'; messages: string[] }
	| { type: 'welcome-faded' };

/**
 * The login panel's state after an event.
 *
 * @example loginTransition( INITIAL_LOGIN, { type: 'opened' } ).view // 'open'
 * @param state Current state.
 * @param event What happened.
 */
export function loginTransition(
	state: LoginState,
	event: LoginEvent
): LoginState {
	switch ( event.type ) {
		case 'opened':
			return state.view === 'done' ? state : { ...state, view: 'open' };
		case 'cancelled':
			return state.view === 'done'
				? state
				: { ...state, view: 'closed', errors: [] };
		case 'submitted':
			return { ...state, busy: true, errors: [] };
		case 'succeeded':
			return {
				view: 'done',
				busy: false,
				errors: [],
				welcome: event.messages.join( ' ' ),
			};
		case 'failed':
			return { ...state, busy: false, errors: event.messages };
		case 'welcome-faded':
			return { ...state, welcome: null };
	}
}
