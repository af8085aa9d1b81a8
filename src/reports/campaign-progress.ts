/**
 * A campaign's progress over time: which range and grouping to ask for, which measure the goal
 * counts, and the running total a progress chart draws.
 */
import type { Interval, Measure, OverviewArgs } from './overview';

/** Goal types whose progress the overview's measures can draw (the others count people). */
const GOAL_MEASURES: Record< string, Measure > = {
	amount: 'revenue',
	donations: 'donations',
	amountFromSubscriptions: 'recurringRevenue',
};

/**
 * The measure a goal type counts, or null when the overview has none for it (donors, recurring
 * gifts, recurring donors: the chart then shows the amount raised, without the goal line).
 *
 * @param goalType The campaign's goal type.
 */
export function goalMeasure( goalType: string ): Measure | null {
	return GOAL_MEASURES[ goalType ] ?? null;
}

/**
 * The range from the campaign's start (or the last year without one) to its end or today,
 * grouped so the chart keeps a readable number of points: by day up to three months, by week up
 * to two years, by month beyond (the server's longest monthly range is five years).
 *
 * @param campaign           The campaign's id and dates (ISO, or null).
 * @param campaign.id
 * @param campaign.startDate
 * @param campaign.endDate
 * @param campaign.currency
 * @param today              Today (YYYY-MM-DD, the site's day).
 */
export function progressArgs(
	campaign: {
		id: number;
		startDate?: string | null;
		endDate?: string | null;
		currency?: string;
	},
	today: string
): OverviewArgs {
	const ends = dayOf( campaign.endDate );
	const end = ends && ends < today ? ends : today;
	const yearAgo = shift( end, -364 );
	let start = dayOf( campaign.startDate ) || yearAgo;
	if ( start > end ) {
		start = end;
	}
	const days = daysBetween( start, end );
	let interval: Interval = 'month';
	if ( days < 92 ) {
		interval = 'day';
	} else if ( days < 731 ) {
		interval = 'week';
	} else if ( days >= 1826 ) {
		start = shift( end, -1825 );
	}
	return {
		interval,
		after: start,
		before: end,
		mode: 'live',
		// The campaign's own currency: the chart writes its amounts in it.
		currency: campaign.currency ?? '',
		campaign: campaign.id,
	};
}

/**
 * The calendar day a campaign date stands for. The editor saves a day as its UTC midnight and the
 * API answers in the site's zone (2026-03-01 is "2026-02-28T19:00:00-05:00" in New York), so the
 * day is read back in UTC.
 *
 * @param iso The API's date, or null.
 */
function dayOf( iso: string | null | undefined ): string {
	const at = iso ? Date.parse( iso ) : NaN;
	return Number.isNaN( at )
		? ''
		: new Date( at ).toISOString().slice( 0, 10 );
}

/**
 * Running totals: each period's value added to those before it, from what was raised before the
 * first period (a campaign can take gifts before its start date, which its goal counts too).
 *
 * @param values Per-period values.
 * @param start  The total before the first period.
 */
export function runningTotal( values: number[], start = 0 ): number[] {
	let sum = start;
	return values.map( ( value ) => ( sum += value ) );
}

/**
 * A day moved by whole days (UTC arithmetic on a calendar date: no time zone involved).
 *
 * @param day  YYYY-MM-DD.
 * @param days Days to add (negative: back).
 */
function shift( day: string, days: number ): string {
	const at = new Date( `${ day }T00:00:00Z` );
	at.setUTCDate( at.getUTCDate() + days );
	return at.toISOString().slice( 0, 10 );
}

/**
 * Whole days from one calendar date to another.
 *
 * @param from YYYY-MM-DD.
 * @param to   YYYY-MM-DD.
 */
function daysBetween( from: string, to: string ): number {
	return Math.round(
		( Date.parse( `${ to }T00:00:00Z` ) -
			Date.parse( `${ from }T00:00:00Z` ) ) /
			86_400_000
	);
}
