import { render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';
import apiFetch from '@wordpress/api-fetch';
import { registerGivewpEntities } from '../entities';
import DonationDetail, { failureReason } from '../screens/DonationDetail';
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

const note = ( id: number, content: string ) => ( {
	id,
	type: 'system' as const,
	content,
	author: '',
	createdAt: '2026-11-23T10:00:00+00:00',
} );

describe( 'a failed donation’s detail', () => {
	it( 'takes the newest note that is not a status change as the reason', () => {
		expect(
			failureReason( [
				note( 3, 'Status changed from Pending to Failed.' ),
				note(
					2,
					'Stripe declined the card: Your card has insufficient funds.'
				),
				note( 1, 'Older note' ),
			] )
		).toBe( 'Stripe declined the card: Your card has insufficient funds.' );
		expect( failureReason( [] ) ).toBeNull();
	} );

	it( 'shows the decline reason from its notes above the facts', async () => {
		installGiveWpMock( {
			donations: [ donationRecord( 9, { status: 'failed' } ) ],
			campaigns: [],
		} );
		// The notes route answers the provider's reason (written by the gateway step).
		apiFetch.use( ( options, next ) =>
			String( options.path ?? '' ).startsWith(
				'/givewp/v3/donations/9/notes'
			)
				? Promise.resolve( [
						note( 1, 'Your card was declined (card_declined).' ),
					] )
				: next( options )
		);
		render( <DonationDetail id={ 9 } onBack={ () => {} } /> );
		expect(
			await screen.findByText( 'This donation failed.' )
		).toBeVisible();
		expect(
			await screen.findByText(
				'Reason: Your card was declined (card_declined).'
			)
		).toBeVisible();
	} );
} );
