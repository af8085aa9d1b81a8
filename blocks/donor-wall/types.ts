/**
 * The donor-wall block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
/** GiveWP's donor wall shortcode attributes, in camelCase (WallAttributes::BLOCK_NAMES maps them). */
export type DonorWallAttributes = {
	donorsPerPage: number;
	/** 0 = every form. */
	formId: number;
	/** 0 = every campaign. */
	campaignId: number;
	columns: 'best-fit' | '1' | '2' | '3' | '4';
	/** Include anonymous gifts (shown as "Anonymous", with no avatar). */
	anonymous: boolean;
	showAvatar: boolean;
	showName: boolean;
	showCompanyName: boolean;
	showTotal: boolean;
	showTime: boolean;
	showComments: boolean;
	onlyComments: boolean;
	commentLength: number;
	/** '' = "Read more". */
	readMoreText: string;
	/** '' = "Load more". */
	loadMoreText: string;
	avatarSize: number;
	/** The level of each card's donor name (2-6; one below the heading the wall sits under). */
	headingLevel: number;
	orderBy: 'post_date' | 'donation_amount';
	order: 'DESC' | 'ASC';
};
