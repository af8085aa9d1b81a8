/**
 * The consent-area block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type ConsentAreaAttributes = {
	/** Stable id the REST route finds the block by (set once, when the block is added). */
	blockId: string;
	category: 'preferences' | 'statistics' | 'marketing';
	/** A service slug, or '' to follow the category. */
	service: string;
	/** '' means the default sentence. */
	placeholder: string;
};
