import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function seed() {
	return installGiveWpMock( {
		donations: Array.from( { length: 45 }, ( _, index ) =>
			donationRecord( index + 1, {
				campaignId: index % 3 === 0 ? 2 : 1,
			} )
		),
		campaigns: [
			{ id: 1, title: 'Winter Lights 2026' },
			{ id: 2, title: 'Spring Lens Appeal' },
		],
	} );
}

describe( 'the Donations screen', () => {
	it( 'reads page 1 through core-data with the entity’s parameters, then page 2', async () => {
		const rest = seed();
		const user = userEvent.setup();
		render( <DonationsScreen /> );
		const table = await screen.findByRole( 'table' );
		await waitFor( () =>
			expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 21 )
		);
		const first = rest.lastQuery( 'donations' )!;
		expect( Object.fromEntries( first ) ).toMatchObject( {
			page: '1',
			per_page: '20',
			sort: 'createdAt',
			direction: 'desc',
			includeSensitiveData: 'true',
			anonymousDonations: 'include',
		} );

		await user.click(
			screen.getByRole( 'button', { name: /next page/i } )
		);
		await waitFor( () =>
			expect( rest.lastQuery( 'donations' )?.get( 'page' ) ).toBe( '2' )
		);
		expect(
			Object.fromEntries( rest.lastQuery( 'donations' )! )
		).toMatchObject( {
			page: '2',
			per_page: '20',
			sort: 'createdAt',
			direction: 'desc',
		} );
		// 45 donations at 20 a page: three pages, from X-WP-TotalPages.
		expect( document.body.textContent ).toMatch( /of\s*3/ );
	} );

	it( 'searches on the server', async () => {
		const rest = seed();
		const user = userEvent.setup();
		render( <DonationsScreen /> );
		await screen.findByRole( 'table' );
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search donations' } ),
			'Donor7'
		);
		await waitFor( () =>
			expect( rest.lastQuery( 'donations' )?.get( 'search' ) ).toBe(
				'Donor7'
			)
		);
		expect( rest.lastQuery( 'donations' )?.get( 'page' ) ).toBe( '1' );
	} );
} );
