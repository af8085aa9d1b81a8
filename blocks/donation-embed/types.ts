/**
 * The donation-embed block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type DonationEmbedAttributes = {
	formId: number;
	format: 'inline' | 'modal' | 'reveal' | 'newTab';
	openFormButton: string;
	locale: string;
};
