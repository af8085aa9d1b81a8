/**
 * The amount field's state machine (spec section 4, "Amount field"): a level or the custom amount is
 * chosen, focusing the custom field selects the custom level, and leaving it normalises the text or
 * falls back to the default level when the amount is empty or zero.
 */
import type { FormConfig } from '../../types/form-config';
import { formatNumber } from '../../money/format-amount';
import { CUSTOM_LEVEL, chosenAmount } from '../amount';

export interface AmountState {
	/** A level id, or CUSTOM_LEVEL. */
	levelId: string;
	/** What the donor typed in the custom amount field. */
	customText: string;
}

export type AmountEvent =
	| { type: 'level-chosen'; levelId: string }
	| { type: 'custom-typed'; text: string }
	| { type: 'custom-focused' }
	| { type: 'custom-left' };

/**
 * The amount state after an event.
 *
 * @example amountTransition( { levelId: '1', customText: '' }, { type: 'custom-focused' }, config ) // { levelId: 'custom', customText: '' }
 * @param state  Current state.
 * @param event  What the donor did.
 * @param config Form configuration (levels, default level, currency).
 */
export function amountTransition(
	state: AmountState,
	event: AmountEvent,
	config: FormConfig
): AmountState {
	switch ( event.type ) {
		case 'level-chosen':
			return { ...state, levelId: event.levelId };
		case 'custom-typed':
			return { ...state, customText: event.text };
		case 'custom-focused':
			return { ...state, levelId: CUSTOM_LEVEL };
		case 'custom-left':
			return customLeft( state, config );
	}
}

function customLeft( state: AmountState, config: FormConfig ): AmountState {
	if ( state.levelId !== CUSTOM_LEVEL ) {
		return state;
	}
	const amount = chosenAmount( config, state.levelId, state.customText );
	if ( Number.isNaN( amount ) ) {
		// Refused text stays as typed, with its notice, for the donor to correct.
		return state;
	}
	if ( amount <= 0 ) {
		// An empty or zero custom amount falls back to the default level, when the form has levels.
		return {
			customText: '',
			levelId:
				config.levels.length > 0
					? config.defaultLevel || config.levels[ 0 ].id
					: state.levelId,
		};
	}
	return {
		...state,
		customText: formatNumber( amount, config.currency ),
	};
}
