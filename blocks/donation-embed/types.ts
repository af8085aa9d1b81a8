/**
 * The donation-embed block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type DonationEmbedAttributes = {
	formId: number;
	format: 'inline' | 'modal' | 'reveal' | 'newTab';
	openFormButton: string;
	locale: string;
	/** Set by block.json's example only: the inserter preview shows the first published form. */
	preview?: boolean;
};
