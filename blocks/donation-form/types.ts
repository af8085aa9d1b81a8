export type DonationFormAttributes = {
	formId: number;
	/** '' shows the form as its settings say; otherwise this block's own choice. */
	displayMode: '' | 'inline' | 'modal' | 'reveal' | 'button';
	/** The period the form starts on ('' = once); the "Monthly giving form" variation sets month. */
	recurringPeriod: '' | 'day' | 'week' | 'month' | 'quarter' | 'year';
	/** Set by block.json's example only: the inserter preview shows the first published form. */
	preview?: boolean;
};
