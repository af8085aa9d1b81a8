/**
 * Waits until a page has had no request in flight for a while. Playwright's 'networkidle' load state
 * does not do this on a single-page screen: once the document has reached it, waiting for it returns
 * at once, even with a list's fetch just started by a click.
 */
import { expect, type Page, type Request } from '@playwright/test';

const trackers = new WeakMap<
	Page,
	{ inFlight: Set< Request >; last: number }
>();

/**
 * Starts counting the page's requests: call before the page's first navigation, so no request is
 * already running unseen.
 * @param page
 */
export function trackRequests( page: Page ): void {
	const tracker = { inFlight: new Set< Request >(), last: Date.now() };
	const done = ( request: Request ) => {
		tracker.inFlight.delete( request );
		tracker.last = Date.now();
	};
	page.on( 'request', ( request ) => {
		tracker.inFlight.add( request );
		tracker.last = Date.now();
	} );
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	trackers.set( page, tracker );
}

/**
 * Resolves once no request of the page has started or ended for `quietMs`.
 * @param page
 * @param quietMs
 */
export async function requestsQuiet(
	page: Page,
	quietMs = 1000
): Promise< void > {
	const tracker = trackers.get( page );
	expect(
		tracker,
		'trackRequests( page ) ran before the page loaded'
	).toBeDefined();
	await expect
		.poll(
			() =>
				tracker !== undefined &&
				tracker.inFlight.size === 0 &&
				Date.now() - tracker.last >= quietMs,
			{ timeout: 45_000, intervals: [ 100 ] }
		)
		.toBe( true );
}
