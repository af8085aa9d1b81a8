import { FADE_MS, initNotices, rememberDismissal } from '../notices';

const SETTINGS = {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	action: 'opengive_dismiss_notice',
	nonce: 'abc123',
};

function notice( id: string, autoDismiss = 0 ): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = 'notice is-dismissible';
	element.dataset.opengiveNotice = id;
	element.dataset.opengiveAutoDismiss = String( autoDismiss );
	element.innerHTML =
		'<p>Hello</p><button class="notice-dismiss"><span>Dismiss</span></button>';
	document.body.appendChild( element );
	return element;
}

function fakeFetch() {
	const sent: URLSearchParams[] = [];
	const impl = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		sent.push( init?.body as URLSearchParams );
		return { ok: true } as Response;
	} );
	return { sent, impl: impl as unknown as typeof fetch };
}

describe( 'admin notices', () => {
	beforeEach( () => {
		document.body.innerHTML = '';
		jest.useFakeTimers();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'a click on the dismiss button hides the notice and tells the server', () => {
		const element = notice( 'welcome-v1' );
		const { sent, impl } = fakeFetch();
		initNotices( document, SETTINGS, impl );
		element.querySelector< HTMLElement >( '.notice-dismiss span' )!.click();
		expect( element.style.opacity ).toBe( '0' );
		jest.advanceTimersByTime( FADE_MS );
		expect( document.body.contains( element ) ).toBe( false );
		expect( sent ).toHaveLength( 1 );
		expect( Object.fromEntries( sent[ 0 ] ) ).toEqual( {
			action: 'opengive_dismiss_notice',
			_ajax_nonce: 'abc123',
			id: 'welcome-v1',
		} );
	} );

	it( 'dismisses itself after its data interval, once', () => {
		const element = notice( 'timed', 10000 );
		const { sent, impl } = fakeFetch();
		initNotices( document, SETTINGS, impl );
		jest.advanceTimersByTime( 9999 );
		expect( document.body.contains( element ) ).toBe( true );
		jest.advanceTimersByTime( 1 + FADE_MS );
		expect( document.body.contains( element ) ).toBe( false );
		expect( sent ).toHaveLength( 1 );
	} );

	it( 'without an interval stays until dismissed', () => {
		const element = notice( 'sticky' );
		const { sent, impl } = fakeFetch();
		initNotices( document, SETTINGS, impl );
		jest.advanceTimersByTime( 600000 );
		expect( document.body.contains( element ) ).toBe( true );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'reports a failed request instead of throwing', async () => {
		const failing = jest.fn( async () => {
			throw new Error( 'offline' );
		} ) as unknown as typeof fetch;
		await expect(
			rememberDismissal( SETTINGS, 'x', failing )
		).resolves.toBe( false );
	} );
} );
