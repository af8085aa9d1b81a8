/**
 * The admin overview's data, without a DOM: the request for a range, period labels, and the report's
 * money turned into the major units a chart's axis shows.
 */
import { __, sprintf } from '@wordpress/i18n';
import { dateI18n } from '@wordpress/date';
import { addQueryArgs } from '@wordpress/url';
import type {
	OpengiveReportOverview,
	OpengiveV1ReportsOverviewGetArgs,
} from '@opengive-rest/opengive-v1-reports';
import { minorDecimals } from '../money/currency';

export type Overview = OpengiveReportOverview;
export type OverviewArgs = Required< OpengiveV1ReportsOverviewGetArgs >;
export type Interval = Overview[ 'interval' ];
export type Period = Overview[ 'periods' ][ number ];
export type Measure = Exclude< keyof Period, 'start' >;

export const REPORT_PATH = '/opengive/v1/reports/overview';

/** The measures that are money (minor units of the report's currency); the others are counts. */
export const MONEY_MEASURES: ReadonlySet< string > = new Set( [
	'revenue',
	'recurringRevenue',
	'feesRecovered',
	'averageGift',
] );

/** The server's defaults: the last 30 days, live gifts, the range's most used currency, every campaign. */
export const DEFAULT_ARGS: OverviewArgs = {
	interval: 'day',
	after: '',
	before: '',
	mode: 'live',
	currency: '',
	campaign: 0,
};

/**
 * The route path for a request; empty arguments are left to the server's defaults.
 *
 * @param args Interval, days, mode and currency.
 */
export function overviewPath( args: OverviewArgs ): string {
	const query = Object.fromEntries(
		Object.entries( args ).filter(
			( [ , value ] ) => value !== '' && value !== 0
		)
	);
	return addQueryArgs( REPORT_PATH, query );
}

/**
 * A period's label: "Nov 3" for a day, "Week of Nov 3" for a week, "November 2026" for a month.
 * The day is the site's local day as the server sent it, so it is formatted as given (UTC in,
 * UTC out), never moved by the browser's time zone.
 *
 * @param start    The period's first day (YYYY-MM-DD).
 * @param interval day, week or month.
 */
export function periodLabel( start: string, interval: Interval ): string {
	const at = `${ start }T00:00:00Z`;
	if ( interval === 'month' ) {
		return dateI18n( 'F Y', at, true );
	}
	if ( interval === 'week' ) {
		return sprintf(
			/* translators: %s: the week's first day, e.g. "Nov 3" */
			__( 'Week of %s', 'opengive' ),
			dateI18n( 'M j', at, true )
		);
	}
	return dateI18n( 'M j', at, true );
}

/**
 * One measure over the periods, money in major units (a chart's axis reads 12.5, not 1250).
 *
 * @param report  The report.
 * @param measure What to read.
 */
export function series( report: Overview, measure: Measure ): number[] {
	return report.periods.map( ( period ) =>
		toChartValue( period[ measure ], measure, report.currency )
	);
}

/**
 * A value as a chart plots it: money in major units of the currency, counts as they are.
 *
 * @param value    Minor units or a count.
 * @param measure  What it measures.
 * @param currency Currency code.
 */
export function toChartValue(
	value: number,
	measure: string,
	currency: string
): number {
	return MONEY_MEASURES.has( measure )
		? value / 10 ** minorDecimals( currency )
		: value;
}
