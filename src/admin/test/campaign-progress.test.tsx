/**
 * The campaign screen's progress over time, from what the plugin really answered: the campaign as
 * /givewp/v3/campaigns/1 gives it and its weekly report (tests/fixtures/reports/, recorded on the
 * native demo site).
 */
import { render, screen, within } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import CampaignProgress from '../components/reports/CampaignProgress';
import campaign from '../../../tests/fixtures/reports/campaign-item.json';
import weeks from '../../../tests/fixtures/reports/campaign-weeks.json';
import type { Campaign } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

beforeAll( () => {
	jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockReturnValue(
		null
	);
} );

it( 'adds the weeks up against the goal, from what the campaign raised before its start', async () => {
	fetchMock.mockResolvedValue( weeks );
	render( <CampaignProgress campaign={ campaign as unknown as Campaign } /> );
	const figure = await screen.findByRole( 'figure', {
		name: 'Progress over time',
	} );
	const path = fetchMock.mock.calls[ 0 ][ 0 ].path as string;
	expect( path ).toMatch( /[?&]campaign=1(&|$)/ );
	expect( path ).toContain( `after=${ campaign.startDate?.slice( 0, 10 ) }` );

	const rows = within( figure ).getAllByRole( 'row' ).slice( 1 );
	expect( rows ).toHaveLength( weeks.periods.length );
	const raised = rows.map(
		( row ) => within( row ).getAllByRole( 'cell' )[ 0 ].textContent
	);
	// The last week holds everything raised: in the range, and before the campaign's start date
	// (the demo's $1,430.00, as the campaign's goal counts it); the goal column repeats the goal.
	expect( raised[ raised.length - 1 ] ).toBe( '$1,430.00' );
	expect( [ weeks.totals.revenue, weeks.beforeRange.revenue ] ).toEqual( [
		134500, 8500,
	] );
	const amounts = raised.map( ( text ) =>
		Number( ( text ?? '' ).replace( /[^\d.]/g, '' ) )
	);
	expect( [ ...amounts ].sort( ( a, b ) => a - b ) ).toEqual( amounts );
	expect( within( rows[ 0 ] ).getAllByRole( 'cell' )[ 1 ] ).toHaveTextContent(
		'$5,000.00'
	);
} );
