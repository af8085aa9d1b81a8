/**
 * The share block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type ShareAttributes = {
	/** Text shared with the address; '' means the page title. */
	text: string;
};
