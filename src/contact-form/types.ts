/**
 * Shapes of Contact Form 7's SWV (schema-woven validation) model, as the server sends it from
 * GET contact-forms/{id}/feedback/schema and as the browser checks it before posting.
 */

/** A file as the rules see it: a browser File, or the server's description of an upload. */
export interface FileLike {
	name: string;
	size: number;
	type?: string;
	/** PHP's upload error (0 or 'UPLOAD_ERR_OK' when the file arrived); anything else is no file. */
	error?: number | string;
}

/** One field's posted value: text, several texts (checkboxes, `name[]`), files, or nothing. */
export type SwvValue =
	| string
	| FileLike
	| null
	| undefined
	| ReadonlyArray< string | FileLike | null | undefined >;

/** A rule: its name plus its properties, flat, exactly as in CF7's schema. */
export interface SwvRule {
	rule: string;
	field?: string;
	error?: string;
	threshold?: number | string;
	accept?: ReadonlyArray< string | number >;
	base?: number | string;
	interval?: number | string;
	rules?: ReadonlyArray< SwvRule >;
	[ property: string ]: unknown;
}

export interface SwvSchema {
	version?: string;
	locale?: string;
	rules?: ReadonlyArray< SwvRule >;
}

/** Form data: a plain record of field name to value, or anything with FormData's getAll(). */
export type SwvFormData =
	| Readonly< Record< string, SwvValue > >
	| { getAll: ( name: string ) => unknown[] };

export interface InvalidField {
	field: string;
	message: string;
	rule: string;
}
