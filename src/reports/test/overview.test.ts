/**
 * The overview's pure parts: the request path, period labels and chart values.
 */
import report from '../../../tests/fixtures/reports/overview-month.json';
import {
	DEFAULT_ARGS,
	overviewPath,
	periodLabel,
	series,
	toChartValue,
	type Overview,
} from '../overview';

let afterTimezone = () => {};
afterEach( () => afterTimezone() );

it( 'leaves empty arguments to the server and sends the rest', () => {
	expect( overviewPath( DEFAULT_ARGS ) ).toBe(
		'/opengive/v1/reports/overview?interval=day&mode=live'
	);
	expect(
		overviewPath( {
			...DEFAULT_ARGS,
			interval: 'week',
			after: '2026-01-05',
			before: '2026-03-01',
			currency: 'EUR',
		} )
	).toBe(
		'/opengive/v1/reports/overview?interval=week&after=2026-01-05&before=2026-03-01&mode=live&currency=EUR'
	);
} );

it( 'labels a day, a week and a month by the day the server sent, whatever the browser’s zone', () => {
	// A browser west of UTC: reading "2026-12-01" as its local midnight would show 30 November.
	const zone = process.env.TZ;
	process.env.TZ = 'America/Los_Angeles';
	afterTimezone = () => {
		process.env.TZ = zone;
	};
	expect( periodLabel( '2026-11-03', 'day' ) ).toBe( 'Nov 3' );
	expect( periodLabel( '2026-11-02', 'week' ) ).toBe( 'Week of Nov 2' );
	expect( periodLabel( '2026-11-01', 'month' ) ).toBe( 'November 2026' );
	// The first of a month stays in its month (a UTC-negative browser must not show October).
	expect( periodLabel( '2026-12-01', 'month' ) ).toBe( 'December 2026' );
} );

it( 'plots money in major units of the report’s currency and counts as they are', () => {
	const recorded = report as Overview;
	expect( recorded.interval ).toBe( 'month' );
	const revenue = series( recorded, 'revenue' );
	expect( revenue ).toHaveLength( recorded.periods.length );
	expect( revenue.reduce( ( sum, value ) => sum + value, 0 ) ).toBe(
		recorded.totals.revenue / 100
	);
	expect( series( recorded, 'donations' ) ).toEqual(
		recorded.periods.map( ( period ) => period.donations )
	);
	expect( toChartValue( 1250, 'revenue', 'JPY' ) ).toBe( 1250 );
	expect( toChartValue( 1250, 'feesRecovered', 'KWD' ) ).toBe( 1.25 );
	expect( toChartValue( 7, 'newDonors', 'USD' ) ).toBe( 7 );
} );
