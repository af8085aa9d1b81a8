/**
 * The campaign progress chart's choices: the range and grouping asked for, the measure a goal
 * counts, the running total.
 */
import { goalMeasure, progressArgs, runningTotal } from '../campaign-progress';

const TODAY = '2026-11-24';

it( 'draws what the goal counts, and the amount raised for goals that count people', () => {
	expect( goalMeasure( 'amount' ) ).toBe( 'revenue' );
	expect( goalMeasure( 'donations' ) ).toBe( 'donations' );
	expect( goalMeasure( 'amountFromSubscriptions' ) ).toBe(
		'recurringRevenue'
	);
	expect( goalMeasure( 'donors' ) ).toBeNull();
	expect( goalMeasure( 'subscriptions' ) ).toBeNull();
} );

it( 'asks from the start to today by day, week or month depending on the span', () => {
	expect(
		progressArgs( { id: 4, startDate: '2026-10-01T00:00:00+00:00' }, TODAY )
	).toEqual( {
		interval: 'day',
		after: '2026-10-01',
		before: TODAY,
		mode: 'live',
		currency: '',
		campaign: 4,
	} );
	expect(
		progressArgs( { id: 4, startDate: '2026-01-01T00:00:00+00:00' }, TODAY )
			.interval
	).toBe( 'week' );
	expect(
		progressArgs( { id: 4, startDate: '2023-01-01T00:00:00+00:00' }, TODAY )
			.interval
	).toBe( 'month' );
} );

it( 'stops at an end date already past, starts a year back without a start, and keeps within five years', () => {
	const ended = progressArgs(
		{
			id: 1,
			startDate: '2026-01-01T00:00:00+00:00',
			endDate: '2026-03-31T00:00:00+00:00',
		},
		TODAY
	);
	expect( [ ended.after, ended.before ] ).toEqual( [
		'2026-01-01',
		'2026-03-31',
	] );
	const open = progressArgs(
		{ id: 1, startDate: null, endDate: '2027-06-01T00:00:00+00:00' },
		TODAY
	);
	expect( [ open.after, open.before, open.interval ] ).toEqual( [
		'2025-11-25',
		TODAY,
		'week',
	] );
	const old = progressArgs(
		{ id: 1, startDate: '2015-05-05T00:00:00+00:00' },
		TODAY
	);
	expect( [ old.after, old.interval ] ).toEqual( [ '2021-11-25', 'month' ] ); // 1,825 days back (2024 had 366);
	const future = progressArgs(
		{ id: 1, startDate: '2027-01-01T00:00:00+00:00' },
		TODAY
	);
	expect( [ future.after, future.before ] ).toEqual( [ TODAY, TODAY ] );
} );

it( 'reads the campaign’s days in UTC, as the editor saved them, and asks in its currency', () => {
	// New York: the API answers 1 March (saved as its UTC midnight) as 28 February, 19:00, UTC-5.
	const args = progressArgs(
		{
			id: 2,
			startDate: '2026-02-28T19:00:00-05:00',
			endDate: '2026-04-29T20:00:00-04:00',
			currency: 'EUR',
		},
		TODAY
	);
	expect( [ args.after, args.before, args.currency ] ).toEqual( [
		'2026-03-01',
		'2026-04-30',
		'EUR',
	] );
} );

it( 'adds each period to the ones before it and to what came before the first', () => {
	expect( runningTotal( [ 5, 0, 2.5, 10 ] ) ).toEqual( [ 5, 5, 7.5, 17.5 ] );
	expect( runningTotal( [] ) ).toEqual( [] );
	expect( runningTotal( [ 5, 0, 2.5 ], 85 ) ).toEqual( [ 90, 90, 92.5 ] );
} );
