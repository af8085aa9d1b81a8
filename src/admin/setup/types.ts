/**
 * GET /opengive/v1/setup, as Setup\Rest\SetupController answers it.
 */
export type SetupStep = 'organisation' | 'payments' | 'form' | 'done';

export interface SetupState {
	status: 'new' | 'started' | 'skipped' | 'done';
	step: SetupStep;
	/** The ways to pay chosen at the payments step. */
	gateways: string[];
	formId: number;
	pageId: number;
	pageUrl: string;
	formEditUrl: string;
	/** GiveWP's forms and donations found on the site (a site moving from GiveWP). */
	givewp: { forms: number; donations: number };
}
