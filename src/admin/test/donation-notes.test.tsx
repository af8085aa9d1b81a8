/**
 * Donation notes read and write through a core-data entity per donation, not through apiFetch calls
 * of their own.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import DonationNotes from '../components/DonationNotes';

type Options = { path?: string; method?: string; data?: { content?: string } };

const note = ( id: number, content: string ) => ( {
	id,
	type: 'admin' as const,
	content,
	author: 'Ada',
	createdAt: '2026-11-23T10:00:00+00:00',
} );

// The notes route of donation 41, newest first, as the server keeps it.
const stored = [ note( 1, 'First call with the donor' ) ];
const requests: Array< { method: string; path: string } > = [];
apiFetch.setFetchHandler( async ( options: Options ) => {
	const method = options.method ?? 'GET';
	const path = String( options.path ?? '' );
	requests.push( { method, path: path.split( '?' )[ 0 ] } );
	if ( ! path.startsWith( '/givewp/v3/donations/41/notes' ) ) {
		throw { code: 'rest_no_route', message: 'No route.' };
	}
	if ( method === 'POST' ) {
		const added = note( stored.length + 1, options.data?.content ?? '' );
		stored.unshift( added );
		return added;
	}
	return [ ...stored ];
} );

describe( 'donation notes through core-data', () => {
	it( 'registers the donation’s notes entity, reads, adds and rereads through it', async () => {
		const user = userEvent.setup();
		const onLoaded = jest.fn();
		const { rerender } = render(
			<DonationNotes
				donationId={ 41 }
				refreshKey={ 0 }
				onLoaded={ onLoaded }
			/>
		);
		expect(
			await screen.findByText( 'First call with the donor' )
		).toBeVisible();
		const entity = (
			select( coreStore ) as unknown as {
				getEntityConfig: (
					kind: string,
					name: string
				) => { baseURL: string } | undefined;
			}
		 ).getEntityConfig( 'givewp', 'donation-41-notes' );
		expect( entity?.baseURL ).toBe( '/givewp/v3/donations/41/notes' );
		expect( onLoaded ).toHaveBeenLastCalledWith( [
			expect.objectContaining( { content: 'First call with the donor' } ),
		] );

		await user.type(
			screen.getByLabelText( 'Add a note' ),
			'Sent the receipt again'
		);
		await user.click( screen.getByRole( 'button', { name: 'Add note' } ) );
		await waitFor( () =>
			expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 )
		);
		expect( screen.getAllByRole( 'listitem' )[ 0 ] ).toHaveTextContent(
			'Sent the receipt again'
		);
		expect(
			requests.filter( ( request ) => request.method === 'POST' )
		).toEqual( [
			{ method: 'POST', path: '/givewp/v3/donations/41/notes' },
		] );

		// A refund elsewhere added a note: a new refreshKey reads the list again.
		stored.unshift( note( 9, 'Refunded through the gateway' ) );
		rerender(
			<DonationNotes
				donationId={ 41 }
				refreshKey={ 1 }
				onLoaded={ onLoaded }
			/>
		);
		expect(
			await screen.findByText( 'Refunded through the gateway' )
		).toBeVisible();
	} );
} );
