export type DonationFormAttributes = {
	formId: number;
	/** '' shows the form as its settings say; otherwise this block's own choice. */
	displayMode: '' | 'inline' | 'modal' | 'reveal' | 'button';
};
