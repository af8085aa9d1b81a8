/**
 * The five givewp entities in @wordpress/core-data, configured exactly as GiveWP registers them, so
 * code written for GiveWP's admin (useEntityRecords( 'givewp', 'donation', ... )) works unchanged.
 */
import { __ } from '@wordpress/i18n';

export interface EntityConfig {
	name: string;
	kind: 'givewp';
	baseURL: string;
	baseURLParams: Record< string, unknown >;
	plural: string;
	label: string;
	supportsPagination: true;
}

export function givewpEntities(): EntityConfig[] {
	return [
		{
			name: 'donation',
			kind: 'givewp',
			baseURL: '/givewp/v3/donations',
			baseURLParams: {
				includeSensitiveData: true,
				anonymousDonations: 'include',
			},
			plural: 'donations',
			label: __( 'Donation', 'opengive' ),
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
			label: __( 'Donor', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'subscription',
			kind: 'givewp',
			baseURL: '/givewp/v3/subscriptions',
			baseURLParams: { _embed: true, includeSensitiveData: true },
			plural: 'subscriptions',
			label: __( 'Subscription', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'form',
			kind: 'givewp',
			baseURL: '/givewp/v3/forms',
			baseURLParams: {},
			plural: 'forms',
			label: __( 'Donation Form', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'campaign',
			kind: 'givewp',
			baseURL: '/givewp/v3/campaigns',
			baseURLParams: {},
			plural: 'campaigns',
			label: __( 'Campaign', 'opengive' ),
			supportsPagination: true,
		},
	];
}

/**
 * Adds the entities to core-data once (a second admin script on the page must not add them twice).
 *
 * @param store
 * @param store.getEntitiesConfig Registered entities of a kind.
 * @param store.addEntities       Adds entities.
 */
export function registerGivewpEntities( store: {
	getEntitiesConfig: ( kind: string ) => Array< { name: string } >;
	addEntities: ( entities: EntityConfig[] ) => void;
} ): EntityConfig[] {
	const known = new Set(
		( store.getEntitiesConfig( 'givewp' ) ?? [] ).map(
			( entity ) => entity.name
		)
	);
	const missing = givewpEntities().filter(
		( entity ) => ! known.has( entity.name )
	);
	if ( missing.length > 0 ) {
		store.addEntities( missing );
	}
	return missing;
}
