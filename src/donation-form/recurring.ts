/**
 * Recurring gifts in the form (spec sections 4 and 5): the period choices, the daily-period rule,
 * the forced account checkbox and the renewal amount rule.
 */
import { translateLabel } from '../data/labels';
import { applyRenewalRules } from '../data/renewal-amount';
import recurringPeriods from '../../plugin/data/recurring-periods.json';

export type Period = 'once' | 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface RecurringSettings {
	is_recurring: boolean;
	/** 'yes_donor': the donor chooses; 'yes_admin': every gift recurs with `period`. */
	give_recurring_option: 'yes_donor' | 'yes_admin';
	period: Exclude< Period, 'once' >;
	periods: Array< Exclude< Period, 'once' > >;
	/** 0: until cancelled. */
	installments: number;
	/** Per level (price id): whether it may recur ('yes'/'no') and its pretty text ('' = the period's label). */
	multi: Record<
		string,
		{ _give_recurring?: 'yes' | 'no'; give_recurring_pretty_text: string }
	>;
}

/** Gateways that cannot take daily gifts (spec section 4; plugin/data/recurring-periods.json, as PHP's check). */
export const NO_DAILY_GATEWAYS: string[] = recurringPeriods.noDailyGateways;

/**
 * A period's label (plugin/data/recurring-periods.json, shared with PHP's Period::labels()).
 *
 * @param period The period.
 */
export function periodLabel( period: Period ): string {
	return translateLabel( recurringPeriods.labels[ period ] );
}

/**
 * _give_is_donation_recurring: 1 when the chosen period is not 'once'.
 *
 * @param period The chosen period.
 */
export function isDonationRecurring( period: Period ): 0 | 1 {
	return period === 'once' ? 0 : 1;
}

export interface PeriodOption {
	value: Period;
	label: string;
	disabled: boolean;
}

/**
 * The periods the donor may pick, with the daily one disabled for gateways that forbid it.
 *
 * @param settings  The form's recurring settings.
 * @param gatewayId The chosen gateway.
 */
export function periodOptions(
	settings: RecurringSettings | null,
	gatewayId: string
): PeriodOption[] {
	if ( ! settings ) {
		return [];
	}
	const periods: Period[] =
		settings.give_recurring_option === 'yes_admin'
			? [ settings.period ]
			: [ 'once', ...settings.periods ];
	return periods.map( ( value ) => ( {
		value,
		label: periodLabel( value ),
		disabled: value === 'day' && NO_DAILY_GATEWAYS.includes( gatewayId ),
	} ) );
}

/**
 * The period to use: the chosen one, or (when it became disabled) the next option that is not.
 *
 * @param selected The chosen period.
 * @param options  periodOptions().
 */
export function adjustedPeriod(
	selected: Period,
	options: PeriodOption[]
): Period {
	const index = options.findIndex( ( option ) => option.value === selected );
	if ( index === -1 || ! options[ index ].disabled ) {
		return selected;
	}
	const after = [
		...options.slice( index + 1 ),
		...options.slice( 0, index ),
	];
	return after.find( ( option ) => ! option.disabled )?.value ?? selected;
}

/**
 * Whether the account checkbox is forced on: a logged-out donor giving a recurring gift, unless the
 * site lets donors see their gifts by email instead.
 *
 * @param state
 * @param state.recurring   The gift recurs.
 * @param state.loggedIn    The donor is logged in.
 * @param state.emailAccess Donors may reach their history by email.
 */
export function accountForced( state: {
	recurring: boolean;
	loggedIn: boolean;
	emailAccess: boolean;
} ): boolean {
	return state.recurring && ! state.loggedIn && ! state.emailAccess;
}

export type RenewalVerdict =
	'valid' | 'required' | 'bad_minimum' | 'bad_maximum';

/**
 * A renewal amount as typed (minor units), after the shared rule table
 * (plugin/data/renewal-amount.json): empty or 0 becomes the minimum; then the first check that
 * holds gives the verdict ('required' when there is still no amount).
 *
 * @param amount  Minor units (0 for empty).
 * @param minimum Minor units, or null.
 * @param maximum Minor units, or null.
 */
export function renewalAmount(
	amount: number,
	minimum: number | null,
	maximum: number | null
): { amount: number; verdict: RenewalVerdict } {
	const { amount: value, refused } = applyRenewalRules(
		amount,
		minimum,
		maximum
	);
	return {
		amount: value,
		verdict: refused ? ( refused.verdict as RenewalVerdict ) : 'valid',
	};
}

/**
 * The period as the donor reads it: the level's pretty text when the form gives one.
 *
 * @param settings The form's recurring settings.
 * @param levelId  The chosen level.
 * @param period   The chosen period.
 */
export function prettyPeriod(
	settings: RecurringSettings | null,
	levelId: string,
	period: Period
): string {
	return (
		settings?.multi?.[ levelId ]?.give_recurring_pretty_text ||
		periodLabel( period )
	);
}
