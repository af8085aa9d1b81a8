/**
 * The contact-form block's attributes (block.json), shared by index.tsx and edit.tsx.
 */
export type ContactFormAttributes = {
	formId: number;
};
