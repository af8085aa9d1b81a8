import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { cancelSubscription, updateSubscription } from '../subscriptions';

function mockRest( answer: unknown ) {
	const requests: APIFetchOptions[] = [];
	apiFetch.setFetchHandler( async ( options ) => {
		requests.push( options );
		return answer;
	} );
	return requests;
}

describe( 'subscription calls', () => {
	it( 'asks for confirmation before cancelling, and does nothing when the donor says no', async () => {
		const requests = mockRest( { id: 4, status: 'cancelled' } );
		const asked: string[] = [];
		expect(
			await cancelSubscription( 4, ( message ) => {
				asked.push( message );
				return false;
			} )
		).toBe( false );
		expect( requests ).toHaveLength( 0 );
		expect( asked[ 0 ] ).toBe(
			'Cancel this recurring gift? No further payments will be taken.'
		);

		expect( await cancelSubscription( 4, () => true ) ).toBe( true );
		expect( requests[ 0 ] ).toMatchObject( {
			path: expect.stringMatching(
				/^\/opengive\/v1\/subscriptions\/4\/cancel(\?|$)/
			),
			method: 'POST',
		} );
	} );

	it( 'sends the new card token and amount, and goes where the server says', async () => {
		const requests = mockRest( {
			success: true,
			data: {
				url: 'https://charity.example/donate/?opengive-subscription-updated=4',
				status: 'active',
			},
		} );
		const visited: string[] = [];
		await updateSubscription(
			4,
			{ paymentToken: 'pm_new', renewalAmount: 3000 },
			'https://charity.example/donate/',
			( url ) => visited.push( url )
		);
		expect( requests[ 0 ] ).toMatchObject( {
			path: expect.stringMatching(
				/^\/opengive\/v1\/subscriptions\/4\/payment-method(\?|$)/
			),
			method: 'POST',
			data: {
				paymentToken: 'pm_new',
				renewalAmount: 3000,
				returnUrl: 'https://charity.example/donate/',
			},
		} );
		expect( visited ).toEqual( [
			'https://charity.example/donate/?opengive-subscription-updated=4',
		] );
	} );
} );
