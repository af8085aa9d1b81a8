/**
 * The contact-form block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type ContactFormAttributes = {
	formId: number;
	/** Set by block.json's example only: the inserter preview shows the first published form. */
	preview?: boolean;
};
