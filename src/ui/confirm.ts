/**
 * The browser's own confirmation dialog: accessible, translatable text, and what the spec asks
 * for before cancelling a recurring gift. One place, so tests can stub it.
 *
 * @param message The question.
 */
export function askInBrowser( message: string ): boolean {
	// eslint-disable-next-line no-alert
	return window.confirm( message );
}
