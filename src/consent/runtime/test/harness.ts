/**
 * Shared set-up of the runtime tests (one file per runtime job): the jsdom page of ./page, fake
 * timers, a clean cookie jar and session storage, and document listeners removed after each test so
 * an earlier test's page never answers a later test's clicks.
 */
import { clearJar, renderPage } from './page';

export type PageWindow = Window & {
	marketingRan?: number;
	dataLayer?: unknown[];
	gtag?: unknown;
};
export const page = window as PageWindow;

export function events( name: string ) {
	const seen: unknown[] = [];
	document.addEventListener( name, ( event ) =>
		seen.push( ( event as CustomEvent ).detail )
	);
	return seen;
}

export const click = ( selector: string ) =>
	( document.querySelector( selector ) as HTMLElement ).click();
export const banner = () =>
	document.getElementById( 'cmplz-cookiebanner' ) as HTMLElement;
export const manage = () =>
	document.getElementById( 'cmplz-manage-consent' ) as HTMLElement;
export const frame = () =>
	document.querySelector( 'iframe' ) as HTMLIFrameElement;

/** Registers the before/after hooks of a runtime test file. */
export function setUpRuntimePage(): void {
	// Each boot listens on document; listeners of earlier tests' pages must not answer this test's clicks.
	const listeners: Array< [ string, EventListenerOrEventListenerObject ] > =
		[];
	const addListener = document.addEventListener.bind( document );

	beforeEach( () => {
		jest.spyOn( document, 'addEventListener' ).mockImplementation(
			( type, listener, options ) => {
				listeners.push( [ type, listener ] );
				addListener( type, listener, options );
			}
		);
		jest.useFakeTimers();
		clearJar();
		sessionStorage.clear();
		delete page.marketingRan;
		delete page.dataLayer;
		delete page.gtag;
		delete ( window as { wp_set_consent?: unknown } ).wp_set_consent;
		renderPage();
	} );

	afterEach( () => {
		for ( const [ type, listener ] of listeners.splice( 0 ) ) {
			document.removeEventListener( type, listener );
		}
		jest.restoreAllMocks();
		jest.clearAllTimers();
		jest.useRealTimers();
	} );
}
