/**
 * The /givewp/v3 resources as the admin screens read them: the types generated from the plugin's
 * schemas (`npm run contract`, types/rest/), so a field renamed in PHP fails the type check here.
 */
import type { GivewpDonation } from '@opengive-rest/givewp-v3-donations';
import type { GivewpDonor } from '@opengive-rest/givewp-v3-donors';
import type { GivewpSubscription } from '@opengive-rest/givewp-v3-subscriptions';
import type { GivewpCampaign } from '@opengive-rest/givewp-v3-campaigns';
import type { GivewpForm } from '@opengive-rest/givewp-v3-forms';

export type Donation = GivewpDonation;
export type Donor = GivewpDonor;
/** WordPress adds `_embedded` when the list is asked for `_embed` (the donor link is embeddable). */
export type Subscription = GivewpSubscription & {
	_embedded?: { 'givewp:donor'?: Donor[] };
};
export type Campaign = GivewpCampaign;
export type Form = GivewpForm;
export type Money = Donation[ 'amount' ];

/** What the PHP side prints for the admin app (window.opengiveAdmin). */
export interface AdminSettings {
	exportUrl: string;
	newFormUrl: string;
	canExport: boolean;
	canEdit: boolean;
	canSeeEmail: boolean;
	/** view_give_reports: the overview and a campaign's progress chart. */
	canViewReports: boolean;
}

export function adminSettings(): AdminSettings {
	return (
		( window as unknown as { opengiveAdmin?: AdminSettings } )
			.opengiveAdmin ?? {
			exportUrl: '',
			newFormUrl: '',
			canExport: false,
			canEdit: false,
			canSeeEmail: false,
			canViewReports: false,
		}
	);
}

/** What a list screen gives the detail view it opens: the record's id and the way back. */
export interface DetailProps {
	id: number;
	onBack: () => void;
}
