export type CampaignAttributes = {
	campaignId: number;
	showDescription: boolean;
	/** '' means "Donate now". */
	buttonLabel: string;
	/** Set by block.json's example only: the inserter preview shows the first active campaign. */
	preview?: boolean;
};
