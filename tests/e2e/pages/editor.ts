/**
 * The block editor, as the e2e specs meet it.
 */
import type { Page } from '@playwright/test';

/**
 * The test helpers mark the welcome guide as seen. Should it open anyway (a newer editor keeps the
 * preference elsewhere), turn it off through the preferences store: clicking its Close button can
 * land before React listens and leave the modal hiding the editor.
 *
 * @param page The page.
 */
export async function keepWelcomeGuideClosed( page: Page ): Promise< void > {
	await page.addLocatorHandler(
		page.getByRole( 'dialog', { name: /Welcome to the block editor/ } ),
		async () => {
			await page.evaluate( () => {
				const wp = ( window as unknown as { wp: any } ).wp;
				wp.data
					.dispatch( 'core/preferences' )
					.set( 'core/edit-post', 'welcomeGuide', false );
			} );
		}
	);
}
