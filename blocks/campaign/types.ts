export type CampaignAttributes = {
	campaignId: number;
	showDescription: boolean;
	/** '' means "Donate now". */
	buttonLabel: string;
};
