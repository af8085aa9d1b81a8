/**
 * The consent log list shows the answer to the latest query only: the first page's answer arriving
 * after a search (a slow site) must not replace the searched rows.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import ConsentLog, { type LogRow } from '../ConsentLog';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

function row( id: number, visitorId: string ): LogRow {
	return {
		id,
		date: '2026-11-20T10:00:00+00:00',
		visitorId,
		region: 'eu',
		consentType: 'optin',
		categories: [ 'functional' ],
		services: {},
		policyId: 1,
	};
}

/**
 * An unparsed REST answer with X-WP-Total, as apiFetch gives with parse: false.
 * @param rows
 */
function page( rows: LogRow[] ) {
	return {
		json: async () => rows,
		headers: new Headers( { 'X-WP-Total': String( rows.length ) } ),
	};
}

it( 'keeps the searched rows when the unfiltered page answers last', async () => {
	const logAnswers: Array< ( value: unknown ) => void > = [];
	fetchMock.mockImplementation( ( options: { path: string } ) =>
		options.path.startsWith( '/opengive/v1/consent/log/counts' )
			? Promise.resolve( { total: 1, functional: 1 } )
			: new Promise( ( resolve ) => logAnswers.push( resolve ) )
	);
	render( <ConsentLog exportUrl="" /> );
	await waitFor( () => expect( logAnswers ).toHaveLength( 1 ) );

	fireEvent.change(
		screen.getByRole( 'searchbox', { name: 'Search visitor id' } ),
		{ target: { value: 'e2e-wanted' } }
	);
	await waitFor( () => expect( logAnswers ).toHaveLength( 2 ) );
	expect(
		fetchMock.mock.calls[ fetchMock.mock.calls.length - 2 ][ 0 ].path
	).toContain( 'search=e2e-wanted' );

	logAnswers[ 1 ]( page( [ row( 2, 'e2e-wanted' ) ] ) );
	expect( await screen.findByText( 'e2e-wanted' ) ).toBeInTheDocument();
	logAnswers[ 0 ](
		page( [ row( 1, 'someone-else' ), row( 2, 'e2e-wanted' ) ] )
	);
	// The stale answer is dropped: give it the chance to render, then look.
	await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	expect( screen.queryByText( 'someone-else' ) ).not.toBeInTheDocument();
} );

it( 'shows each record’s date and time in the first column: what a proof of consent needs', async () => {
	fetchMock.mockImplementation( ( options: { path: string } ) =>
		Promise.resolve(
			options.path.startsWith( '/opengive/v1/consent/log/counts' )
				? { total: 1, functional: 1 }
				: page( [ row( 1, 'dated-visitor' ) ] )
		)
	);
	render( <ConsentLog exportUrl="" /> );
	await screen.findByText( 'dated-visitor' );

	const headers = screen.getAllByRole( 'columnheader' );
	expect( headers[ 0 ] ).toHaveTextContent( /Date/ );
	expect(
		screen.getByText(
			new Date( '2026-11-20T10:00:00+00:00' ).toLocaleString()
		)
	).toBeInTheDocument();
} );
