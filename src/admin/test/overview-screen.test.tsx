/**
 * The overview screen from a report the plugin really answered (tests/fixtures/reports/, recorded
 * from GET opengive/v1/reports/overview on the native demo site): totals, one table per chart, the
 * range controls and a refused range.
 */
import {
	render,
	screen,
	fireEvent,
	waitFor,
	within,
} from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import OverviewScreen from '../screens/OverviewScreen';
import recorded from '../../../tests/fixtures/reports/overview-month.json';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

// jsdom has no canvas: the charts draw nothing and the tables carry the numbers.
beforeAll( () => {
	jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockReturnValue(
		null
	);
} );
afterEach( () => fetchMock.mockReset() );

it( 'shows the range’s totals and each chart’s numbers in a table beside it', async () => {
	fetchMock.mockResolvedValue( recorded );
	render( <OverviewScreen /> );
	const revenue = await screen.findByRole( 'figure', { name: 'Revenue' } );
	expect( fetchMock ).toHaveBeenCalledWith( {
		path: '/opengive/v1/reports/overview?interval=day&mode=live',
	} );
	const totals = screen
		.getByText( 'Average gift' )
		.closest( 'dl' ) as HTMLElement;
	expect( within( totals ).getByText( '$1,680.00' ) ).toBeInTheDocument();
	expect( within( totals ).getByText( '$57.93' ) ).toBeInTheDocument();

	const rows = within( revenue ).getAllByRole( 'row' );
	// A heading row, then one row per month of the recorded range.
	expect( rows ).toHaveLength( recorded.periods.length + 1 );
	expect( within( rows[ 10 ] ).getByRole( 'rowheader' ) ).toHaveTextContent(
		'September 2026'
	);
	expect(
		within( rows[ 10 ] ).getAllByRole( 'cell' )[ 0 ]
	).toHaveTextContent( '$720.00' );
	expect(
		within( revenue ).getByRole( 'img', { name: 'Revenue' } )
	).toBeInTheDocument();

	const forms = screen.getByRole( 'figure', { name: 'Top forms' } );
	const formRows = within( forms ).getAllByRole( 'row' ).slice( 1 );
	expect( formRows.map( ( row ) => row.textContent ) ).toEqual(
		recorded.topForms.map(
			( form ) =>
				`${ form.title }$${ ( form.revenue / 100 ).toLocaleString( 'en-US', { minimumFractionDigits: 2 } ) }${ form.donations }`
		)
	);
	expect(
		screen
			.getAllByRole( 'figure' )
			.map(
				( figure ) => figure.getAttribute( 'aria-labelledby' ) !== null
			)
	).toEqual( [ true, true, true, true, true ] );
} );

it( 'asks again for the grouping chosen, leaving that grouping’s range to the server', async () => {
	fetchMock.mockResolvedValue( recorded );
	render( <OverviewScreen /> );
	await screen.findByRole( 'figure', { name: 'Revenue' } );
	fireEvent.change( screen.getByLabelText( 'Group by' ), {
		target: { value: 'week' },
	} );
	await waitFor( () =>
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: '/opengive/v1/reports/overview?interval=week&mode=live',
		} )
	);
	fireEvent.change( screen.getByLabelText( 'From' ), {
		target: { value: '2026-01-05' },
	} );
	await waitFor( () =>
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: `/opengive/v1/reports/overview?interval=week&after=2026-01-05&before=${ recorded.before }&mode=live`,
		} )
	);
} );

it( 'says why a range was refused and keeps the last report on screen', async () => {
	fetchMock.mockResolvedValueOnce( recorded ).mockRejectedValueOnce( {
		code: 'opengive_report_range_too_long',
		message:
			'Grouped this way, a report covers at most 366 days: choose a shorter range or a longer grouping.',
	} );
	render( <OverviewScreen /> );
	await screen.findByRole( 'figure', { name: 'Revenue' } );
	fireEvent.change( screen.getByLabelText( 'From' ), {
		target: { value: '2020-01-01' },
	} );
	expect(
		await screen.findByText( /covers at most 366 days/, {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'figure', { name: 'Revenue' } )
	).toBeInTheDocument();
} );
