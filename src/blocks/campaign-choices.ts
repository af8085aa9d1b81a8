/**
 * The campaigns an editor may pick (the campaign block, a form's settings), read through core-data's
 * givewp/campaign entity like the admin's lists, so the editor shares its cache and its REST nonce.
 */
import { useEntityRecords } from '@wordpress/core-data';
import { registerGivewpEntities } from '../admin/entities';
import { coreEntityStore } from '../admin/entity-store';

export interface CampaignChoice {
	id: number;
	title: string;
}

// The editor page does not load the admin script that registers the givewp entities.
function ensureGivewpEntities(): void {
	registerGivewpEntities( coreEntityStore() );
}

/**
 * Up to 100 campaigns, [] until they load (or when the request fails).
 *
 * @example useCampaignChoices( { status: 'active' } ) // [ { id: 1, title: 'Winter Lights 2026' } ]
 * @param query Extra query arguments, e.g. { status: 'active' }.
 */
export function useCampaignChoices(
	query: Record< string, string > = {}
): CampaignChoice[] {
	ensureGivewpEntities();
	const { records } = useEntityRecords< CampaignChoice >(
		'givewp',
		'campaign',
		{ per_page: 100, ...query }
	);
	return records ?? [];
}

/**
 * Select options: the "no campaign" entry first, then one per campaign.
 *
 * @example campaignOptions( campaigns, { value: '', label: '— None —' } )
 * @param campaigns  The campaigns (useCampaignChoices).
 * @param none       The entry that stands for no campaign (its value and label differ per select).
 * @param none.value Its value ('0' or '').
 * @param none.label Its label.
 */
export function campaignOptions(
	campaigns: CampaignChoice[],
	none: { value: string; label: string }
): Array< { value: string; label: string } > {
	return [
		none,
		...campaigns.map( ( campaign ) => ( {
			value: String( campaign.id ),
			label: campaign.title,
		} ) ),
	];
}
