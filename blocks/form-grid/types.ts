export type FormGridAttributes = {
	/** Forms to show, in order; empty shows every published form. */
	formIds: number[];
	columns: number;
	/** The cards' button; '' means "Donate". */
	buttonLabel: string;
	/** The cards' title level (2-6). */
	headingLevel: number;
};
