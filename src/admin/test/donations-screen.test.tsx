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

	// The notice's own text (wp-components also copies it into an a11y-speak live region).
	const NOTICE = '.components-notice__content';
	// core-data caches records per query; these tests seed different data under the same queries.
	const forgetCachedQueries = () =>
		( dispatch( coreStore ) as any ).invalidateResolutionForStore();

	it( 'shows no test notice and no Mode column when every gift is live', async () => {
		seed();
		forgetCachedQueries();
		render( <DonationsScreen /> );
		const table = await screen.findByRole( 'table' );
		await waitFor( () =>
			expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 21 )
		);
		expect(
			screen.queryByText( /test donations? (is|are) hidden/, {
				selector: NOTICE,
			} )
		).toBeNull();
		expect(
			within( table ).queryByRole( 'columnheader', { name: /Mode/ } )
		).toBeNull();
	} );

	it( 'says how many test donations the live list hides, shows the Mode column, and switches to them', async () => {
		const rest = installGiveWpMock( {
			donations: [
				...Array.from( { length: 4 }, ( _, index ) =>
					donationRecord( index + 1 )
				),
				donationRecord( 5, { mode: 'test', firstName: 'Tess' } ),
				donationRecord( 6, { mode: 'test', firstName: 'Tess' } ),
			],
			campaigns: [],
		} );
		forgetCachedQueries();
		const user = userEvent.setup();
		render( <DonationsScreen /> );
		const table = await screen.findByRole( 'table' );
		await waitFor( () =>
			expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 5 )
		);
		expect(
			await screen.findByText( /2 test donations are hidden/, {
				selector: NOTICE,
			} )
		).toBeVisible();
		// The list asked for live gifts explicitly.
		expect( rest.lastQuery( 'donations' )?.get( 'mode' ) ).toBe( 'live' );
		await waitFor( () =>
			expect(
				within( table ).getByRole( 'columnheader', { name: /Mode/ } )
			).toBeVisible()
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Show test donations' } )
		);
		await waitFor( () =>
			expect(
				within( screen.getByRole( 'table' ) ).getAllByRole( 'row' )
			).toHaveLength( 3 )
		);
		expect( screen.getAllByText( /Tess/ ) ).toHaveLength( 2 );
		expect(
			screen.getByText( /looking at test donations/, {
				selector: NOTICE,
			} )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Show live donations' } )
		);
		await waitFor( () =>
			expect(
				within( screen.getByRole( 'table' ) ).getAllByRole( 'row' )
			).toHaveLength( 5 )
		);
	} );
} );
