/**
 * The donation form's settings object (post meta opengive_form_settings) as the block editor's
 * settings panel edits it. Pure functions: every change returns a new object.
 */
import { normalizeCurrency, type CurrencySettings } from '../money/currency';
import { formatNumber } from '../money/format-amount';
import { parseAmount } from '../money/parse-amount';
import { RECURRING_FALLBACK } from './schema';
import recurringPeriods from '../../plugin/data/recurring-periods.json';

export interface Level {
	id: string;
	/** Minor units. */
	amount: number;
	label: string;
}

export interface FeeEntry {
	percentage: number;
	base_amount: number;
	give_fee_status: 'enabled' | 'disabled';
	maxAmount?: number;
}

export type RecurringPeriod = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface FormSettingsValue {
	levels?: Level[];
	defaultLevel?: string;
	customAmount?: boolean;
	minimum?: number;
	maximum?: number;
	currency?: Partial< CurrencySettings >;
	gateways?: string[];
	levelDisplay?: 'buttons' | 'radios' | 'select';
	displayMode?: string;
	buttonLabel?: string;
	campaignId?: number | null;
	terms?: { enabled: boolean; label: string; text: string };
	feeRecovery?: {
		fee_recovery: boolean;
		fee_data: Record< string, FeeEntry >;
	};
	recurring?: {
		is_recurring: boolean;
		give_recurring_option: 'yes_donor' | 'yes_admin';
		period: RecurringPeriod;
		periods: RecurringPeriod[];
		installments: number;
		multi?: Record< string, { give_recurring_pretty_text: string } >;
	};
	[ key: string ]: unknown;
}

/** The recurring periods in order, from the table PHP's Period::all() reads (every key but 'once'). */
export const PERIODS = Object.keys( recurringPeriods.labels ).filter(
	( period ) => period !== 'once'
) as RecurringPeriod[];

export function currencyOf( settings: FormSettingsValue ): CurrencySettings {
	return normalizeCurrency( settings.currency ?? {} );
}

/**
 * An amount for a text field ("25.00").
 *
 * @param minor    Minor units (undefined: empty).
 * @param settings The form's settings (for the currency).
 */
export function amountText(
	minor: number | undefined,
	settings: FormSettingsValue
): string {
	return minor === undefined || minor <= 0
		? ''
		: formatNumber( minor, {
				...currencyOf( settings ),
				thousandsSeparator: '',
			} );
}

/**
 * A typed amount as minor units (0 when empty).
 *
 * @param text     What the editor typed.
 * @param settings The form's settings (for the currency).
 */
export function amountMinor(
	text: string,
	settings: FormSettingsValue
): number {
	return parseAmount( text, currencyOf( settings ) );
}

/**
 * Adds a level with a fresh id; the first level becomes the default.
 *
 * @param settings Settings.
 * @param amount   Minor units.
 */
export function addLevel(
	settings: FormSettingsValue,
	amount: number
): FormSettingsValue {
	const levels = settings.levels ?? [];
	const id = String(
		levels.reduce(
			( max, level ) => Math.max( max, Number( level.id ) || 0 ),
			0
		) + 1
	);
	return {
		...settings,
		levels: [ ...levels, { id, amount, label: '' } ],
		defaultLevel: settings.defaultLevel || id,
	};
}

/**
 * Changes one level.
 *
 * @param settings Settings.
 * @param id       Level id.
 * @param patch    Fields to change.
 */
export function updateLevel(
	settings: FormSettingsValue,
	id: string,
	patch: Partial< Omit< Level, 'id' > >
): FormSettingsValue {
	return {
		...settings,
		levels: ( settings.levels ?? [] ).map( ( level ) =>
			level.id === id ? { ...level, ...patch } : level
		),
	};
}

/**
 * Removes a level; a removed default moves to the first remaining level.
 *
 * @param settings Settings.
 * @param id       Level id.
 */
export function removeLevel(
	settings: FormSettingsValue,
	id: string
): FormSettingsValue {
	const levels = ( settings.levels ?? [] ).filter(
		( level ) => level.id !== id
	);
	return {
		...settings,
		levels,
		defaultLevel:
			settings.defaultLevel === id
				? ( levels[ 0 ]?.id ?? '' )
				: settings.defaultLevel,
	};
}

/**
 * Turns a gateway on or off for the form.
 *
 * @param settings Settings.
 * @param id       Gateway id.
 * @param on       Offered.
 */
export function toggleGateway(
	settings: FormSettingsValue,
	id: string,
	on: boolean
): FormSettingsValue {
	const gateways = ( settings.gateways ?? [] ).filter(
		( gateway ) => gateway !== id
	);
	return { ...settings, gateways: on ? [ ...gateways, id ] : gateways };
}

/**
 * The fee entry every gateway uses (GiveWP's all_gateways).
 * @param settings
 */
export function allGatewaysFee( settings: FormSettingsValue ): FeeEntry {
	return (
		settings.feeRecovery?.fee_data?.all_gateways ?? {
			percentage: 2.9,
			base_amount: 0.3,
			give_fee_status: 'enabled',
		}
	);
}

/**
 * Changes fee recovery (one entry for all gateways).
 *
 * @param settings Settings.
 * @param enabled  Whether donors are offered to cover the fee.
 * @param patch    Fee entry fields to change.
 */
export function setFeeRecovery(
	settings: FormSettingsValue,
	enabled: boolean,
	patch: Partial< FeeEntry > = {}
): FormSettingsValue {
	return {
		...settings,
		feeRecovery: {
			fee_recovery: enabled,
			fee_data: {
				all_gateways: { ...allGatewaysFee( settings ), ...patch },
			},
		},
	};
}

/**
 * Recurring settings with defaults (the schema's fallback, the same PHP reads).
 *
 * @param settings Settings.
 */
export function recurringOf(
	settings: FormSettingsValue
): NonNullable< FormSettingsValue[ 'recurring' ] > {
	return (
		settings.recurring ?? {
			is_recurring: false,
			give_recurring_option:
				RECURRING_FALLBACK.give_recurring_option as 'yes_donor',
			period: RECURRING_FALLBACK.period as RecurringPeriod,
			periods: RECURRING_FALLBACK.periods as RecurringPeriod[],
			installments: RECURRING_FALLBACK.installments,
		}
	);
}

/**
 * Changes recurring settings; the admin-set period is always one the donor could choose.
 *
 * @param settings Settings.
 * @param patch    Fields to change.
 */
export function setRecurring(
	settings: FormSettingsValue,
	patch: Partial< NonNullable< FormSettingsValue[ 'recurring' ] > >
): FormSettingsValue {
	const next = { ...recurringOf( settings ), ...patch };
	const periods = PERIODS.filter( ( period ) =>
		next.periods.includes( period )
	);
	return {
		...settings,
		recurring: {
			...next,
			periods: periods.length > 0 ? periods : [ next.period ],
			period: periods.includes( next.period )
				? next.period
				: ( periods[ 0 ] ?? next.period ),
		},
	};
}
