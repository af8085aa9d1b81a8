/**
 * The stored-XSS specs' page-level hook: anything a stored payload would do if it ran (set
 * window.__ogXss, open a dialog, leave an event handler or javascript: link made from it) is seen.
 */
import { expect, type Frame, type Page } from '@playwright/test';

// Payloads as typed, as the route's sanitizing leaves them (entities) and an attribute breakout.
export const RAW = {
	script: '<script>window.__ogXss=1</script>',
	img: '<img src=x onerror="window.__ogXss=1">',
	svg: '<svg onload="window.__ogXss=1">',
	link: 'javascript:window.__ogXss=1',
};
export const ENCODED = {
	script: '&lt;script&gt;window.__ogXss=1&lt;/script&gt;',
	img: '&lt;img src=x onerror=window.__ogXss=1&gt;',
	svg: '&lt;svg onload=window.__ogXss=1&gt;',
};
export const BREAKOUT = '" autofocus onfocus="window.__ogXss=1';

/**
 * Records what a stored payload would do if it ran: window.__ogXss set, a dialog opened.
 *
 * @param page The page to watch.
 * @return The messages of any dialogs opened.
 */
export async function watch( page: Page ): Promise< string[] > {
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		void dialog.dismiss();
	} );
	// Every write to window.__ogXss is kept, so a payload that ran is seen even if undone.
	await page.addInitScript( () => {
		let value: unknown;
		Object.defineProperty( window, '__ogXss', {
			configurable: true,
			get: () => value,
			set: ( next: unknown ) => {
				value = next;
			},
		} );
	} );
	return dialogs;
}

/**
 * Nothing made from the stored text ran or can run: window.__ogXss unset, no dialog, no event handler
 * or javascript: link carrying the payload.
 *
 * @param page    The page (or one of its frames), loaded.
 * @param dialogs Dialogs seen so far.
 */
export async function expectNothingRan(
	page: Page | Frame,
	dialogs: string[]
): Promise< void > {
	const found = await page.evaluate( async () => {
		// Let image errors and load handlers fire before looking.
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
		const handlers: string[] = [];
		for ( const element of Array.from(
			document.querySelectorAll( '*' )
		) ) {
			for ( const attribute of Array.from( element.attributes ) ) {
				const name = attribute.name.toLowerCase();
				// A URL runs script only by its scheme: the payload inside an https: link's query
				// (a share link carrying the page's text) is inert.
				const runnableUrl =
					[
						'href',
						'src',
						'action',
						'formaction',
						'xlink:href',
					].includes( name ) &&
					/^[\s\u0000-\u001f]*(javascript|data|vbscript):/i.test(
						attribute.value
					);
				if (
					attribute.value.includes( '__ogXss' ) &&
					( name.startsWith( 'on' ) ||
						name === 'srcdoc' ||
						runnableUrl )
				) {
					handlers.push(
						`<${ element.tagName.toLowerCase() } ${ name }>`
					);
				}
			}
		}
		return {
			ran: ( window as { __ogXss?: unknown } ).__ogXss,
			handlers,
		};
	} );
	expect( found.ran ).toBeUndefined();
	expect( found.handlers ).toEqual( [] );
	expect( dialogs ).toEqual( [] );
}

/**
 * Nothing made from the stored text ran or can run, and the page shows that text.
 *
 * @param page    The page, loaded.
 * @param dialogs Dialogs seen so far.
 * @param marker  Text stored with the payloads, which the page must show.
 * @param shown   Payload text the page must show (a list may show only the start of a value).
 */
export async function expectShownNotRun(
	page: Page,
	dialogs: string[],
	marker: string,
	shown = 'window.__ogXss=1'
): Promise< void > {
	await expectNothingRan( page, dialogs );
	const body = page.locator( 'body' );
	await expect( body ).toContainText( marker );
	await expect( body ).toContainText( shown );
}
