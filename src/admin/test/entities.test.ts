import { givewpEntities, registerGivewpEntities } from '../entities';

describe( 'the givewp entities', () => {
	it( 'are configured exactly as GiveWP registers them', () => {
		expect( givewpEntities() ).toEqual( [
			{
				name: 'donation',
				kind: 'givewp',
				baseURL: '/givewp/v3/donations',
				baseURLParams: {
					includeSensitiveData: true,
					anonymousDonations: 'include',
				},
				plural: 'donations',
				label: 'Donation',
				supportsPagination: true,
			},
			{
				name: 'donor',
				kind: 'givewp',
				baseURL: '/givewp/v3/donors',
				baseURLParams: {
					includeSensitiveData: true,
					anonymousDonors: 'include',
				},
				plural: 'donors',
				label: 'Donor',
				supportsPagination: true,
			},
			{
				name: 'subscription',
				kind: 'givewp',
				baseURL: '/givewp/v3/subscriptions',
				baseURLParams: { _embed: true, includeSensitiveData: true },
				plural: 'subscriptions',
				label: 'Subscription',
				supportsPagination: true,
			},
			{
				name: 'form',
				kind: 'givewp',
				baseURL: '/givewp/v3/forms',
				baseURLParams: {},
				plural: 'forms',
				label: 'Donation Form',
				supportsPagination: true,
			},
			{
				name: 'campaign',
				kind: 'givewp',
				baseURL: '/givewp/v3/campaigns',
				baseURLParams: {},
				plural: 'campaigns',
				label: 'Campaign',
				supportsPagination: true,
			},
		] );
	} );

	it( 'are added to core-data once, whoever asks first', () => {
		const added: string[] = [];
		const store = {
			getEntitiesConfig: () => added.map( ( name ) => ( { name } ) ),
			addEntities: ( entities: Array< { name: string } > ) =>
				added.push( ...entities.map( ( entity ) => entity.name ) ),
		};
		expect( registerGivewpEntities( store ) ).toHaveLength( 5 );
		expect( registerGivewpEntities( store ) ).toHaveLength( 0 );
		expect( added ).toEqual( [
			'donation',
			'donor',
			'subscription',
			'form',
			'campaign',
		] );
	} );

	it( 'are registered in the real core-data store with pagination', async () => {
		const { dispatch, select } = await import( '@wordpress/data' );
		const { store: coreStore } = await import( '@wordpress/core-data' );
		const core = {
			getEntitiesConfig: ( kind: string ) =>
				( select( coreStore ) as any ).getEntitiesConfig( kind ),
			addEntities: ( entities: unknown[] ) =>
				( dispatch( coreStore ) as any ).addEntities( entities ),
		};
		registerGivewpEntities( core );
		const config = core.getEntitiesConfig( 'givewp' );
		expect(
			config.map( ( entity: { name: string } ) => entity.name )
		).toEqual( [
			'donation',
			'donor',
			'subscription',
			'form',
			'campaign',
		] );
		expect(
			config.every(
				( entity: { supportsPagination: boolean } ) =>
					entity.supportsPagination
			)
		).toBe( true );
	} );
} );
