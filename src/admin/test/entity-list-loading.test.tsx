/**
 * An admin list before its first answer: loading, never "No results" (which only an empty answer
 * may say), and a clear sentence when the list cannot be loaded.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import { registerGivewpEntities } from '../entities';
import DonationsScreen from '../screens/DonationsScreen';
import {
	donationRecord,
	installGiveWpMock,
} from '../../../tests/unit/mock-rest';

beforeAll( () => {
	registerGivewpEntities( {
		getEntitiesConfig: ( kind ) =>
			( select( coreStore ) as any ).getEntitiesConfig( kind ),
		addEntities: ( entities ) =>
			( dispatch( coreStore ) as any ).addEntities( entities ),
	} );
} );

const LIST =
	'/givewp/v3/donations?includeSensitiveData=true&anonymousDonations=include&mode=live';

afterEach( () => {
	// Each test starts with nothing cached.
	( dispatch( coreStore ) as any ).invalidateResolutionForStore();
} );

describe( 'an admin list while its data loads', () => {
	// First: core-data keeps an earlier test's answer for the same query, which a failure leaves in place.
	it( 'says the list could not be loaded when the request fails, and not "No results"', async () => {
		const rest = installGiveWpMock( {
			donations: [ donationRecord( 1 ) ],
		} );
		rest.failNextWith(
			{
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
			LIST
		);
		render( <DonationsScreen /> );
		expect(
			await screen.findByText(
				'This list could not be loaded. Reload the page to try again.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
		expect( screen.queryByText( 'No results' ) ).toBeNull();
	} );

	it( 'shows loading, not "No results", until the first answer, then the rows', async () => {
		const rest = installGiveWpMock( {
			donations: [ donationRecord( 1 ), donationRecord( 2 ) ],
		} );
		// The list's own request (the screen also counts test gifts and reads campaigns).
		const release = rest.holdNext( LIST );
		render( <DonationsScreen /> );
		await waitFor( () =>
			expect( rest.lastQuery( 'donations' )?.get( 'per_page' ) ).toBe(
				'20'
			)
		);
		await waitFor( () =>
			expect(
				document.querySelector( '.dataviews-loading' )
			).not.toBeNull()
		);
		expect( screen.queryByText( 'No results' ) ).toBeNull();

		release();
		const table = await screen.findByRole( 'table' );
		await waitFor( () =>
			expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 3 )
		);
	} );

	it( 'says "No results" for an empty answer', async () => {
		installGiveWpMock( { donations: [] } );
		render( <DonationsScreen /> );
		expect( await screen.findByText( 'No results' ) ).toBeInTheDocument();
	} );
} );
