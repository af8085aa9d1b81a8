/**
 * The five givewp entities in @wordpress/core-data, with GiveWP's names, kinds and base URLs, so code
 * written for GiveWP's admin (useEntityRecords( 'givewp', 'donation', ... )) works unchanged. Each
 * entity's fixed query parameters are checked against its list route's generated arguments
 * (types/rest/), so a parameter renamed in PHP fails the type check.
 */
import { __ } from '@wordpress/i18n';
import type { GivewpV3DonationsGetArgs } from '@opengive-rest/givewp-v3-donations';
import type { GivewpV3DonorsGetArgs } from '@opengive-rest/givewp-v3-donors';
import type { GivewpV3SubscriptionsGetArgs } from '@opengive-rest/givewp-v3-subscriptions';
import type { GivewpV3FormsGetArgs } from '@opengive-rest/givewp-v3-forms';
import type { GivewpV3CampaignsGetArgs } from '@opengive-rest/givewp-v3-campaigns';

/** `_embed` is WordPress's own parameter on every route, not one of the route's arguments. */
type Params< Args > = Partial< Args > & { _embed?: boolean };

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
			} satisfies Params< GivewpV3DonationsGetArgs >,
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
			} satisfies Params< GivewpV3DonorsGetArgs >,
			plural: 'donors',
			label: __( 'Donor', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'subscription',
			kind: 'givewp',
			baseURL: '/givewp/v3/subscriptions',
			baseURLParams: {
				_embed: true,
				includeSensitiveData: true,
			} satisfies Params< GivewpV3SubscriptionsGetArgs >,
			plural: 'subscriptions',
			label: __( 'Subscription', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'form',
			kind: 'givewp',
			baseURL: '/givewp/v3/forms',
			baseURLParams: {} satisfies Params< GivewpV3FormsGetArgs >,
			plural: 'forms',
			label: __( 'Donation Form', 'opengive' ),
			supportsPagination: true,
		},
		{
			name: 'campaign',
			kind: 'givewp',
			baseURL: '/givewp/v3/campaigns',
			baseURLParams: {} satisfies Params< GivewpV3CampaignsGetArgs >,
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
