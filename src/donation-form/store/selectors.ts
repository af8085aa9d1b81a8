/**
 * What the form shows and sends, derived from its state and configuration: the amount and its
 * verdict, the fee, the period the gateway allows, whether an account is forced, which custom fields
 * show, the card errors to display. Pure, so the components only select.
 */
import type { FormConfig } from '../../types/form-config';
import { formatNumber } from '../../money/format-amount';
import { recoveryFee } from '../../money/fees';
import { visibleFieldNames } from '../../validation/conditions';
import type { CardDetails, CardField } from '../../payment/card-state';
import {
	amountNotice,
	amountVerdict,
	chosenAmount,
	type FormAmountVerdict,
} from '../amount';
import {
	accountForced,
	adjustedPeriod,
	isDonationRecurring,
	periodOptions,
	type Period,
	type PeriodOption,
} from '../recurring';
import type { FormState } from './form-state';

/** The card checks (payment/card-details cardErrors), which load with a card gateway. */
export type CardCheck = (
	card: CardDetails
) => Partial< Record< CardField, string > >;

export interface FormView {
	/** Minor units; NaN for text the parser refused. */
	amount: number;
	verdict: FormAmountVerdict;
	/** The amount field's notice, or null. */
	notice: string | null;
	/** The fee the donor may cover (0: no offer). */
	availableFee: number;
	/** The fee the donor covers. */
	fee: number;
	periods: PeriodOption[];
	/** The period sent: the chosen one, or the next the gateway can take. */
	period: Period;
	recurring: boolean;
	registrationOpen: boolean;
	forceAccount: boolean;
	visibleFields: string[];
	takesCard: boolean;
	cardErrors: Partial< Record< CardField, string > >;
	/** Card errors of the fields the donor has left (or all, after a submit). */
	shownCardErrors: Partial< Record< CardField, string > >;
}

/**
 * GiveWP's hidden fields and the conditions hold plain decimals: no grouping, a dot.
 *
 * @param config Form configuration.
 */
export function plainNumberFormat( config: FormConfig ) {
	return {
		...config.currency,
		thousandsSeparator: '',
		decimalSeparator: '.',
	};
}

/**
 * The kind of fields a gateway needs ('card' or 'none').
 *
 * @param config    Form configuration.
 * @param gatewayId The gateway.
 */
export function gatewayKind( config: FormConfig, gatewayId: string ) {
	return (
		config.gateways.find( ( option ) => option.id === gatewayId )?.fields ??
		'none'
	);
}

/**
 * Everything the form derives from its state.
 *
 * @example formView( state, config ).verdict // 'valid'
 * @param state     Form state.
 * @param config    Form configuration.
 * @param checkCard The card checks, once the card gateway's code is in; without them no card error
 *                  shows, and the submit stops with "could not be loaded" instead.
 */
export function formView(
	state: FormState,
	config: FormConfig,
	checkCard?: CardCheck
): FormView {
	const { levelId, customText } = state.amount;
	const amount = chosenAmount( config, levelId, customText );
	const verdict = amountVerdict( config, amount );
	// Recomputed with the gift, the gateway and the checkbox; the server recomputes it too.
	const availableFee =
		verdict === 'valid'
			? recoveryFee(
					amount,
					config.feeRecovery,
					state.gatewayId,
					config.currency
				)
			: 0;
	// A period the gateway cannot take moves to the next one (the daily rule), with an alert.
	const periods = periodOptions( config.recurring, state.gatewayId );
	const period = adjustedPeriod( state.chosenPeriod, periods );
	const recurring = isDonationRecurring( period ) === 1;
	// Where visitors cannot register, the server refuses an account request: never send one.
	const registrationOpen = config.registrationOpen !== false;
	const takesCard = gatewayKind( config, state.gatewayId ) === 'card';
	const allCardErrors = takesCard && checkCard ? checkCard( state.card ) : {};
	return {
		amount,
		verdict,
		// Say nothing about an empty custom amount until the donor has typed something.
		notice:
			verdict === 'empty' && customText === ''
				? null
				: amountNotice( config, verdict, customText ),
		availableFee,
		fee: state.coverFee ? availableFee : 0,
		periods,
		period,
		recurring,
		registrationOpen,
		forceAccount: accountForced( {
			recurring,
			loggedIn: state.loggedIn,
			emailAccess: config.emailAccess || ! registrationOpen,
		} ),
		// Conditions may refer to the gift itself as well as to earlier custom fields.
		visibleFields: visibleFieldNames( config.customFields, {
			amount: formatNumber( amount, plainNumberFormat( config ) ),
			levelId,
			gatewayId: state.gatewayId,
			companyOption: state.extras.companyOption,
			bankAccountType: state.extras.bankAccountType,
			...state.extras.answers,
		} ),
		takesCard,
		cardErrors: allCardErrors,
		shownCardErrors: Object.fromEntries(
			Object.entries( allCardErrors ).filter( ( [ field ] ) =>
				state.submit.cardTouched.includes( field as CardField )
			)
		),
	};
}

/**
 * The server's message for a field, when its last error named that field.
 *
 * @param state Form state.
 * @param field A field name, e.g. 'email'.
 */
export function fieldError( state: FormState, field: string ): string | null {
	const error = state.submit.error;
	return error && error.field === field ? error.message : null;
}
